/** DTO builders for client tests: comments as the comments procedures answer them. */
import type { CommentDto } from '../shared/schemas/comments';

let nextId = 500;

/** A published top-level comment on recipe 3 by member 21, an hour old, unless told otherwise. */
export function makeComment(overrides: Partial<CommentDto> = {}): CommentDto {
  const id = overrides.id ?? nextId++;
  return {
    id,
    contentType: 'recipe',
    contentId: 3,
    parentId: null,
    body: `Comment ${id}`,
    author: { id: 21, username: 'jess_mum', name: 'Jess', avatar: null, level: 2 },
    replyingTo: null,
    createdAt: new Date(Date.now() - 2 * 60 * 60_000),
    editedAt: null,
    moderatorEdited: false,
    rating: null,
    likeCount: 0,
    replyCount: 0,
    replies: [],
    deleted: false,
    byTeam: false,
    status: 'published',
    ...overrides,
  };
}

/** A row of admin.comments.list (and of the pending queue). */
export function makeAdminCommentRow(
  overrides: Partial<CommentDto> & { contentTitle?: string; contentPath?: string; reportCount?: number } = {},
) {
  const {
    contentTitle = 'Sweet Potato Puree',
    contentPath = `/recipes/sweet-potato-puree#comment-${overrides.id ?? 0}`,
    reportCount = 0,
    ...comment
  } = overrides;
  return { ...makeComment(comment), contentTitle, contentPath, reportCount };
}
