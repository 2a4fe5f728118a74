import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forumReplies, forumThreads } from '../db/schema';
import { HELD_LIST_MAX } from './threads';

/** Her post as only she may read it while it is hidden. */
export interface OwnHiddenPostDto {
  id: number;
  /** A thread's title; null for a reply. */
  title: string | null;
  content: string;
}

/**
 * Her threads and replies hidden by reports, with their text: the forum's kept answers send that
 * text to nobody, so she reads it from here, beside the notice (docs/PRODUCT.md "Moderation").
 * Newest first (the author indexes); as many as her held posts.
 */
export async function ownHiddenPosts(db: Db, authorId: number): Promise<{ threads: OwnHiddenPostDto[]; replies: OwnHiddenPostDto[] }> {
  const [threads, replies] = await Promise.all([
    db
      .select({ id: forumThreads.id, title: forumThreads.title, content: forumThreads.content })
      .from(forumThreads)
      .where(and(eq(forumThreads.authorId, authorId), eq(forumThreads.status, 'hidden')))
      .orderBy(desc(forumThreads.createdAt))
      .limit(HELD_LIST_MAX),
    db
      .select({ id: forumReplies.id, content: forumReplies.content })
      .from(forumReplies)
      .where(and(eq(forumReplies.authorId, authorId), eq(forumReplies.status, 'hidden')))
      .orderBy(desc(forumReplies.createdAt))
      .limit(HELD_LIST_MAX),
  ]);
  return { threads, replies: replies.map((reply) => ({ ...reply, title: null })) };
}
