import { createFileRoute } from '@tanstack/react-router';
import { parseAdminRouteSearch } from '../../features/admin/kit/admin-route-search';
import { MemberManagementPage } from '../../features/admin/members/member-management-page';

export const Route = createFileRoute('/admin/member-management')({
  validateSearch: parseAdminRouteSearch,
  component: MemberManagementPage,
});
