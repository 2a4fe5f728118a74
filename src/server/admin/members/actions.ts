import { TRPCError } from '@trpc/server';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MEMBERS_ADMIN_TEXT } from '../../../shared/constants/members-admin';
import { ADMIN_ONLY_BULK_ACTIONS } from '../../../shared/rules/members-admin';
import type { Role } from '../../../shared/rules/roles';
import type { addNoteInput, bulkInput, BulkResultDto, MemberNoteDto, setRoleInput } from '../../../shared/schemas/admin/members';
import type { DeletionServices } from '../../account/deletion';
import { deleteAccountFor, startExportFor } from '../../account/team-actions';
import { recordChange } from '../../audit/record';
import { PASSWORD_RESET_JOB } from '../../auth/password-reset';
import { inForce } from '../../auth/restrictions';
import { type SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { memberNotes, memberPenalties, sessions, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { liftPenalty, penalise } from '../../moderation/penalties';

/** What the actions need of the request's context (a deletion also mails her and removes her downloads). */
export interface MemberActionContext extends DeletionServices {
  ownerUsername: string;
}

const isOwner = (username: string, ownerUsername: string) => username.toLowerCase() === ownerUsername.toLowerCase();

/**
 * The member a team member acts on, locked: moderators act on members only, and nobody but the
 * owner herself acts on the owner's account (CONFLICT).
 */
async function target(tx: Db, actor: SessionUser, context: MemberActionContext, id: number) {
  const [member] = await tx
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: MEMBERS_ADMIN_TEXT.notFound });
  if (actor.role !== 'admin' && member.role !== 'member')
    throw new TRPCError({ code: 'FORBIDDEN', message: MEMBERS_ADMIN_TEXT.staffOnlyByAdmins });
  if (member.id !== actor.id && isOwner(member.username, context.ownerUsername)) {
    throw new TRPCError({ code: 'CONFLICT', message: MEMBERS_ADMIN_TEXT.ownerProtected });
  }
  return member;
}

/** PUT /api/admin/members/{id}/role (admins): never the owner's (CONFLICT) nor her own; audited. */
export async function setRole(
  db: Db,
  actor: SessionUser,
  context: MemberActionContext,
  input: z.output<typeof setRoleInput>,
): Promise<{ id: number; role: Role }> {
  if (input.id === actor.id) throw new TRPCError({ code: 'BAD_REQUEST', message: MEMBERS_ADMIN_TEXT.notYourself });
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(eq(users.id, input.id))
      .for('update');
    if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: MEMBERS_ADMIN_TEXT.notFound });
    if (isOwner(member.username, context.ownerUsername)) throw new TRPCError({ code: 'CONFLICT', message: MEMBERS_ADMIN_TEXT.ownerRole });
    if (member.role === input.role) return { id: member.id, role: member.role };
    await tx.update(users).set({ role: input.role }).where(eq(users.id, member.id));
    await recordChange(tx, actor, {
      action: 'role',
      entityType: 'member',
      entityId: member.id,
      label: `${member.username}: ${member.role} → ${input.role}`,
      before: { role: member.role },
      after: { role: input.role },
    });
    return { id: member.id, role: input.role };
  });
}

/** "Sign out everywhere": every session of hers ends at once (every process reads sessions from the database); audited. */
export async function signOutEverywhere(db: Db, actor: SessionUser, context: MemberActionContext, id: number): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const member = await target(tx, actor, context, id);
    const ended = await tx.delete(sessions).where(eq(sessions.userId, member.id)).returning({ id: sessions.id });
    await recordChange(tx, actor, {
      action: 'sign-out',
      entityType: 'member',
      entityId: member.id,
      label: member.username,
      after: { sessionsEnded: ended.length },
    });
    return { ended: ended.length };
  });
}

/**
 * Emails her a password-reset link (auth/password-reset.ts's job, as if she had asked): nobody sets
 * another member's password. Audited.
 */
export async function sendResetLink(db: Db, actor: SessionUser, context: MemberActionContext, id: number): Promise<{ sent: true }> {
  return db.transaction(async (tx) => {
    const member = await target(tx, actor, context, id);
    await enqueueJob(tx, PASSWORD_RESET_JOB, { email: member.email });
    await recordChange(tx, actor, { action: 'reset-link', entityType: 'member', entityId: member.id, label: member.username });
    return { sent: true as const };
  });
}

/** A private staff note about her; the audit entry says a note was written, not its words. */
export async function addNote(db: Db, actor: SessionUser, input: z.output<typeof addNoteInput>): Promise<MemberNoteDto> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, input.id));
    if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: MEMBERS_ADMIN_TEXT.notFound });
    const [note] = await tx
      .insert(memberNotes)
      .values({ memberId: member.id, authorId: actor.id, authorName: actor.username, body: input.body })
      .returning({ id: memberNotes.id, body: memberNotes.body, authorName: memberNotes.authorName, createdAt: memberNotes.createdAt });
    await recordChange(tx, actor, {
      action: 'note',
      entityType: 'member',
      entityId: member.id,
      label: member.username,
      after: { noteId: note!.id, characters: input.body.length },
    });
    return note!;
  });
}

/** Her silence or suspension in force, to lift. */
async function restrictionInForce(db: Db, memberId: number) {
  const [row] = await db
    .select({ id: memberPenalties.id })
    .from(memberPenalties)
    .where(and(eq(memberPenalties.userId, memberId), inArray(memberPenalties.kind, ['silence', 'suspend']), inForce()))
    .limit(1);
  return row ?? null;
}

type BulkQuery = z.output<typeof bulkInput>;

/** One member's part of a bulk action: the same rules, refusals and audit entry as done alone. */
async function actOn(db: Db, actor: SessionUser, context: MemberActionContext, input: BulkQuery, id: number): Promise<unknown> {
  switch (input.action) {
    case 'silence':
    case 'suspend':
      return penalise(db, actor, context, { memberId: id, kind: input.action, days: input.days, reason: input.reason });
    case 'lift': {
      const penalty = await restrictionInForce(db, id);
      if (!penalty) {
        const [exists] = await db.select({ n: count() }).from(users).where(eq(users.id, id));
        throw new TRPCError(
          exists!.n
            ? { code: 'CONFLICT', message: MEMBERS_ADMIN_TEXT.nothingToLift }
            : { code: 'NOT_FOUND', message: MEMBERS_ADMIN_TEXT.notFound },
        );
      }
      return liftPenalty(db, actor, { memberId: id, penaltyId: penalty.id });
    }
    case 'role':
      return setRole(db, actor, context, { id, role: input.role });
    case 'resetLink':
      return sendResetLink(db, actor, context, id);
    case 'export':
      return startExportFor(db, actor, id);
    case 'delete':
      return deleteAccountFor(context, actor, id, 'remove');
    case 'anonymise':
      return deleteAccountFor(context, actor, id, 'anonymise');
  }
}

/**
 * /admin/member-management: one action for up to BULK_MAX members, one after the other, each in
 * its own transaction with its own audit entry; a refusal for one doesn't stop the others. Roles
 * are the admins' alone.
 */
export async function bulkAct(db: Db, actor: SessionUser, context: MemberActionContext, input: BulkQuery): Promise<BulkResultDto[]> {
  if (ADMIN_ONLY_BULK_ACTIONS.includes(input.action) && actor.role !== 'admin')
    throw new TRPCError({ code: 'FORBIDDEN', message: MEMBERS_ADMIN_TEXT.adminsOnly });
  const results: BulkResultDto[] = [];
  for (const id of new Set(input.ids)) {
    try {
      await actOn(db, actor, context, input, id);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
      results.push({ id, ok: false, error: error.message });
    }
  }
  return results;
}
