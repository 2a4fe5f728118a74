import { createFileRoute } from '@tanstack/react-router';
import { parseAdminRouteSearch } from '../../../features/admin/kit/admin-route-search';
import { BlogPostListPage } from '../../../features/admin/blog-posts/blog-post-list-page';

export const Route = createFileRoute('/admin/blog-posts/')({
  validateSearch: parseAdminRouteSearch,
  component: BlogPostListPage,
});
