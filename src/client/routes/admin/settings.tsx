import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../features/admin/admin-dashboard';

/** SPEC section 2: /admin/settings is the dashboard as well. */
export const Route = createFileRoute('/admin/settings')({
  component: AdminDashboard,
});
