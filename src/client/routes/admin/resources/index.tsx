import { createFileRoute } from '@tanstack/react-router';
import { parseAdminRouteSearch } from '../../../features/admin/kit/admin-route-search';
import { ResourceListPage } from '../../../features/admin/resources/resource-list';

export const Route = createFileRoute('/admin/resources/')({
  validateSearch: parseAdminRouteSearch,
  component: ResourceListPage,
});
