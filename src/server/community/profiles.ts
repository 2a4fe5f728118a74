import type { CommunityProfileDto, MemberProfileDto, UpdateProfileInput } from '../../shared/schemas/community';
import type { Db } from '../db/client';

export async function myProfile(db: Db, userId: number): Promise<CommunityProfileDto> {
  throw new Error('not implemented');
}

/** A member's public face in the community; NOT_FOUND (COMMUNITY_TEXT.profileNotFound) otherwise. */
export async function memberProfile(db: Db, id: number): Promise<MemberProfileDto> {
  throw new Error('not implemented');
}

export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput): Promise<CommunityProfileDto> {
  throw new Error('not implemented');
}
