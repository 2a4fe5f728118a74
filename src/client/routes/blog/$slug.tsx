import { createFileRoute } from '@tanstack/react-router';
import { OG_IMAGE_PATHS } from '../../../shared/constants/seo';
import { articleJsonLd } from '../../../shared/lib/seo/json-ld';
import { BlogPostPage } from '../../features/blog/blog-post-page';
import { blogPostMeta } from '../../features/blog/blog-post-meta';
import { breadcrumbs, listCrumb, pageSubject, routeHead } from '../../lib/route-head';
import { siteOrigin } from '../../lib/site-origin';

export const Route = createFileRoute('/blog/$slug')({
  loader: import.meta.env.SSR
    ? async ({ context: { trpcUtils }, params }) => {
        const [post] = await Promise.all([
          pageSubject(trpcUtils.content.blog.bySlug.ensureData({ slug: params.slug })),
          trpcUtils.content.blog.categories.prefetch(),
          trpcUtils.content.authors.list.prefetch(),
        ]);
        return post;
      }
    : undefined,
  head: import.meta.env.SSR
    ? ({ loaderData: post }) => {
        if (!post) return {};
        const path = `/blog/${post.slug}`;
        const image = post.image ? OG_IMAGE_PATHS.blog(post.slug) : OG_IMAGE_PATHS.default;
        const { title, description } = blogPostMeta(post);
        return routeHead({
          title,
          description,
          path,
          image,
          type: 'article',
          jsonLd: [
            articleJsonLd(siteOrigin(), {
              title,
              description,
              path,
              image,
              publishedAt: post.publishedAt,
              authorName: post.author?.name,
            }),
            breadcrumbs(listCrumb('blog'), { name: post.title, path }),
          ],
        });
      }
    : undefined,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  return <BlogPostPage key={slug} slug={slug} />;
}
