import type { CommentSettings } from '../../shared/schemas/comments';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { notYet } from './not-yet';

export async function readCommentSettings(db: Db): Promise<CommentSettings> {
  return notYet(db);
}
export async function saveCommentSettings(db: Db, actor: SessionUser, settings: CommentSettings): Promise<CommentSettings> {
  return notYet(db, actor, settings);
}
