import { createFileRoute } from '@tanstack/react-router';
import { AuthorListPage } from '../../../features/admin/authors/author-list-page';
import { parseAdminListSearch } from '../../../features/admin/kit/admin-list-search';

export const Route = createFileRoute('/admin/authors/')({
  validateSearch: (search: Record<string, unknown>) => parseAdminListSearch(search),
  component: AuthorListPage,
});
