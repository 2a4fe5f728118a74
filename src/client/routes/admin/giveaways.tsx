import { createFileRoute } from '@tanstack/react-router';
import { AdminUpcoming } from '../../features/admin/admin-upcoming';

export const Route = createFileRoute('/admin/giveaways')({
  component: AdminGiveawaysPage,
});

function AdminGiveawaysPage() {
  return <AdminUpcoming to="/admin/giveaways" />;
}
