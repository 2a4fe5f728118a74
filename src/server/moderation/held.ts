import { publishHeldReply } from '../community/replies';
import { publishHeldThread } from '../community/threads';
import { approveComment } from '../comments/moderation';
import type { Db } from '../db/client';

/**
 * A held post let through by a moderator (keep, or ignore: nothing to act on) goes out as it
 * would have when it was written: its notifications and points come now (docs/PRODUCT.md
 * "Moderation", holds). A post in any other status, or a profile, is left as it is.
 */
export async function publishHeld(tx: Db, item: { targetType: string; targetId: number }): Promise<void> {
  if (item.targetType === 'thread') await publishHeldThread(tx, item.targetId);
  if (item.targetType === 'reply') await publishHeldReply(tx, item.targetId);
  if (item.targetType === 'comment') await approveComment(tx, null, item.targetId);
}
