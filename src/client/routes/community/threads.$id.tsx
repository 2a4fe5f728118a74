import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/community/threads/$id')({
  component: Discussion2Page,
});

function Discussion2Page() {
  return <PageTitle title="Discussion" />;
}
