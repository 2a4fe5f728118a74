import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailCampaigns, emailDeliveries, newsletterSubscribers, unsubscribeTokens, users } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/runner';
import type { Logger } from '../logger';
import { campaignEmail } from './emails';

export const CAMPAIGN_JOB = 'campaign.send';

/** A run sends for at most this long, then queues its next run: other jobs get their turn. */
const RUN_MS = 20_000;
/** A delivery that failed this often is given up (the rest of the campaign goes on). */
const DELIVERY_ATTEMPTS = 3;
const HEARTBEAT_MS = 5_000;
/** This many failures in a row is the mail server, not the addresses: the run stops and retries later. */
const FAILURES_IN_A_ROW = 3;

/** Queues the sending of a campaign, now or at its time; one sender per campaign. */
export function queueCampaign(db: Db, campaignId: number, runAt?: Date) {
  return enqueueJob(db, CAMPAIGN_JOB, { campaignId }, { runAt, singletonKey: `campaign:${campaignId}` });
}

/**
 * Fixes the recipients when sending starts: a delivery row per active subscriber (for 'members',
 * those whose address is a member's), each with its unsubscribe token. Done once: the campaign's
 * `startedAt` says it's done, and the unique (campaign, email) key keeps a repeat harmless.
 */
async function fixRecipients(db: Db, campaignId: number) {
  await db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId)).for('update');
    if (!campaign || campaign.startedAt || (campaign.status !== 'scheduled' && campaign.status !== 'sending')) return;
    const audience = and(
      eq(newsletterSubscribers.status, 'active'),
      campaign.audience === 'members'
        ? sql`exists (select 1 from ${users} where lower(${users.email}) = ${newsletterSubscribers.email})`
        : undefined,
    );
    // Tokens for subscribers who have none yet, from PostgreSQL's strong random source.
    await tx.execute(sql`
      insert into ${unsubscribeTokens} (token, kind, subscriber_id)
      select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'newsletter', ${newsletterSubscribers.id}
      from ${newsletterSubscribers}
      where ${audience} and not exists (select 1 from ${unsubscribeTokens} t where t.subscriber_id = ${newsletterSubscribers.id})
      on conflict do nothing`);
    await tx.execute(sql`
      insert into ${emailDeliveries} (campaign_id, email, name, unsubscribe_token)
      select ${campaignId}, ${newsletterSubscribers.email}, ${newsletterSubscribers.name}, t.token
      from ${newsletterSubscribers} join ${unsubscribeTokens} t on t.subscriber_id = ${newsletterSubscribers.id}
      where ${audience}
      on conflict do nothing`);
    await tx
      .update(emailCampaigns)
      .set({ status: 'sending', startedAt: sql`now()` })
      .where(eq(emailCampaigns.id, campaignId));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The campaign sender, a background job. Each recipient's delivery is a row: sent rows are never
 * sent again, so a run after a restart or a kill -9 carries on where the last one stopped. The
 * one message that may have left just before a crash, without its row marked, is sent again
 * under the same Message-ID (and the same outbox file), which mail systems treat as one message.
 */
export function sendCampaign(services: { db: Db; mailer: Mailer; logger: Logger; publicUrl: string }): JobHandler {
  const { db, mailer, logger, publicUrl } = services;
  return async ({ campaignId }: { campaignId: number }, job) => {
    await fixRecipients(db, campaignId);
    const [campaign] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
    if (!campaign || campaign.status !== 'sending') return;
    const gapMs = 60_000 / campaign.ratePerMinute;
    const until = Date.now() + RUN_MS;
    let lastBeat = Date.now();
    let failuresInARow = 0;
    for (;;) {
      if (job.stopping.aborted || Date.now() >= until) return { again: new Date() };
      const [delivery] = await db
        .select()
        .from(emailDeliveries)
        .where(and(eq(emailDeliveries.campaignId, campaignId), eq(emailDeliveries.status, 'pending')))
        .orderBy(asc(emailDeliveries.attempts), asc(emailDeliveries.id))
        .limit(1);
      if (!delivery) break;
      // Stopped by an admin meanwhile?
      const [current] = await db.select({ status: emailCampaigns.status }).from(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
      if (current?.status !== 'sending') return;
      const started = Date.now();
      try {
        await mailer.send({
          ...campaignEmail(campaign, { email: delivery.email, name: delivery.name, token: delivery.unsubscribeToken }, publicUrl),
          key: `campaign-${campaignId}-delivery-${delivery.id}`,
        });
        await db
          .update(emailDeliveries)
          .set({ status: 'sent', sentAt: sql`now()`, attempts: delivery.attempts + 1 })
          .where(eq(emailDeliveries.id, delivery.id));
        failuresInARow = 0;
      } catch (error) {
        const attempts = delivery.attempts + 1;
        const lastError = String((error as Error)?.message ?? error).slice(0, 500);
        logger.warn({ campaignId, deliveryId: delivery.id, attempts, error: lastError }, 'campaign email not sent');
        await db
          .update(emailDeliveries)
          .set({ attempts, lastError, status: attempts >= DELIVERY_ATTEMPTS ? 'failed' : 'pending' })
          .where(eq(emailDeliveries.id, delivery.id));
        // The job fails and the runner retries it after a pause, with the same delivery rows.
        if (++failuresInARow >= FAILURES_IN_A_ROW) throw new Error(`mail server failing: ${lastError}`, { cause: error });
      }
      if (Date.now() - lastBeat > HEARTBEAT_MS) {
        await job.heartbeat();
        lastBeat = Date.now();
      }
      const wait = gapMs - (Date.now() - started);
      if (wait > 0) await sleep(wait);
    }
    await db
      .update(emailCampaigns)
      .set({ status: 'sent', finishedAt: sql`now()` })
      .where(and(eq(emailCampaigns.id, campaignId), eq(emailCampaigns.status, 'sending')));
  };
}
