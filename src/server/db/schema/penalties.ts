import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MEMBER_DECISION_KINDS, PENALTY_KINDS } from '../../../shared/rules/penalties';
import { reviewItems } from './moderation';
import { users } from './users';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A warning, silence or suspension (docs/PRODUCT.md "Moderation", "Penalties"). A silence or
 * suspension is in force while it is not lifted and `endsAt` is null (until lifted) or still ahead:
 * it ends by itself, without a job.
 */
export const memberPenalties = pgTable(
  'member_penalties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: PENALTY_KINDS }).notNull(),
    reason: text().notNull(),
    /** As chosen: 1, 3, 7 or 30, or null (until lifted; a warning has none). */
    days: integer(),
    startsAt: at().notNull().defaultNow(),
    endsAt: at(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    liftedAt: at(),
    liftedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('member_penalties_user_idx').on(t.userId, t.startsAt)],
);

/**
 * What the team decided about a member or her post, as she is told it: each one she can ask to
 * have looked at again (one appeal per decision), and her history beside a new report.
 */
export const memberDecisions = pgTable(
  'member_decisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: MEMBER_DECISION_KINDS }).notNull(),
    /** The post's review item, for a decision about a post. */
    reviewItemId: integer().references(() => reviewItems.id, { onDelete: 'set null' }),
    penaltyId: integer().references(() => memberPenalties.id, { onDelete: 'cascade' }),
    /** What she is told of why. */
    reason: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('member_decisions_member_idx').on(t.memberId, t.createdAt)],
);

/** Her request for another look at a decision: one per decision, answered by the team. */
export const appeals = pgTable(
  'appeals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    decisionId: integer()
      .notNull()
      .references(() => memberDecisions.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    status: text({ enum: ['open', 'upheld', 'overturned'] })
      .notNull()
      .default('open'),
    /** What the team answered her (she reads it in her notice). */
    response: text(),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appeals_decision_idx').on(t.decisionId), index('appeals_status_idx').on(t.status, t.createdAt)],
);
