import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '../../features/blog/blog-post-page';
import { loaded } from '../../lib/route-data';

export const Route = createFileRoute('/blog/$slug')({
  loader: ({ context: { trpcUtils }, params }) =>
    loaded(() => [
      trpcUtils.content.blog.bySlug.prefetch({ slug: params.slug }),
      trpcUtils.content.blog.categories.prefetch(),
      trpcUtils.content.authors.list.prefetch(),
    ]),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  return <BlogPostPage key={slug} slug={slug} />;
}
