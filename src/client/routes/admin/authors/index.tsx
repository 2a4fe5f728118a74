import { createFileRoute } from '@tanstack/react-router';
import { parseAdminRouteSearch } from '../../../features/admin/kit/admin-route-search';
import { AuthorListPage } from '../../../features/admin/authors/author-list-page';

export const Route = createFileRoute('/admin/authors/')({
  validateSearch: parseAdminRouteSearch,
  component: AuthorListPage,
});
