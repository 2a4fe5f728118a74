import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { REMOVED_POST_KEPT_DAYS } from '../../shared/rules/moderation';
import type { Db } from '../db/client';
import { auditLog, comments, forumReplies, forumThreads, postRevisions, reports, reviewItems } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily purge (docs/PRODUCT.md "Moderation"): a post the team removed REMOVED_POST_KEPT_DAYS
 * ago has had its time for an appeal, so its words go. The row stays with its text erased (its
 * id, dates, author and who removed it are the record; notifications, review items and other
 * mums' replies under a removed thread keep pointing at something), and so does every copy of
 * the text: the reports' snapshots, the revisions, and in the audit log the entries' labels
 * (a title, an excerpt) and the before/after of the team's edits. Review items and audit entries stay. Removed posts are in no public answer, so
 * no kept answer changes. A post already erased is left alone: running it twice is harmless.
 * A comment the team removed is a post like any other (docs/PRODUCT.md "Comments"): its text goes
 * the same way (one its author deleted is no removal: it has no appeal to wait for).
 */
export async function purgeRemovedPosts(db: Db, now: Date = new Date()): Promise<{ threads: number; replies: number; comments: number }> {
  const cutoff = new Date(now.getTime() - REMOVED_POST_KEPT_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const threads = await tx
      .update(forumThreads)
      .set({ title: '', content: '', lockNote: null })
      .where(
        and(
          eq(forumThreads.status, 'removed'),
          lt(forumThreads.removedAt, cutoff),
          or(ne(forumThreads.title, ''), ne(forumThreads.content, '')),
        ),
      )
      .returning({ id: forumThreads.id });
    const replies = await tx
      .update(forumReplies)
      .set({ content: '' })
      .where(and(eq(forumReplies.status, 'removed'), lt(forumReplies.removedAt, cutoff), ne(forumReplies.content, '')))
      .returning({ id: forumReplies.id });
    const erasedComments = await tx
      .update(comments)
      .set({ body: '' })
      .where(and(eq(comments.status, 'removed'), lt(comments.removedAt, cutoff), ne(comments.body, '')))
      .returning({ id: comments.id });
    await eraseCopies(
      tx,
      'thread',
      threads.map((row) => row.id),
    );
    await eraseCopies(
      tx,
      'reply',
      replies.map((row) => row.id),
    );
    await eraseCopies(
      tx,
      'comment',
      erasedComments.map((row) => row.id),
    );
    return { threads: threads.length, replies: replies.length, comments: erasedComments.length };
  });
}

const AUDIT_ENTITY = { thread: 'forum_thread', reply: 'forum_reply', comment: 'comment' } as const;

/** Every other copy of the purged posts' text: report snapshots, revisions, the team's edits in the audit log. */
async function eraseCopies(tx: Db, type: keyof typeof AUDIT_ENTITY, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const items = tx
    .select({ id: reviewItems.id })
    .from(reviewItems)
    .where(and(eq(reviewItems.targetType, type), inArray(reviewItems.targetId, ids)));
  await tx.update(reports).set({ snapshot: '' }).where(inArray(reports.itemId, items));
  await tx.delete(postRevisions).where(and(eq(postRevisions.targetType, type), inArray(postRevisions.targetId, ids)));
  // Their entries name them by the title or an excerpt, and an edit's entry holds its text.
  const entries = and(
    eq(auditLog.entityType, AUDIT_ENTITY[type]),
    inArray(
      auditLog.entityId,
      ids.map((id) => String(id)),
    ),
  );
  await tx
    .update(auditLog)
    .set({ label: sql`'#' || ${auditLog.entityId}` })
    .where(entries);
  await tx
    .update(auditLog)
    .set({ before: sql`null`, after: sql`null` })
    .where(and(entries, eq(auditLog.action, 'update')));
}
