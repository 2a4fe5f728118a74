import { FORUM_LIMITS } from '../../../shared/constants/community';
import type { UserDto } from '../../../shared/schemas/auth';

/**
 * Whether to offer Edit and Delete on a post: its author within FORUM_LIMITS.editWindowMs of
 * posting, or an admin at any time. The server decides for real; this only hides what it would
 * refuse.
 */
export function canManagePost(
  user: Pick<UserDto, 'id' | 'isAdmin'> | null,
  post: { createdAt: Date; author: { id: number } },
  now: number = Date.now(),
): boolean {
  if (!user) return false;
  if (user.isAdmin) return true;
  return post.author.id === user.id && now - new Date(post.createdAt).getTime() < FORUM_LIMITS.editWindowMs;
}
