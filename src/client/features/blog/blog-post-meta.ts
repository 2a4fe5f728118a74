import { summaryOf } from '../../../shared/lib/seo/meta';
import type { BlogPostDetailDto } from '../../../shared/schemas/content';

/** What a post's page says of itself, in its server head (the route's) and the browser's tab. */
export function blogPostMeta(post: BlogPostDetailDto) {
  return { title: post.title, description: post.description || summaryOf(post.body) };
}
