import { eq, sql } from 'drizzle-orm';
import { COMMENT_TEXT } from '../../shared/constants/comments';
import { isStaff } from '../../shared/rules/roles';
import type { CommentDto } from '../../shared/schemas/comments';
import type { Db } from '../db/client';
import { comments, users } from '../db/schema';
import { excerpt, mentionedMemberIds, mentionNotifications } from '../community/forum-notifications';
import { awardPoints, reverseAwards } from '../gamification/awards';
import { type NewNotification, notify } from '../notifications/service';
import { emitEvent } from '../webhooks/events';
import type { CommentedItem } from './targets';

export const commentEvent = (commentId: number) => `comment:${commentId}`;
export const commentLink = (item: Pick<CommentedItem, 'path'>, commentId: number) => `${item.path}#comment-${commentId}`;

/**
 * Who hears of a published comment: members it mentions (`tag`), and for a reply the author of
 * the top-level comment and the member it answers (`thread_reply`, "{name} replied to your
 * comment"); never the writer, one notification each. notify() leaves out members who muted or
 * blocked her.
 */
async function notifyOfComment(tx: Db, comment: CommentDto, item: CommentedItem): Promise<void> {
  const writer = comment.author;
  if (!writer) return;
  const post = {
    content: excerpt(comment.body),
    link: commentLink(item, comment.id),
    eventKey: commentEvent(comment.id),
    actorId: writer.id,
  };
  const mentioned = await mentionedMemberIds(tx, comment.body, writer.id);
  const answered = new Set<number>();
  if (comment.parentId !== null) {
    const [parent] = await tx.select({ authorId: comments.authorId }).from(comments).where(eq(comments.id, comment.parentId));
    if (parent?.authorId) answered.add(parent.authorId);
    if (comment.replyingTo) answered.add(comment.replyingTo.id);
  }
  answered.delete(writer.id);
  const rows: NewNotification[] = [
    ...mentionNotifications(mentioned, writer.name, post),
    ...[...answered].map((userId) => ({ ...post, userId, type: 'thread_reply' as const, title: COMMENT_TEXT.replyTitle(writer.name) })),
  ];
  await notify(tx, rows);
}

/**
 * What a comment's going out brings, in its transaction (at its creation, or when the team
 * approves it after a hold): its top-level comment counts one more reply; the members it mentions
 * and answers are told, and integrations (`comment.published`); its author earns the `comment` action's points, unless she is on the team
 * (all commented content is the site's own: its team earns nothing for it).
 */
export async function commentPublished(tx: Db, comment: CommentDto, item: CommentedItem): Promise<void> {
  await replyShown(tx, comment.parentId, 1);
  await notifyOfComment(tx, comment, item);
  await emitEvent(tx, 'comment.published', {
    id: comment.id,
    targetType: comment.contentType,
    targetId: comment.contentId,
    path: commentLink(item, comment.id),
  });
  if (!comment.author || comment.byTeam) return;
  const [author] = await tx.select({ role: users.role }).from(users).where(eq(users.id, comment.author.id));
  if (!author || isStaff(author)) return;
  await awardPoints(tx, { userId: comment.author.id, action: 'comment', sourceType: 'comment', sourceId: comment.id, note: item.title });
}

/**
 * A published comment leaving the readers (removed, hidden, deleted): its top-level comment
 * counts one reply fewer, and the points it earned are taken back (likes others gave stay theirs).
 */
export async function commentWithdrawn(tx: Db, comment: { id: number; parentId: number | null }): Promise<void> {
  await replyShown(tx, comment.parentId, -1);
  await reverseAwards(tx, 'comment', [comment.id]);
}

/**
 * A reply entering (+1) or leaving (-1) the published ones: its top-level comment's replyCount,
 * which the lists show, counts published replies only (docs/PRODUCT.md "Comments"), so every move
 * in or out of `published` (held → published, hidden by reports or the team, shown again, removed,
 * restored, deleted) comes through here, with the reply's row locked by its caller. Relative to
 * the stored count, so writes on replies of one comment at once leave it exact.
 */
export async function replyShown(tx: Db, parentId: number | null, delta: 1 | -1): Promise<void> {
  if (parentId === null) return;
  await tx
    .update(comments)
    .set({ replyCount: delta > 0 ? sql`${comments.replyCount} + 1` : sql`greatest(${comments.replyCount} - 1, 0)` })
    .where(eq(comments.id, parentId));
}

/** The author hears the team's decision on her comment (`other`): approved, or removed with the reason. */
export async function tellCommentAuthor(
  tx: Db,
  comment: { id: number; authorId: number | null; body: string },
  item: CommentedItem | null,
  outcome: { kind: 'approved' } | { kind: 'removed'; reason: string | null },
): Promise<void> {
  if (comment.authorId === null) return;
  const approved = outcome.kind === 'approved';
  await notify(tx, [
    {
      userId: comment.authorId,
      type: 'other',
      title: approved ? COMMENT_TEXT.approvedTitle : COMMENT_TEXT.removedTitle,
      content: approved || !outcome.reason ? excerpt(comment.body) : outcome.reason,
      link: approved && item ? commentLink(item, comment.id) : null,
      eventKey: `comment-${outcome.kind}:${comment.id}`,
    },
  ]);
}
