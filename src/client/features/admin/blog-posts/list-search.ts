import { parseId } from '../../../../shared/rules/ids';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '../../../../shared/constants/blog';
import { type AdminListSearch, parseAdminListSearch } from '../kit/admin-route-search';

export interface BlogPostListSearch extends AdminListSearch {
  status?: BlogPostStatus;
  categoryId?: number;
  authorId?: number;
}

/** /admin/blog-posts's search params: the list's own plus status, category and author (junk dropped). */
export function parseBlogPostListSearch(search: Record<string, unknown>): BlogPostListSearch {
  const result: BlogPostListSearch = parseAdminListSearch(search);
  if ((BLOG_POST_STATUSES as readonly unknown[]).includes(search.status)) result.status = search.status as BlogPostStatus;
  const categoryId = parseId(search.categoryId);
  if (categoryId !== null) result.categoryId = categoryId;
  const authorId = parseId(search.authorId);
  if (authorId !== null) result.authorId = authorId;
  return result;
}
