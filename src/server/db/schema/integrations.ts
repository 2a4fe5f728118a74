import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { IntegrationScope } from '../../../shared/constants/integrations';
import { users } from './users';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * An integration (docs/ARCHITECTURE.md "Integrator API"): one API token and what hangs off it
 * (its webhook endpoints). The token is `mv_<id>_<secret>`, shown once; only the secret's
 * sha-256 is kept, as for sessions.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    scopes: text().array().$type<IntegrationScope[]>().notNull(),
    /** hex(sha256(secret)). */
    secretHash: text().notNull(),
    /** The token's first characters (`mv_12_ab3d…`), for the team to tell tokens apart. */
    prefix: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    /** A Sydney day, written at most once a day (like users.lastSeenOn). */
    lastUsedOn: date({ mode: 'string' }),
    revokedAt: at(),
  },
  (t) => [
    index('integrations_created_idx').on(t.createdAt),
    check('integrations_name_length', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

export type IntegrationRow = typeof integrations.$inferSelect;
