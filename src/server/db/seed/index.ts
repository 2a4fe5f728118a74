import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import { createUser } from '../../auth/service';
import type { Db } from '../client';
import { users } from '../schema';
import { ensureStructuralContent, seedDemoContent } from './content';
import { DEMO_MEMBERS } from './members';

export interface AdminAccount {
  username?: string;
  email?: string;
  password?: string;
}

export interface SeedReport {
  /** Set when this start created accounts whose passwords nobody chose: print them once. */
  generatedCredentials: { admin?: { username: string; password: string }; demoMemberPassword?: string };
}

function generatePassword(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * Makes sure the configured admin exists (ADMIN_* variables) and the site's structural content is
 * there, and fills an empty database with a demo admin, a handful of members and the demo content.
 * Safe to run at every start.
 */
export function seedDatabase(db: Db, options: { admin: AdminAccount; demo: boolean }): Promise<SeedReport> {
  // All or nothing: a start killed half-way must not leave a database too full to seed again.
  return db.transaction((tx) => seedInTransaction(tx, options));
}

async function seedInTransaction(db: Db, options: { admin: AdminAccount; demo: boolean }): Promise<SeedReport> {
  const report: SeedReport = { generatedCredentials: {} };
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  const empty = count === 0;

  if (options.admin.username || options.admin.password) {
    await ensureAdmin(db, {
      username: options.admin.username ?? 'admin',
      email: options.admin.email ?? `${options.admin.username ?? 'admin'}@mamavillage.example`,
      password: options.admin.password,
    });
  } else if (empty) {
    const password = generatePassword();
    await createUser(db, { username: 'admin', email: 'admin@mamavillage.example', password, isAdmin: true });
    report.generatedCredentials.admin = { username: 'admin', password };
  }

  if (empty && options.demo) {
    const password = generatePassword();
    for (const member of DEMO_MEMBERS) {
      // The configured admin may have taken a demo member's name or email: that member is skipped.
      await createUser(db, { ...member, password }).catch((error: unknown) => {
        if (!(error instanceof TRPCError && error.code === 'CONFLICT')) throw error;
      });
    }
    report.generatedCredentials.demoMemberPassword = password;
  }

  await ensureStructuralContent(db);
  // Its own condition: a database that has members but no content yet still gets the demo content.
  if (options.demo) await seedDemoContent(db);
  return report;
}

async function ensureAdmin(db: Db, admin: { username: string; email: string; password?: string }) {
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, admin.username.toLowerCase()));
  if (!existing) {
    if (!admin.password) throw new Error('ADMIN_PASSWORD is required to create the ADMIN_USERNAME account');
    await createUser(db, { ...admin, password: admin.password, isAdmin: true });
    return;
  }
  const passwordMatches = !admin.password || (await verifyPassword(existing.passwordHash, admin.password));
  await db
    .update(users)
    .set({ isAdmin: true, ...(passwordMatches ? {} : { passwordHash: await hashPassword(admin.password!) }) })
    .where(eq(users.id, existing.id));
}
