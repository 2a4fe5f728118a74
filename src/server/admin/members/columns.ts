import { sql, type SQL } from 'drizzle-orm';
import type { MemberStatus } from '../../../shared/rules/members-admin';
import {
  accountDeletions,
  comments,
  forumReplies,
  forumThreads,
  memberPenalties,
  newsletterSubscribers,
  pointsMonthly,
  reports,
  reviewItems,
} from '../../db/schema';

// Named with their table: in a select from `users` alone Drizzle writes its columns bare ("id"),
// which inside a subquery would be the subquery's own table's.
const userId = sql.raw('"users"."id"');
const userEmail = sql.raw('"users"."email"');

/**
 * The member list's computed columns, each one SQL fragment over `users`, used by the list, the
 * member's page and the CSV alike.
 */

/** A silence or suspension of hers in force (auth/restrictions.ts's inForce, for `users`' row). */
const restrictionInForce = (kind: 'silence' | 'suspend') => sql`exists (
  select 1 from ${memberPenalties} p
  where p.user_id = ${userId} and p.kind = ${kind} and p.lifted_at is null and (p.ends_at is null or p.ends_at > now()))`;

/** Her deletion confirmed and waiting out its grace period (account/deletion.ts). */
const DELETING: SQL = sql`exists (
  select 1 from ${accountDeletions} ad where ad.user_id = ${userId} and ad.confirmed_at is not null)`;

/** Her status: deleting over suspended over silenced over active. */
export const statusColumn = sql<MemberStatus>`case
  when ${DELETING} then 'deleting'
  when ${restrictionInForce('suspend')} then 'suspended'
  when ${restrictionInForce('silence')} then 'silenced'
  else 'active' end`;

export function statusIs(status: MemberStatus): SQL {
  switch (status) {
    case 'deleting':
      return DELETING;
    case 'suspended':
      return sql`(not ${DELETING} and ${restrictionInForce('suspend')})`;
    case 'silenced':
      return sql`(not ${DELETING} and not ${restrictionInForce('suspend')} and ${restrictionInForce('silence')})`;
    case 'active':
      return sql`(not ${DELETING} and not ${restrictionInForce('suspend')} and not ${restrictionInForce('silence')})`;
  }
}

/** Lifetime points in hundredths: the sum of her monthly totals (gamification/ledger.ts keeps them). */
export const pointsColumn = sql<number>`coalesce((select sum(pm.amount) from ${pointsMonthly} pm where pm.user_id = ${userId}), 0)::int`;

/** Subscribed to the newsletter with her account's address (subscribers are kept lower-cased). */
export const newsletterColumn = sql<boolean>`exists (
  select 1 from ${newsletterSubscribers} ns where ns.email = lower(${userEmail}) and ns.status = 'active')`;

/** Reports made by other members against her posts or profile. */
export const reportedColumn = sql<boolean>`exists (
  select 1 from ${reviewItems} ri join ${reports} r on r.item_id = ri.id where ri.author_id = ${userId})`;

/**
 * Her posts by kind, each a count over its author index: one more kind (the comments) is one more
 * line here and in MemberRowDto's `counts`.
 */
export const contentCounts = {
  threads: sql<number>`(select count(*) from ${forumThreads} t where t.author_id = ${userId})::int`,
  replies: sql<number>`(select count(*) from ${forumReplies} r where r.author_id = ${userId})::int`,
  comments: sql<number>`(select count(*) from ${comments} c where c.author_id = ${userId})::int`,
};
