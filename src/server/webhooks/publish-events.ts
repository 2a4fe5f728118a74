import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/runner';
import { emitEvent } from './events';

/** A scheduled post's `post.published`, queued for the time it goes live. */
export const POST_DUE_JOB = 'webhook.post-due';

type PublishedPost = { id: number; slug: string; title: string; status: string; publishedAt: Date | null };

const postData = (post: PublishedPost) => ({ id: post.id, slug: post.slug, title: post.title, path: `/blog/${post.slug}` });

/**
 * `post.published` when a post goes live (docs/ARCHITECTURE.md "Webhooks"): now, for a post
 * published now; for a scheduled one, a job at its time, which emits only if the post is still
 * published for that very time (rescheduled or back to draft, the old job does nothing; the
 * singleton key keeps one job per post and time however often it is saved). Call it in the
 * transaction that saved the post, only when it was not live before: an edit of a live post is
 * no news.
 */
export async function postWentOut(tx: Db, post: PublishedPost): Promise<void> {
  if (post.status !== 'published' || !post.publishedAt) return;
  if (post.publishedAt.getTime() <= Date.now()) {
    await emitEvent(tx, 'post.published', postData(post));
    return;
  }
  const at = post.publishedAt.toISOString();
  await enqueueJob(
    tx,
    POST_DUE_JOB,
    { postId: post.id, publishedAt: at },
    { runAt: post.publishedAt, singletonKey: `${POST_DUE_JOB}:${post.id}:${at}` },
  );
}

/** The scheduled post's time has come: its event, if it is still published for that time. */
export function emitDuePost(db: Db): JobHandler {
  return async (payload: { postId: number; publishedAt: string }) => {
    await db.transaction(async (tx) => {
      const [post] = await tx
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.id, payload.postId), eq(blogPosts.status, 'published')));
      if (post?.publishedAt?.toISOString() !== payload.publishedAt) return;
      await emitEvent(tx, 'post.published', postData(post));
    });
  };
}
