import type { ContentRef, LikeCountDto, LikeStatusDto } from '../../shared/schemas/community';
import type { Db } from '../db/client';

export async function likeStatus(db: Db, userId: number | null, ref: ContentRef): Promise<LikeStatusDto> {
  throw new Error('not implemented');
}

export async function likeCount(db: Db, ref: ContentRef): Promise<LikeCountDto> {
  throw new Error('not implemented');
}

/** Idempotent; NOT_FOUND when the item doesn't exist (or isn't public). */
export async function likeContent(db: Db, userId: number, ref: ContentRef): Promise<LikeStatusDto & LikeCountDto> {
  throw new Error('not implemented');
}

export async function unlikeContent(db: Db, userId: number, ref: ContentRef): Promise<LikeStatusDto & LikeCountDto> {
  throw new Error('not implemented');
}
