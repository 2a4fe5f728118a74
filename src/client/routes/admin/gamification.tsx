import { createFileRoute } from '@tanstack/react-router';
import { AdminUpcoming } from '../../features/admin/admin-upcoming';

export const Route = createFileRoute('/admin/gamification')({
  component: AdminGamificationPage,
});

function AdminGamificationPage() {
  return <AdminUpcoming to="/admin/gamification" />;
}
