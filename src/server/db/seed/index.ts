import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { DEFAULT_ADMIN_USERNAME } from './admin';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import { createUser } from '../../auth/service';
import type { Db } from '../client';
import { forumThreads, users } from '../schema';
import { loadDemoData, loadProductionData } from './data';
import { seedDemoGiveaway } from './demo-giveaway';
import { seedDemoNewsletter } from './demo-newsletter';
import { seedDemoCommunity } from './demo-community';
import { seedDemoContent } from './demo-content';
import { ensureProductionData } from './production';
import type { DemoData, DemoMember, ProductionData } from './schemas';

export interface AdminAccount {
  username?: string;
  email?: string;
  password?: string;
}

export interface SeedReport {
  /** Set when this start created accounts whose passwords nobody chose: print them once. */
  generatedCredentials: {
    admin?: { username: string; password: string };
    /** The demo members this start created, who share one password. */
    demoMembers?: { usernames: string[]; password: string };
  };
}

function generatePassword(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * Makes sure an admin exists (the ADMIN_* account, or on an empty database a generated `admin`)
 * and what production needs is there (data/production/). With `demo`, also fills an empty database
 * with the demo members, content and community (data/demo/). Safe to run at every start. The data
 * files are read and checked first: a bad one stops the seed before it writes anything.
 */
export async function seedDatabase(db: Db, options: { admin: AdminAccount; demo: boolean }): Promise<SeedReport> {
  const production = loadProductionData();
  const demo = options.demo ? loadDemoData() : null;
  // All or nothing: a start killed half-way must not leave a database too full to seed again.
  return db.transaction((tx) => seedInTransaction(tx, options.admin, production, demo));
}

async function seedInTransaction(
  db: Db,
  adminAccount: AdminAccount,
  production: ProductionData,
  demo: DemoData | null,
): Promise<SeedReport> {
  const report: SeedReport = { generatedCredentials: {} };
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  const empty = count === 0;

  if (adminAccount.username || adminAccount.password) {
    await ensureAdmin(db, {
      username: adminAccount.username ?? DEFAULT_ADMIN_USERNAME,
      email: adminAccount.email ?? `${adminAccount.username ?? DEFAULT_ADMIN_USERNAME}@mamavillage.example`,
      password: adminAccount.password,
    });
  } else if (empty) {
    const password = generatePassword();
    const admin = await createUser(db, {
      username: DEFAULT_ADMIN_USERNAME,
      email: `${DEFAULT_ADMIN_USERNAME}@mamavillage.example`,
      password,
      role: 'admin',
    });
    // The name the forum shows on the welcome thread and on moderators' notes.
    await db.update(users).set({ displayName: 'Mama Village Team' }).where(eq(users.id, admin.id));
    report.generatedCredentials.admin = { username: DEFAULT_ADMIN_USERNAME, password };
  }

  // The demo community needs its members: on a first start, and on a database from before the
  // forum existed (members and content already there, no threads yet).
  const forumEmpty = (await db.$count(forumThreads)) === 0;
  if (demo && forumEmpty) await ensureDemoMembers(db, demo.members, report);

  await ensureProductionData(db, production);
  // Their own conditions: a database that has members but no content (or no threads) yet still gets the demo content.
  if (demo) {
    await seedDemoContent(db, demo);
    await seedDemoCommunity(db, demo);
    await seedDemoGiveaway(db);
    await seedDemoNewsletter(db);
  }
  return report;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates the demo members that aren't there, with their community profiles. They share one
 * password, printed once: members added to an older demo database reuse the existing demo
 * members' hash, so the password printed back then works for them too. A demo member whose
 * username or email the configured admin (or anyone) already has is skipped.
 */
async function ensureDemoMembers(db: Db, members: readonly DemoMember[], report: SeedReport): Promise<void> {
  const existing = await db
    .select({ id: users.id, username: users.username, email: users.email, isAdmin: users.isAdmin, passwordHash: users.passwordHash })
    .from(users)
    .where(
      sql`lower(${users.username}) in (${sql.join(
        members.map((m) => sql`${m.username.toLowerCase()}`),
        sql`, `,
      )}) or lower(${users.email}) in (${sql.join(
        members.map((m) => sql`${m.email.toLowerCase()}`),
        sql`, `,
      )})`,
    );
  const taken = new Set(existing.flatMap((row) => [row.username.toLowerCase(), row.email.toLowerCase()]));
  // A demo member from an earlier start: both name and email are the demo's, and not an admin.
  const earlierDemo = existing.filter(
    (row) => !row.isAdmin && members.some((m) => m.username === row.username.toLowerCase() && m.email === row.email.toLowerCase()),
  );
  for (const row of earlierDemo) {
    const member = members.find((m) => m.username === row.username.toLowerCase())!;
    // Profiles came with the forum: fill what is still empty, never what a member changed.
    await db
      .update(users)
      .set({
        displayName: sql`coalesce(${users.displayName}, ${member.displayName})`,
        bio: sql`coalesce(${users.bio}, ${member.bio})`,
        avatar: sql`coalesce(${users.avatar}, ${member.avatar})`,
      })
      .where(eq(users.id, row.id));
  }

  const missing = members.filter((m) => !taken.has(m.username) && !taken.has(m.email));
  if (missing.length === 0) return;
  let passwordHash = earlierDemo[0]?.passwordHash;
  if (!passwordHash) {
    const password = generatePassword();
    passwordHash = await hashPassword(password);
    report.generatedCredentials.demoMembers = { usernames: missing.map((m) => m.username), password };
  }
  const now = Date.now();
  await db
    .insert(users)
    .values(
      missing.map((member, i) => ({
        username: member.username,
        email: member.email,
        passwordHash,
        displayName: member.displayName,
        bio: member.bio,
        avatar: member.avatar,
        // Joined six weeks back, before the demo conversations start and in time for last
        // month's giveaway (demo-giveaway.ts).
        createdAt: new Date(now - 42 * DAY_MS + i * 6 * 60 * 60 * 1000),
      })),
    )
    // Two starts racing, or a name taken between the check and here: that member is skipped.
    .onConflictDoNothing();
}

async function ensureAdmin(db: Db, admin: { username: string; email: string; password?: string }) {
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, admin.username.toLowerCase()));
  if (!existing) {
    if (!admin.password) throw new Error('ADMIN_PASSWORD is required to create the ADMIN_USERNAME account');
    await createUser(db, { ...admin, password: admin.password, role: 'admin' });
    return;
  }
  const passwordMatches = !admin.password || (await verifyPassword(existing.passwordHash, admin.password));
  await db
    .update(users)
    .set({ role: 'admin', ...(passwordMatches ? {} : { passwordHash: await hashPassword(admin.password!) }) })
    .where(eq(users.id, existing.id));
}
