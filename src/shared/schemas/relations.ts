import { z } from 'zod';
import { RELATIONS_TEXT } from '../constants/relations';
import { RELATION_DURATIONS } from '../rules/relations';
import { id } from './common';
import type { ThreadAuthorDto } from './community';

/** Mute or block a member for one of the durations (RELATION_DURATIONS). */
export const relateInput = z.object({
  memberId: id,
  duration: z.enum(RELATION_DURATIONS, { error: RELATIONS_TEXT.chooseDuration }),
});
export type RelateInput = z.input<typeof relateInput>;

/** Undo a mute or a block. */
export const unrelateInput = z.object({ memberId: id });

/** One muted or blocked member, as she sees it in her own lists. */
export interface RelationDto {
  member: ThreadAuthorDto;
  /** When it ends by itself; null: until she undoes it. */
  until: Date | null;
  createdAt: Date;
}

/** The signed-in member's mutes and blocks in force, newest first, and who can't be muted or blocked. */
export interface RelationsDto {
  muted: RelationDto[];
  blocked: RelationDto[];
  /**
   * The team (moderators and admins): the forum offers no Mute or Block on their posts and
   * profiles. Sent to signed-in members only: the public answers don't mark the team.
   */
  teamIds: number[];
}
