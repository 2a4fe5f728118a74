import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { crashableApp } from '../../test/crash-app';
import { openDatabase } from '../db/client';
import { emailCampaigns, emailDeliveries, newsletterSubscribers } from '../db/schema';
import { queueCampaign } from './campaign-sending';

const RECIPIENTS = 1000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mv-campaign-crash-'));
const outbox = path.join(dataDir, 'outbox');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const campaignFiles = () => {
  try {
    return readdirSync(outbox).filter((name) => name.startsWith('campaign-') && name.endsWith('.eml'));
  } catch {
    return [];
  }
};

const app = crashableApp(dataDir);

/**
 * The check, as it would happen: a campaign to a thousand subscribers, the server killed
 * (SIGKILL: no shutdown code runs) halfway, started again; every subscriber gets it exactly once.
 */
describe('a campaign when the server is killed halfway', () => {
  it('carries on after a restart and reaches every subscriber once', { timeout: 180_000 }, async () => {
    const database = await app.migratedDatabase();
    const [campaign] = await database.db.transaction(async (tx) => {
      await tx
        .insert(newsletterSubscribers)
        .values(Array.from({ length: RECIPIENTS }, (_, n) => ({ email: `reader${n}@example.com`, name: `Reader ${n}`, source: 'footer' })));
      const created = await tx
        .insert(emailCampaigns)
        .values({
          subject: 'Spring recipes',
          body: 'Fresh **and** quick.',
          audience: 'subscribers',
          status: 'sending',
          ratePerMinute: 60_000,
        })
        .returning();
      await queueCampaign(tx, created[0]!.id);
      return created;
    });
    await database.close();

    const first = await app.start();
    await first.ready;
    await expect.poll(() => campaignFiles().length, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(RECIPIENTS * 0.3);
    await first.stop('SIGKILL');
    const beforeCrash = campaignFiles().length;
    expect(beforeCrash).toBeLessThan(RECIPIENTS);

    const second = await app.start();
    await second.ready;
    await expect.poll(() => campaignFiles().length, { timeout: 90_000, interval: 100 }).toBe(RECIPIENTS);
    await second.stop();

    const files = campaignFiles();
    const recipients = files.map((name) => /^To: (.+)$/m.exec(readFileSync(path.join(outbox, name), 'utf8'))?.[1]);
    expect(new Set(recipients).size).toBe(RECIPIENTS);
    const reopened = await openDatabase({ dataDir });
    try {
      const [row] = await reopened.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaign!.id));
      expect(row).toMatchObject({ status: 'sent' });
      const deliveries = await reopened.db.select().from(emailDeliveries);
      expect(deliveries).toHaveLength(RECIPIENTS);
      expect(deliveries.every((delivery) => delivery.status === 'sent')).toBe(true);
      // A second send of a message would be another delivery row or another outbox file: neither.
      expect(new Set(deliveries.map((delivery) => delivery.email)).size).toBe(RECIPIENTS);
    } finally {
      await reopened.close();
    }
  });
});
