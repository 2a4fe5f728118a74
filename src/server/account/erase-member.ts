import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { ACCOUNT_TEXT } from '../../shared/constants/account';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import type { DeletionContent } from '../../shared/rules/account';
import type { Db } from '../db/client';
import {
  auditLog,
  comments,
  forumReplies,
  forumThreads,
  forumThreadViews,
  giveawayWinners,
  newsletterSubscribers,
  postRevisions,
  reports,
  reviewItems,
  users,
} from '../db/schema';
import { endSubscription } from '../newsletter/consent';
import { erasedEmailKey } from '../newsletter/erased';
import { recountThread } from '../community/removals';
import { threadLink } from '../community/forum-notifications';
import { forgetContent } from '../reactions/forget-content';
import { emitEvent } from '../webhooks/events';

/** Who is being deleted, as the steps need her. */
export interface ErasedMember {
  id: number;
  email: string;
  content: DeletionContent;
}

/** How the audit log and the team's pages name a member whose account is gone. */
export const deletedMemberLabel = (id: number) => `member #${id} (deleted)`;

/** One piece of an account's deletion, run in its transaction before the user row goes. */
export interface DeletionStep {
  name: string;
  run(tx: Db, member: ErasedMember): Promise<void>;
}

/** Text copies of posts kept for moderators (report snapshots, revisions): erased with the posts. */
async function eraseModerationCopies(tx: Db, type: 'thread' | 'reply' | 'comment', ids: number[]) {
  if (ids.length === 0) return;
  const items = tx
    .select({ id: reviewItems.id })
    .from(reviewItems)
    .where(and(eq(reviewItems.targetType, type), inArray(reviewItems.targetId, ids)));
  await tx.update(reports).set({ snapshot: '' }).where(inArray(reports.itemId, items));
  await tx.delete(postRevisions).where(and(eq(postRevisions.targetType, type), inArray(postRevisions.targetId, ids)));
}

/**
 * `remove`: her replies go, unless another member replied after her in the thread (then it reads
 * "[deleted by its author]", so the answers below still follow something); her threads with
 * replies by others stay for them under "Thread removed by its author", the rest go. Other
 * members' replies, and the points their rows hold, are untouched. `anonymise` needs nothing
 * here: her posts' author becomes null with the user row (the forum shows "Former member").
 */
async function removeOwnPosts(tx: Db, member: ErasedMember) {
  if (member.content !== 'remove') return;
  const mine = eq(forumReplies.authorId, member.id);
  const answeredBelow = sql`exists (select 1 from ${forumReplies} as later where later.thread_id = ${forumReplies.threadId}
    and later.created_at > ${forumReplies.createdAt} and later.author_id is distinct from ${member.id})`;
  const kept = await tx
    .update(forumReplies)
    .set({ content: ACCOUNT_TEXT.deletedByAuthor, authorId: null, updatedAt: sql`now()` })
    .where(and(mine, answeredBelow))
    .returning({ id: forumReplies.id, threadId: forumReplies.threadId });
  const gone = await tx.delete(forumReplies).where(mine).returning({ id: forumReplies.id, threadId: forumReplies.threadId });
  await eraseModerationCopies(
    tx,
    'reply',
    [...kept, ...gone].map((row) => row.id),
  );

  const threads = await tx.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.authorId, member.id));
  const threadIds = threads.map((row) => row.id);
  const withOthers =
    threadIds.length === 0
      ? []
      : await tx
          .selectDistinct({ threadId: forumReplies.threadId })
          .from(forumReplies)
          .where(and(inArray(forumReplies.threadId, threadIds), or(isNull(forumReplies.authorId), ne(forumReplies.authorId, member.id))));
  const keep = new Set(withOthers.map((row) => row.threadId));
  const keptThreads = threadIds.filter((id) => keep.has(id));
  const goneThreads = threadIds.filter((id) => !keep.has(id));
  if (keptThreads.length > 0) {
    await tx
      .update(forumThreads)
      .set({ title: ACCOUNT_TEXT.threadRemovedTitle, content: '', authorId: null, lockNote: null, updatedAt: sql`now()` })
      .where(inArray(forumThreads.id, keptThreads));
  }
  for (const id of goneThreads) await forgetContent(tx, 'thread', id, [threadLink(id)]);
  if (goneThreads.length > 0) await tx.delete(forumThreads).where(inArray(forumThreads.id, goneThreads));
  await eraseModerationCopies(tx, 'thread', threadIds);
  const touched = new Set([...kept, ...gone].map((row) => row.threadId).filter((id) => !goneThreads.includes(id)));
  for (const threadId of touched) await recountThread(tx, threadId);
}

/**
 * `remove`: her comments go, and the likes of them; a top-level one that others answered stays,
 * as her deleting it herself would leave it: "Comment deleted by its author", with no text and no
 * author, its replies under it. The comments she answered count one reply fewer.
 */
async function removeOwnComments(tx: Db, member: ErasedMember) {
  if (member.content !== 'remove') return;
  const mine = eq(comments.authorId, member.id);
  const answeredByOthers = sql`${comments.parentId} is null and exists (select 1 from ${comments} as answer
    where answer.parent_id = ${comments.id} and answer.author_id is distinct from ${member.id})`;
  const kept = await tx
    .update(comments)
    .set({ body: '', rating: null, authorId: null, deletedAt: sql`now()` })
    .where(and(mine, answeredByOthers))
    .returning({ id: comments.id });
  // Her top-level comments take their replies (hers alone, by now) with them.
  const gone = await tx.delete(comments).where(mine).returning({ id: comments.id, parentId: comments.parentId });
  for (const { id } of gone) await forgetContent(tx, 'comment', id, []);
  await eraseModerationCopies(
    tx,
    'comment',
    [...kept, ...gone].map((row) => row.id),
  );
  const answered = [...new Set(gone.map((row) => row.parentId).filter((id): id is number => id !== null))];
  if (answered.length > 0) {
    await tx
      .update(comments)
      .set({
        replyCount: sql`(select count(*) from ${comments} as answer where answer.parent_id = ${comments.id} and answer.status = 'published')::int`,
      })
      .where(inArray(comments.id, answered));
  }
}

/** Unsubscribed, and her address kept only as a hash, so no sign-up by someone else or import subscribes it again. */
async function forgetNewsletterAddress(tx: Db, member: ErasedMember) {
  const email = member.email.toLowerCase();
  const [row] = await tx.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (row) {
    await endSubscription(tx, row.id, 'account-deleted');
    await tx
      .update(newsletterSubscribers)
      .set({ email: erasedEmailKey(email), name: '', sourceDetail: null })
      .where(eq(newsletterSubscribers.id, row.id));
  } else {
    await tx
      .insert(newsletterSubscribers)
      .values({ email: erasedEmailKey(email), name: '', status: 'unsubscribed', source: 'account-deleted', unsubscribedAt: sql`now()` })
      .onConflictDoNothing();
  }
}

/** The team's record stays, naming her "member #{id} (deleted)" wherever it named her. */
async function renameInAuditLog(tx: Db, member: ErasedMember) {
  const label = deletedMemberLabel(member.id);
  await tx.update(auditLog).set({ actorName: label }).where(eq(auditLog.actorId, member.id));
  await tx
    .update(auditLog)
    .set({ label, before: null, after: null })
    .where(and(eq(auditLog.entityType, 'member'), eq(auditLog.entityId, String(member.id))));
}

/** A giveaway's public draw record keeps her id among the entrants, but no longer her name. */
async function renameGiveawayWins(tx: Db, member: ErasedMember) {
  await tx.update(giveawayWinners).set({ username: COMMUNITY_TEXT.formerMember }).where(eq(giveawayWinners.userId, member.id));
}

async function forgetThreadViews(tx: Db, member: ErasedMember) {
  await tx.delete(forumThreadViews).where(eq(forumThreadViews.viewerKey, `u:${member.id}`));
}

/**
 * Every step of a deletion, in order; then the user row goes and takes by cascade her sessions,
 * likes, saves, notifications and their settings, mutes and blocks (hers and others' of her),
 * feedback, ledger rows and monthly totals, penalties, decisions, appeals, reset and unsubscribe
 * tokens and downloads' rows. Her reports stay for the record without her (reporter null), as do
 * review items of her posts. One line adds a step (comments, staff notes).
 */
export const DELETION_STEPS: DeletionStep[] = [
  { name: 'posts', run: removeOwnPosts },
  { name: 'comments', run: removeOwnComments },
  { name: 'newsletter', run: forgetNewsletterAddress },
  { name: 'audit log', run: renameInAuditLog },
  { name: 'giveaway wins', run: renameGiveawayWins },
  { name: 'thread views', run: forgetThreadViews },
];

/**
 * Deletes the account in one transaction: the steps, then the user row (and `member.deleted` for
 * integrations). Returns false when there
 * was no such account (deleted already: running twice is harmless).
 */
export async function eraseMember(db: Db, userId: number, content: DeletionContent): Promise<{ email: string; username: string } | null> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member) return null;
    for (const step of DELETION_STEPS) await step.run(tx, { id: member.id, email: member.email, content });
    await tx.delete(users).where(eq(users.id, userId));
    // Its id only: whatever else an integration kept of her is for it to erase.
    await emitEvent(tx, 'member.deleted', { id: member.id });
    return { email: member.email, username: member.username };
  });
}
