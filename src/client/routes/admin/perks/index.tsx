import { createFileRoute } from '@tanstack/react-router';
import { parseAdminRouteSearch } from '../../../features/admin/kit/admin-route-search';
import { PerksListPage } from '../../../features/admin/perks/perks-list-page';

export const Route = createFileRoute('/admin/perks/')({
  validateSearch: parseAdminRouteSearch,
  component: PerksListPage,
});
