import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/resources/id/$id')({
  component: ResourcePage,
});

function ResourcePage() {
  return <PageTitle title="Resource" />;
}
