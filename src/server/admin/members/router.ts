import {
  addNoteInput,
  bulkInput,
  memberFiltersInput,
  memberIdInput,
  memberListInput,
  setRoleInput,
} from '../../../shared/schemas/admin/members';
import { adminProcedure, changes, changesNothing, moderatorProcedure, router, staffOrScope } from '../../trpc/init';
import { addNote, bulkAct, sendResetLink, setRole, signOutEverywhere } from './actions';
import { membersCsv } from './csv';
import { memberDetail, notesOf } from './detail';
import { listMembers, memberViewerOf } from './list';

/**
 * The team's member pages (docs/PRODUCT.md "Members and their data"). Moderators read (emails
 * masked) and act on members with the moderation penalties; roles and the CSV are the admins'.
 * Nothing here signs anyone in as someone else: every write's actor is the session's own user.
 */
export const membersAdminRouter = router({
  /** An API token with members:read reads these two too (emails only with members:email). */
  list: staffOrScope('members:read')
    .input(memberListInput)
    .query(({ ctx, input }) => listMembers(ctx.db, memberViewerOf(ctx), input)),
  byId: staffOrScope('members:read')
    .input(memberIdInput)
    .query(async ({ ctx, input }) => {
      const detail = await memberDetail(ctx.db, memberViewerOf(ctx), ctx.ownerUsername, input.id);
      // Staff notes are the team's private words about her: an integration reads her record, not them.
      return ctx.integration ? { ...detail, notes: [] } : detail;
    }),
  notes: moderatorProcedure.input(memberIdInput).query(({ ctx, input }) => notesOf(ctx.db, input.id)),
  /** A staff note: nothing cached shows it. */
  addNote: moderatorProcedure
    .meta(changesNothing)
    .input(addNoteInput)
    .mutation(({ ctx, input }) => addNote(ctx.db, ctx.user, input)),
  /** Her sessions end: sessions are never cached. */
  signOutEverywhere: moderatorProcedure
    .meta(changesNothing)
    .input(memberIdInput)
    .mutation(({ ctx, input }) => signOutEverywhere(ctx.db, ctx.user, ctx, input.id)),
  sendResetLink: moderatorProcedure
    .meta(changesNothing)
    .input(memberIdInput)
    .mutation(({ ctx, input }) => sendResetLink(ctx.db, ctx.user, ctx, input.id)),
  /** An admin has no giveaway entries: her kept stats change with her role. */
  setRole: adminProcedure
    .meta(changes('points'))
    .input(setRoleInput)
    .mutation(({ ctx, input }) => setRole(ctx.db, ctx.user, ctx, input)),
  /**
   * Penalties, lifts, roles, reset links, data downloads and deletions for up to 100 members: each
   * one's own result. A deletion changes the forum, points and the moderation queue.
   */
  bulk: moderatorProcedure
    .meta(changes('forum', 'comments', 'content', 'points', 'moderation'))
    .input(bulkInput)
    .mutation(({ ctx, input }) => bulkAct(ctx.db, ctx.user, ctx, input)),
  /**
   * The CSV's lines, streamed by GET /api/admin/members.csv (over tRPC's own HTTP a stream is
   * refused, 415). Writes its audit entry when the first line is read.
   */
  exportCsv: adminProcedure
    .meta(changesNothing)
    .input(memberFiltersInput)
    .mutation(({ ctx, input }) => membersCsv(ctx.db, ctx.user, input)),
});
