import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/community/')({
  component: CommunityPage,
});

function CommunityPage() {
  return <PageTitle title="Community" />;
}
