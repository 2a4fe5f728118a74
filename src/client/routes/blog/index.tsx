import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '../../features/blog/blog-list-page';
import { textParams } from '../../lib/search-params';

export const Route = createFileRoute('/blog/')({
  // `category`: a blog category slug; the page reads unknown values as All.
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['category']),
  component: BlogRoute,
});

function BlogRoute() {
  const { category } = Route.useSearch();
  return <BlogListPage category={category} />;
}
