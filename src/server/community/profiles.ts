import { TRPCError } from '@trpc/server';
import { and, count, desc, eq } from 'drizzle-orm';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import type { CommunityProfileDto, MemberProfileDto, UpdateProfileInput } from '../../shared/schemas/community';
import type { Db } from '../db/client';
import { forumReplies, forumThreads, users } from '../db/schema';
import { replyListed, threadListed, threadPublished } from './visibility';
import { nameOf, selectThreads, toThreadDto } from './thread-query';

/** A member profile page shows this many of her newest threads and of her newest replies. */
const PROFILE_RECENT_COUNT = 5;

const profileColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatar: users.avatar,
  bio: users.bio,
  createdAt: users.createdAt,
};

async function loadMember(db: Db, id: number) {
  const [member] = await db.select(profileColumns).from(users).where(eq(users.id, id));
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.profileNotFound });
  return member;
}

function toProfileDto(member: Awaited<ReturnType<typeof loadMember>>): CommunityProfileDto {
  return { avatar: member.avatar, displayName: nameOf(member), bio: member.bio ?? '', username: member.username };
}

export async function myProfile(db: Db, userId: number): Promise<CommunityProfileDto> {
  return toProfileDto(await loadMember(db, userId));
}

/** A member's public face in the community; NOT_FOUND (COMMUNITY_TEXT.profileNotFound) otherwise. */
export async function memberProfile(db: Db, id: number): Promise<MemberProfileDto> {
  const member = await loadMember(db, id);
  // Each is a range scan of the member's own index entries (forum_threads_author_idx,
  // forum_replies_author_idx): the cost follows what she wrote, not the size of the forum.
  const [threads, replies, [threadTotal], [replyTotal]] = await Promise.all([
    selectThreads(db)
      .where(and(eq(forumThreads.authorId, id), threadListed))
      .orderBy(desc(forumThreads.createdAt))
      .limit(PROFILE_RECENT_COUNT),
    db
      .select({
        id: forumReplies.id,
        threadId: forumReplies.threadId,
        threadTitle: forumThreads.title,
        content: forumReplies.content,
        createdAt: forumReplies.createdAt,
      })
      .from(forumReplies)
      .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
      // Her words as anyone may read them: a hidden reply or thread would show its text here.
      .where(and(eq(forumReplies.authorId, id), eq(forumReplies.status, 'published'), threadPublished))
      .orderBy(desc(forumReplies.createdAt))
      .limit(PROFILE_RECENT_COUNT),
    db
      .select({ count: count() })
      .from(forumThreads)
      .where(and(eq(forumThreads.authorId, id), threadListed)),
    db
      .select({ count: count() })
      .from(forumReplies)
      .where(and(eq(forumReplies.authorId, id), replyListed)),
  ]);
  return {
    id: member.id,
    username: member.username,
    displayName: nameOf(member),
    avatar: member.avatar,
    bio: member.bio ?? '',
    joinedAt: member.createdAt,
    threadCount: threadTotal?.count ?? 0,
    replyCount: replyTotal?.count ?? 0,
    recentThreads: threads.map(toThreadDto),
    recentReplies: replies,
  };
}

/** An empty display name or bio clears it: the community shows the username, and no bio. */
export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput): Promise<CommunityProfileDto> {
  const [member] = await db
    .update(users)
    .set({ displayName: input.displayName || null, bio: input.bio || null })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.profileNotFound });
  return toProfileDto(member);
}
