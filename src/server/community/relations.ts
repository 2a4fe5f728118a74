import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { RELATIONS_TEXT } from '../../shared/constants/relations';
import { checkRelationTarget, RELATION_DURATION_DAYS, RELATIONS_PER_KIND_MAX, type RelationKind } from '../../shared/rules/relations';
import type { relateInput, RelationDto, RelationsDto } from '../../shared/schemas/relations';
import type { Db } from '../db/client';
import { memberRelations, users } from '../db/schema';
import { authorColumns, toAuthorDto } from './thread-query';

/**
 * A mute or block still in force: an expired one counts as absent wherever it is read (no job
 * sweeps them), and one made before its member joined the team no longer holds (the team must
 * reach everyone). Read with `users` joined on the muted or blocked member.
 */
export const relationInForce = () =>
  and(or(isNull(memberRelations.until), gt(memberRelations.until, sql`now()`)), eq(users.role, 'member'));

/** Written as users_team_idx's predicate, so the planner uses it. */
const onTheTeam = sql`${users.role} <> 'member'`;

const untilFor = (duration: z.output<typeof relateInput>['duration']) => {
  const days = RELATION_DURATION_DAYS[duration];
  return days === null ? null : sql`now() + make_interval(days => ${days}::int)`;
};

/**
 * `me` mutes or blocks a member for `input.duration`; doing it again sets the new duration from
 * now (`created` false). Nothing tells the other member, in any answer or notification. Her own
 * row is locked first, so her writes queue and two at once can't both pass the limit.
 */
export async function relate(
  db: Db,
  me: { id: number },
  kind: RelationKind,
  input: z.output<typeof relateInput>,
): Promise<{ relation: RelationDto; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for('no key update');
    const [other] = await tx
      .select({ ...authorColumns, role: users.role })
      .from(users)
      .where(eq(users.id, input.memberId));
    if (!other) throw new TRPCError({ code: 'NOT_FOUND', message: MODERATION_TEXT.memberNotFound });
    const problem = checkRelationTarget(kind, me, other);
    if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });

    // Her expired ones go as she makes a new one: they count for nothing, and a repeat starts afresh.
    await tx
      .delete(memberRelations)
      .where(and(eq(memberRelations.userId, me.id), eq(memberRelations.kind, kind), lte(memberRelations.until, sql`now()`)));
    const [existing] = await tx
      .select({ until: memberRelations.until })
      .from(memberRelations)
      .where(and(eq(memberRelations.userId, me.id), eq(memberRelations.otherId, other.id), eq(memberRelations.kind, kind)));
    if (!existing) {
      const [held] = await tx
        .select({ count: count() })
        .from(memberRelations)
        .where(and(eq(memberRelations.userId, me.id), eq(memberRelations.kind, kind)));
      if ((held?.count ?? 0) >= RELATIONS_PER_KIND_MAX) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: RELATIONS_TEXT.tooMany[kind] });
      }
    }
    const until = untilFor(input.duration);
    const [row] = await tx
      .insert(memberRelations)
      .values({ userId: me.id, otherId: other.id, kind, until })
      .onConflictDoUpdate({ target: [memberRelations.userId, memberRelations.otherId, memberRelations.kind], set: { until } })
      .returning({ until: memberRelations.until, createdAt: memberRelations.createdAt });
    return { relation: { member: toAuthorDto(other)!, until: row!.until, createdAt: row!.createdAt }, created: !existing };
  });
}

/** Undoes a mute or block; the same answer whether or not there was one. NOT_FOUND for a member who isn't there. */
export async function unrelate(db: Db, me: { id: number }, kind: RelationKind, memberId: number): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId));
    if (!other) throw new TRPCError({ code: 'NOT_FOUND', message: MODERATION_TEXT.memberNotFound });
    await tx
      .delete(memberRelations)
      .where(and(eq(memberRelations.userId, me.id), eq(memberRelations.otherId, memberId), eq(memberRelations.kind, kind)));
    return { deleted: true as const };
  });
}

/**
 * Her mutes and blocks in force, newest first (at most RELATIONS_PER_KIND_MAX of each), and the
 * team's ids: the forum offers no Mute or Block on their posts. Both are index reads: her rows by
 * the relations' key, the team by users_team_idx.
 */
export async function listRelations(db: Db, userId: number): Promise<RelationsDto> {
  const [rows, team] = await Promise.all([
    db
      .select({ kind: memberRelations.kind, until: memberRelations.until, createdAt: memberRelations.createdAt, member: authorColumns })
      .from(memberRelations)
      .innerJoin(users, eq(users.id, memberRelations.otherId))
      .where(and(eq(memberRelations.userId, userId), relationInForce()))
      .orderBy(desc(memberRelations.createdAt), desc(memberRelations.otherId)),
    db.select({ id: users.id }).from(users).where(onTheTeam).orderBy(users.id),
  ]);
  const of = (kind: RelationKind) =>
    rows
      .filter((row) => row.kind === kind)
      .map(({ member, until, createdAt }): RelationDto => ({ member: toAuthorDto(member)!, until, createdAt }));
  return { muted: of('mute'), blocked: of('block'), teamIds: team.map((member) => member.id) };
}
