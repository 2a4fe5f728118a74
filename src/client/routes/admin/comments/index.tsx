import { createFileRoute } from '@tanstack/react-router';
import { AdminCommentsPage } from '../../../features/admin/comments/admin-comments-page';
import { parseAdminRouteSearch } from '../../../features/admin/kit/admin-route-search';

export const Route = createFileRoute('/admin/comments/')({
  validateSearch: parseAdminRouteSearch,
  component: AdminCommentsPage,
});
