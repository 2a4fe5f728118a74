import { createFileRoute } from '@tanstack/react-router';
import { parseAdminRouteSearch } from '../../features/admin/kit/admin-route-search';
import { AdminGamificationPage } from '../../features/admin/gamification/admin-gamification-page';

export const Route = createFileRoute('/admin/gamification')({
  validateSearch: parseAdminRouteSearch,
  component: AdminGamificationPage,
});
