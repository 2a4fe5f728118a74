import type { IntegrationScope } from '../shared/constants/integrations';
import type { Db } from '../server/db/client';
import { integrations } from '../server/db/schema';

/**
 * An integration row as the token pages would make it (its token isn't needed by the webhook
 * tests: they act as an admin, or put the integration on the context as the token middleware does).
 */
export async function createTestIntegration(
  db: Db,
  overrides: Partial<{ name: string; scopes: IntegrationScope[]; expiresAt: Date; revokedAt: Date | null }> = {},
) {
  const [row] = await db
    .insert(integrations)
    .values({
      name: overrides.name ?? 'Partner newsletter',
      scopes: overrides.scopes ?? ['webhooks:manage'],
      secretHash: 'unused',
      prefix: 'mv_0_test',
      expiresAt: overrides.expiresAt ?? new Date(Date.now() + 365 * 24 * 3600 * 1000),
      revokedAt: overrides.revokedAt ?? null,
    })
    .returning();
  return row!;
}
