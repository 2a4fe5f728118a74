import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';

/** PRODUCT.md "Screens": /admin/settings is the dashboard as well. */
export const Route = createFileRoute('/admin/settings')({
  component: DashboardPage,
});
