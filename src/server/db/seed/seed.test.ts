import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDb, useTestDb } from '../../../test/db';
import { authenticate } from '../../auth/service';
import { users } from '../schema';
import { DEMO_MEMBERS } from './members';
import { seedDatabase } from './index';

const t = useTestDb();

describe('seedDatabase', () => {
  it('fills an empty database with an admin and demo members, whose passwords work', async () => {
    const report = await seedDatabase(t.db, { admin: {}, demo: true });
    const admin = report.generatedCredentials.admin!;
    expect(admin.username).toBe('admin');
    expect(admin.password.length).toBeGreaterThanOrEqual(16);
    expect(await authenticate(t.db, admin)).toMatchObject({ username: 'admin', isAdmin: true });
    const member = await authenticate(t.db, {
      username: DEMO_MEMBERS[0].username,
      password: report.generatedCredentials.demoMemberPassword!,
    });
    expect(member).toMatchObject({ isAdmin: false });
    expect(await t.db.select().from(users)).toHaveLength(DEMO_MEMBERS.length + 1);
  });

  it('does nothing on a later start', async () => {
    const report = await seedDatabase(t.db, { admin: {}, demo: true });
    expect(report.generatedCredentials).toEqual({});
    expect(await t.db.select().from(users)).toHaveLength(DEMO_MEMBERS.length + 1);
  });
});

describe('seedDatabase with ADMIN_* set', () => {
  it('creates that admin, and later promotes it and resets its password to the configured one', async () => {
    const handle = await createTestDb();
    try {
      const admin = { username: 'Boss', email: 'boss@example.com', password: 'a-long-admin-pass' };
      const report = await seedDatabase(handle.db, { admin, demo: false });
      expect(report.generatedCredentials).toEqual({});
      expect(await authenticate(handle.db, { username: 'boss', password: admin.password })).toMatchObject({ isAdmin: true });

      await handle.db.update(users).set({ isAdmin: false }).where(eq(users.username, 'Boss'));
      await seedDatabase(handle.db, { admin: { ...admin, password: 'another-admin-pass' }, demo: false });
      expect(await authenticate(handle.db, { username: 'Boss', password: 'another-admin-pass' })).toMatchObject({
        isAdmin: true,
      });
    } finally {
      await handle.close();
    }
  });
});

describe('seedDatabase with an admin named like a demo member', () => {
  it('seeds the rest and starts', async () => {
    const handle = await createTestDb();
    try {
      const admin = { username: DEMO_MEMBERS[0].username, email: 'boss@example.com', password: 'a-long-admin-pass' };
      await seedDatabase(handle.db, { admin, demo: true });
      const rows = await handle.db.select({ username: users.username, isAdmin: users.isAdmin }).from(users);
      expect(rows).toHaveLength(DEMO_MEMBERS.length);
      expect(rows.find((r) => r.username === admin.username)?.isAdmin).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
