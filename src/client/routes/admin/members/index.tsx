import { createFileRoute } from '@tanstack/react-router';
import { parseAdminRouteSearch } from '../../../features/admin/kit/admin-route-search';
import { AdminMembersPage } from '../../../features/admin/members/members-page';

export const Route = createFileRoute('/admin/members/')({
  validateSearch: parseAdminRouteSearch,
  component: AdminMembersPage,
});
