import { createFileRoute } from '@tanstack/react-router';
import { listPageHead } from '../../lib/route-head';
import { BlogListPage } from '../../features/blog/blog-list-page';
import { textParams } from '../../lib/search-params';
import { BLOG_PAGE_SIZE } from '../../../shared/constants/blog';

export const Route = createFileRoute('/blog/')({
  // `category`: a blog category slug; the page reads unknown values as All.
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['category']),
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: import.meta.env.SSR
    ? ({ context: { trpcUtils }, deps: { category } }) =>
        Promise.all([
          trpcUtils.content.blog.list.prefetchInfinite({ category, limit: BLOG_PAGE_SIZE }),
          trpcUtils.content.blog.categories.prefetch(),
          trpcUtils.content.authors.list.prefetch(),
        ])
    : undefined,
  head: import.meta.env.SSR ? () => listPageHead('blog') : undefined,
  component: BlogRoute,
});

function BlogRoute() {
  const { category } = Route.useSearch();
  return <BlogListPage category={category} />;
}
