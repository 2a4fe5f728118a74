import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/_member/profile/notifications')({
  component: NotificationsPage,
});

function NotificationsPage() {
  return <PageTitle title="Notifications" />;
}
