import { createFileRoute } from '@tanstack/react-router';
import { BlogPostListPage } from '../../../features/admin/blog-posts/blog-post-list-page';
import { parseBlogPostListSearch } from '../../../features/admin/blog-posts/list-search';

export const Route = createFileRoute('/admin/blog-posts/')({
  validateSearch: (search: Record<string, unknown>) => parseBlogPostListSearch(search),
  component: BlogPostListPage,
});
