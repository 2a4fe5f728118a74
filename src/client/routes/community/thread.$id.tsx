import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/community/thread/$id')({
  component: DiscussionPage,
});

function DiscussionPage() {
  return <PageTitle title="Discussion" />;
}
