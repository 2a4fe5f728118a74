import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '../../features/blog/blog-post-page';

export const Route = createFileRoute('/blog/$slug')({
  loader: import.meta.env.SSR
    ? ({ context: { trpcUtils }, params }) =>
        Promise.all([
          trpcUtils.content.blog.bySlug.prefetch({ slug: params.slug }),
          trpcUtils.content.blog.categories.prefetch(),
          trpcUtils.content.authors.list.prefetch(),
        ])
    : undefined,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  return <BlogPostPage key={slug} slug={slug} />;
}
