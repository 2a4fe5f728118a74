import type { ContentRef, SavedItemDto, SavedStatusDto } from '../../shared/schemas/community';
import type { Db } from '../db/client';

export async function savedStatus(db: Db, userId: number, ref: ContentRef): Promise<SavedStatusDto> {
  throw new Error('not implemented');
}

/** Idempotent; NOT_FOUND when the item doesn't exist (or isn't public). */
export async function saveItem(db: Db, userId: number, ref: ContentRef): Promise<SavedStatusDto> {
  throw new Error('not implemented');
}

export async function removeSavedItem(db: Db, userId: number, ref: ContentRef): Promise<SavedStatusDto> {
  throw new Error('not implemented');
}

/** Newest first, items whose content is gone left out. */
export async function listSavedItems(db: Db, userId: number): Promise<SavedItemDto[]> {
  throw new Error('not implemented');
}
