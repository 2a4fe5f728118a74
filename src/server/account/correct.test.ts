import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { authenticate, createTestUser, TEST_PASSWORD } from '../../test/factories';
import { callerFor } from '../../test/server';
import { jobs, sessions, users } from '../db/schema';

const t = useTestDb();

beforeEach(async () => {
  await t.db.delete(jobs);
});

async function mails() {
  const rows = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'email'));
  return rows.map((row) => row.payload as { to: string; subject: string; text: string });
}

describe('correcting her account', () => {
  it('changes her email by a link sent to the new address, telling the old one', async () => {
    const kate = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, kate);
    await expect(caller.account.changeEmail({ email: 'kate.new@example.com', password: 'wrong-password' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That password is not right',
    });
    const other = await createTestUser(t.db);
    await expect(caller.account.changeEmail({ email: other.email, password: TEST_PASSWORD })).rejects.toMatchObject({ code: 'CONFLICT' });
    await caller.account.changeEmail({ email: 'kate.new@example.com', password: TEST_PASSWORD });
    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual([kate.email, 'kate.new@example.com'].sort());
    const token = /email-token=([a-z2-7]{32})/.exec(sent.find((mail) => mail.to === 'kate.new@example.com')!.text)![1]!;
    // Nothing changes before the link is opened.
    expect((await t.db.select({ email: users.email }).from(users).where(eq(users.id, kate.id)))[0]!.email).toBe(kate.email);
    const visitor = (await callerFor(t.db)).caller;
    expect(await visitor.account.confirmEmailChange({ token })).toEqual({ email: 'kate.new@example.com' });
    expect((await t.db.select({ email: users.email }).from(users).where(eq(users.id, kate.id)))[0]!.email).toBe('kate.new@example.com');
    expect((await mails()).filter((mail) => mail.to === kate.email && /was changed/.test(mail.subject))).toHaveLength(1);
    await expect(visitor.account.confirmEmailChange({ token })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('changes her password with the current one, ending her other sessions but not this one', async () => {
    const kate = await createTestUser(t.db);
    const here = await callerFor(t.db, kate);
    await callerFor(t.db, kate); // another browser
    await expect(
      here.caller.account.changePassword({ currentPassword: 'wrong-password', newPassword: 'a-new-long-password' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await here.caller.account.changePassword({ currentPassword: TEST_PASSWORD, newPassword: 'a-new-long-password' });
    const left = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, kate.id));
    expect(left.map((row) => row.id)).toEqual([here.ctx.session!.id]);
    expect(await authenticate(t.db, { username: kate.username, password: 'a-new-long-password' })).toMatchObject({ id: kate.id });
    expect(await authenticate(t.db, { username: kate.username, password: TEST_PASSWORD })).toBeNull();
  });
});
