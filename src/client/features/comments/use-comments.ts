import type { CommentContentType } from '../../../shared/constants/comments';
import type { CommentDto } from '../../../shared/schemas/comments';
import { BROWSER_ONLY } from '../../lib/route-data';
import { trpc } from '../../trpc';

export interface CommentsTarget {
  contentType: CommentContentType;
  contentId: number;
}

/** Top-level comments a page of the list holds (the server's limit is 50). */
export const COMMENTS_PAGE_SIZE = 20;
/** Replies fetched at a time under "Show more replies". */
export const REPLIES_PAGE_SIZE = 20;

/*
 * Every read here is the browser's: the section is drawn only once the reader nears it, which the
 * server never does (BROWSER_ONLY keeps server-render.test's every-query-loaded check honest).
 */
const QUERY_OPTIONS = { meta: BROWSER_ONLY } as const;

/** The count, the list (top-level, oldest first, in pages) and, for a member, her own held comments. */
export function useCommentsOf(target: CommentsTarget, signedIn: boolean) {
  const count = trpc.comments.count.useQuery(target, QUERY_OPTIONS);
  const list = trpc.comments.list.useInfiniteQuery(
    { ...target, limit: COMMENTS_PAGE_SIZE },
    { ...QUERY_OPTIONS, getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const mine = trpc.comments.mine.useQuery(target, { ...QUERY_OPTIONS, enabled: signedIn });
  const items: CommentDto[] = list.data?.pages.flatMap((page) => page.items) ?? [];
  return { count, list, items, mine: signedIn ? (mine.data ?? []) : [] };
}

/** A comment's replies past its first three, fetched once the reader asks for them. */
export function useMoreReplies(commentId: number, enabled: boolean) {
  return trpc.comments.replies.useInfiniteQuery(
    { commentId, limit: REPLIES_PAGE_SIZE },
    { ...QUERY_OPTIONS, enabled, getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
}

/**
 * What a write changes on screen: the item's list, count and her held comments, and the replies
 * read so far; a rating (recipes) also moves the recipe's stars on its page and cards.
 */
export function useRefreshComments(target: CommentsTarget) {
  const utils = trpc.useUtils();
  return async ({ rated }: { rated: boolean }) => {
    await Promise.all([
      utils.comments.list.invalidate({ contentType: target.contentType, contentId: target.contentId }),
      utils.comments.count.invalidate(target),
      utils.comments.mine.invalidate(target),
      utils.comments.replies.invalidate(),
      rated && target.contentType === 'recipe' ? utils.content.recipes.invalidate() : null,
    ]);
  };
}
