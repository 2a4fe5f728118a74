import { and, eq } from 'drizzle-orm';
import { wireFormat } from '../../shared/lib/wire-format';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { refusal } from '../../test/trpc-errors';
import { auditLog, siteSettings } from '../db/schema';

const t = useTestDb();

async function admin() {
  const user = await createTestUser(t.db, { role: 'admin' });
  return { user, caller: (await callerFor(t.db, user)).caller };
}

describe('the heading font setting', () => {
  it('is Playfair Display until an admin chooses another', async () => {
    const { caller } = await admin();
    expect(await caller.admin.siteAppearance.headingFont.get()).toEqual({ font: 'font-playfair' });
    expect(await (await callerFor(t.db)).caller.content.siteAppearance.headingFont()).toEqual({ font: 'font-playfair' });
  });

  it('is set by an admin, recorded in the audit log with the font before', async () => {
    const { caller, user } = await admin();
    expect(await caller.admin.siteAppearance.headingFont.set({ font: 'font-lora' })).toEqual({ font: 'font-lora' });
    expect(await caller.admin.siteAppearance.headingFont.get()).toEqual({ font: 'font-lora' });
    await caller.admin.siteAppearance.headingFont.set({ font: 'font-montserrat' });
    const [row] = await t.db.select().from(siteSettings).where(eq(siteSettings.key, 'heading_font'));
    expect(row).toMatchObject({ value: { font: 'font-montserrat' }, updatedBy: user.id });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'setting'), eq(auditLog.entityId, 'heading_font')))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.label, e.before, e.after]).slice(-2)).toEqual([
      ['Heading font', { font: 'font-playfair', name: 'Playfair Display' }, { font: 'font-lora', name: 'Lora' }],
      ['Heading font', { font: 'font-lora', name: 'Lora' }, { font: 'font-montserrat', name: 'Montserrat' }],
    ]);
  });

  it('refuses a font that is not one of the seven', async () => {
    const { caller } = await admin();
    expect((await refusal(caller.admin.siteAppearance.headingFont.set({ font: 'font-comic-sans' as 'font-lora' }))).fieldErrors).toEqual({
      font: 'Choose one of the fonts listed',
    });
  });

  it('an unknown stored value reads as the default', async () => {
    await t.db
      .update(siteSettings)
      .set({ value: { font: 'font-gone' } })
      .where(eq(siteSettings.key, 'heading_font'));
    expect(await (await callerFor(t.db)).caller.content.siteAppearance.headingFont()).toEqual({ font: 'font-playfair' });
  });

  it('every visitor gets the new font at once, though the public answer is kept', async () => {
    const app = testApp(t.db);
    const cookie = await sessionCookieFor(t.db, await createTestUser(t.db, { role: 'admin' }));
    const read = async () =>
      wireFormat.deserialize(
        ((await (await app.request('/trpc/content.siteAppearance.headingFont')).json()) as { result: { data: never } }).result.data,
      );
    const set = (font: string) =>
      app.request('/trpc/admin.siteAppearance.headingFont.set', jsonRequest('POST', { json: { font } }, { cookie }));

    expect((await set('font-yeseva-one')).status).toBe(200);
    expect(await read()).toEqual({ font: 'font-yeseva-one' });
    expect(await read()).toEqual({ font: 'font-yeseva-one' });
    expect((await set('font-dm-serif-display')).status).toBe(200);
    expect(await read()).toEqual({ font: 'font-dm-serif-display' });
  });
});
