import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/community/topic/$id')({
  component: CommunityTopicPage,
});

function CommunityTopicPage() {
  return <PageTitle title="Community Topic" />;
}
