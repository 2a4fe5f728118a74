import { eq } from 'drizzle-orm';
import type { IntegrationScope } from '../shared/constants/integrations';
import { generateSessionToken, hashToken } from '../server/auth/session';
import type { Db } from '../server/db/client';
import { integrations } from '../server/db/schema';
import { tokenPrefix } from '../shared/rules/integrations';

const YEAR_MS = 365 * 86_400_000;

/**
 * An integration and its API token, written straight to the table (no audit entry): the
 * token as its admin copied it (`mv_<id>_<secret>`).
 */
export async function createTestToken(
  db: Db,
  scopes: IntegrationScope[],
  overrides: Partial<Pick<typeof integrations.$inferInsert, 'name' | 'expiresAt' | 'revokedAt' | 'createdById'>> = {},
): Promise<{ id: number; token: string }> {
  const secret = generateSessionToken();
  const [row] = await db
    .insert(integrations)
    .values({
      name: 'Test integration',
      scopes,
      secretHash: hashToken(secret),
      prefix: '',
      expiresAt: new Date(Date.now() + YEAR_MS),
      ...overrides,
    })
    .returning({ id: integrations.id });
  const id = row!.id;
  await db
    .update(integrations)
    .set({ prefix: tokenPrefix(id, secret) })
    .where(eq(integrations.id, id));
  return { id, token: `mv_${id}_${secret}` };
}

/** An integration row (its token unused: a test acting as it puts it on the context, as the bearer middleware does). */
export async function createTestIntegration(
  db: Db,
  overrides: Partial<{ name: string; scopes: IntegrationScope[]; expiresAt: Date; revokedAt: Date | null }> = {},
) {
  const { scopes = ['webhooks:manage'], ...columns } = overrides;
  const { id } = await createTestToken(db, scopes, { name: 'Partner newsletter', ...columns });
  const [row] = await db.select().from(integrations).where(eq(integrations.id, id));
  return row!;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
