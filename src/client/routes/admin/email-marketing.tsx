import { createFileRoute } from '@tanstack/react-router';
import { AdminUpcoming } from '../../features/admin/admin-upcoming';

export const Route = createFileRoute('/admin/email-marketing')({
  component: AdminEmailMarketingPage,
});

function AdminEmailMarketingPage() {
  return <AdminUpcoming to="/admin/email-marketing" />;
}
