import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { PostRevisionDto } from '../../shared/schemas/moderation';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { postRevisions, reviewItems, users } from '../db/schema';

type RevisedPost = { targetType: 'thread'; title: string; content: string } | { targetType: 'reply'; title?: never; content: string };

/**
 * Keeps a reported post's text before an edit (docs/PRODUCT.md "Moderation"): the report's
 * snapshot holds the text as reported, this every text after it, so moderators read what the
 * reports were about even once its author rewrites it. A post nobody reported keeps no history.
 * Call in the edit's transaction, with the text as it was and the text it becomes.
 */
export async function keepRevision(
  tx: Db,
  editor: SessionUser,
  targetId: number,
  before: RevisedPost,
  after: { title?: string; content: string },
): Promise<void> {
  if (before.title === after.title && before.content === after.content) return;
  const [item] = await tx
    .select({ id: reviewItems.id })
    .from(reviewItems)
    .where(and(eq(reviewItems.targetType, before.targetType), eq(reviewItems.targetId, targetId)));
  if (!item) return;
  await tx.insert(postRevisions).values({
    targetType: before.targetType,
    targetId,
    title: before.title ?? null,
    content: before.content,
    editedBy: editor.id,
  });
}

/** The revisions of the given posts, newest first, by `type:id`. */
export async function revisionsOf(db: Db, items: { targetType: string; targetId: number }[]): Promise<Map<string, PostRevisionDto[]>> {
  const idsOf = (type: string) => items.filter((item) => item.targetType === type).map((item) => item.targetId);
  const [threads, replies, commentIds] = [idsOf('thread'), idsOf('reply'), idsOf('comment')];
  const byKey = new Map<string, PostRevisionDto[]>();
  if (threads.length === 0 && replies.length === 0 && commentIds.length === 0) return byKey;
  const rows = await db
    .select({
      targetType: postRevisions.targetType,
      targetId: postRevisions.targetId,
      title: postRevisions.title,
      content: postRevisions.content,
      createdAt: postRevisions.createdAt,
      editedBy: { id: users.id, username: users.username },
    })
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.editedBy))
    .where(
      or(
        threads.length ? and(eq(postRevisions.targetType, 'thread'), inArray(postRevisions.targetId, threads)) : undefined,
        replies.length ? and(eq(postRevisions.targetType, 'reply'), inArray(postRevisions.targetId, replies)) : undefined,
        commentIds.length ? and(eq(postRevisions.targetType, 'comment'), inArray(postRevisions.targetId, commentIds)) : undefined,
      ),
    )
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id));
  for (const { targetType, targetId, ...revision } of rows) {
    const key = `${targetType}:${targetId}`;
    byKey.set(key, [...(byKey.get(key) ?? []), revision]);
  }
  return byKey;
}
