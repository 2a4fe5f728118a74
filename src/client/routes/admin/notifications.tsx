import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/admin/notifications')({
  component: AdminNotificationsPage,
});

function AdminNotificationsPage() {
  return <PageTitle title="Notifications" />;
}
