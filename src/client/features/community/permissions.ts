import { FORUM_LIMITS } from '../../../shared/constants/community';
import { checkMayChangePost } from '../../../shared/rules/community';
import type { UserDto } from '../../../shared/schemas/auth';

/**
 * Whether to offer Edit and Delete on a post: the server's rule (checkMayChangePost), with the
 * window measured on this clock. The server decides for real; this only hides what it would
 * refuse.
 */
export function canManagePost(
  user: Pick<UserDto, 'id' | 'role'> | null,
  post: { createdAt: Date; author: { id: number } | null },
  now: number = Date.now(),
): boolean {
  if (!user) return false;
  const withinEditWindow = now - new Date(post.createdAt).getTime() < FORUM_LIMITS.editWindowMs;
  return checkMayChangePost(user, { authorId: post.author?.id ?? null, withinEditWindow }) === null;
}

/**
 * Whether to offer Report on a post or a profile: to a signed-in member, on what she didn't write
 * (a hidden post and a former member's too: the server takes those). `authorId` is the post's
 * author or the profile's member; null for a former member.
 */
export function canReport(user: Pick<UserDto, 'id'> | null, authorId: number | null): boolean {
  return user !== null && authorId !== user.id;
}

/**
 * Whether to offer Mute and Block on a post or a profile: to a signed-in member, on another
 * member (not a former one) who isn't on the team (the server's checkRelationTarget). `teamIds`
 * comes with her relations (useRelations); nothing is offered until it has.
 */
export function canRelate(user: Pick<UserDto, 'id'> | null, authorId: number | null, teamIds: ReadonlySet<number> | undefined): boolean {
  return user !== null && authorId !== null && authorId !== user.id && teamIds !== undefined && !teamIds.has(authorId);
}
