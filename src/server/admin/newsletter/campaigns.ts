import { TRPCError } from '@trpc/server';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { NEWSLETTER_SERVER_TEXT } from '../../../shared/constants/newsletter';
import type { CampaignDto, campaignInput, sendCampaignInput } from '../../../shared/schemas/newsletter';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { emailCampaigns, emailDeliveries, users } from '../../db/schema';
import { queueEmail } from '../../email/queued';
import { recordChange } from '../../audit/record';
import { queueCampaign } from '../../newsletter/campaign-sending';
import { campaignEmail } from '../../newsletter/emails';
import { countAll } from '../paging';

type CampaignFields = z.output<typeof campaignInput>;
type CampaignRow = typeof emailCampaigns.$inferSelect;

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: NEWSLETTER_SERVER_TEXT.campaignNotFound });
const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

async function progressOf(db: Db, ids: number[]) {
  const progress = new Map<number, CampaignDto['progress']>();
  for (const id of ids) progress.set(id, { total: 0, sent: 0, failed: 0, pending: 0 });
  if (ids.length === 0) return progress;
  const rows = await db
    .select({ campaignId: emailDeliveries.campaignId, status: emailDeliveries.status, n: countAll() })
    .from(emailDeliveries)
    .where(inArray(emailDeliveries.campaignId, ids))
    .groupBy(emailDeliveries.campaignId, emailDeliveries.status);
  for (const row of rows) {
    const entry = progress.get(row.campaignId)!;
    entry[row.status] += row.n;
    entry.total += row.n;
  }
  return progress;
}

function toDto(row: CampaignRow, progress: CampaignDto['progress']): CampaignDto {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    audience: row.audience,
    status: row.status,
    ratePerMinute: row.ratePerMinute,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    progress,
  };
}

export async function listCampaigns(db: Db): Promise<CampaignDto[]> {
  const rows = await db.select().from(emailCampaigns).orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id)).limit(100);
  const progress = await progressOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDto(row, progress.get(row.id)!));
}

export async function campaignById(db: Db, id: number): Promise<CampaignDto> {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
  if (!row) throw notFound();
  return toDto(row, (await progressOf(db, [id])).get(id)!);
}

const label = (subject: string) => `Campaign: ${subject}`;

export async function createCampaign(db: Db, admin: SessionUser, fields: CampaignFields): Promise<CampaignDto> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(emailCampaigns)
      .values({ ...fields, createdBy: admin.id })
      .returning();
    await recordChange(tx, admin, {
      action: 'create',
      entityType: 'campaign',
      entityId: created!.id,
      label: label(fields.subject),
      after: fields,
    });
    return created!;
  });
  return campaignById(db, row.id);
}

/** A draft, or a scheduled campaign not yet started, can be edited (a scheduled one stays scheduled). */
export async function updateCampaign(db: Db, admin: SessionUser, id: number, fields: CampaignFields): Promise<CampaignDto> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status !== 'draft' && before.status !== 'scheduled') throw conflict(NEWSLETTER_SERVER_TEXT.campaignNotEditable);
    await tx
      .update(emailCampaigns)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(emailCampaigns.id, id));
    await recordChange(tx, admin, {
      action: 'update',
      entityType: 'campaign',
      entityId: id,
      label: label(fields.subject),
      before: { subject: before.subject },
      after: fields,
    });
  });
  return campaignById(db, id);
}

export async function deleteCampaign(db: Db, admin: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status !== 'draft' && before.status !== 'cancelled') throw conflict(NEWSLETTER_SERVER_TEXT.campaignNotEditable);
    await tx.delete(emailCampaigns).where(eq(emailCampaigns.id, id));
    await recordChange(tx, admin, { action: 'delete', entityType: 'campaign', entityId: id, label: label(before.subject) });
  });
}

/**
 * Starts sending now, or schedules it (`at`). Sending is a background job that outlives this
 * request and the process. A campaign already sending or sent can't be started again.
 */
export async function sendCampaignNow(db: Db, admin: SessionUser, input: z.output<typeof sendCampaignInput>): Promise<CampaignDto> {
  const at = input.at ? new Date(input.at) : null;
  if (at && at.getTime() <= Date.now()) throw new TRPCError({ code: 'BAD_REQUEST', message: NEWSLETTER_SERVER_TEXT.scheduleInPast });
  await db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, input.id)).for('update');
    if (!campaign) throw notFound();
    if (campaign.status !== 'draft' && campaign.status !== 'scheduled') throw conflict(NEWSLETTER_SERVER_TEXT.campaignNotSendable);
    // A re-schedule replaces the waiting job.
    if (campaign.status === 'scheduled') await cancelQueuedSend(tx, input.id);
    await tx
      .update(emailCampaigns)
      .set({ status: at ? 'scheduled' : 'sending', scheduledAt: at, updatedAt: sql`now()` })
      .where(eq(emailCampaigns.id, input.id));
    await queueCampaign(tx, input.id, at ?? undefined);
    await recordChange(tx, admin, {
      action: 'update',
      entityType: 'campaign',
      entityId: input.id,
      label: label(campaign.subject),
      after: { status: at ? 'scheduled' : 'sending', scheduledAt: at?.toISOString() ?? null },
    });
  });
  return campaignById(db, input.id);
}

async function cancelQueuedSend(tx: Db, campaignId: number) {
  await tx.execute(sql`delete from jobs where singleton_key = ${`campaign:${campaignId}`} and status = 'queued'`);
}

/** Stops a scheduled or sending campaign: what went out stays sent, the rest is not sent. */
export async function cancelCampaign(db: Db, admin: SessionUser, id: number): Promise<CampaignDto> {
  await db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)).for('update');
    if (!campaign) throw notFound();
    if (campaign.status !== 'scheduled' && campaign.status !== 'sending') throw conflict(NEWSLETTER_SERVER_TEXT.campaignNotCancellable);
    await cancelQueuedSend(tx, id);
    await tx
      .update(emailCampaigns)
      .set({ status: 'cancelled', finishedAt: sql`now()` })
      .where(eq(emailCampaigns.id, id));
    await recordChange(tx, admin, {
      action: 'update',
      entityType: 'campaign',
      entityId: id,
      label: label(campaign.subject),
      after: { status: 'cancelled' },
    });
  });
  return campaignById(db, id);
}

/** The campaign as it will look, to the admin's own address, marked as a test. */
export async function sendTestEmail(db: Db, admin: SessionUser, fields: Pick<CampaignFields, 'subject' | 'body'>, publicUrl: string) {
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, admin.id));
  const message = campaignEmail(
    { subject: `[Test] ${fields.subject}`, body: fields.body },
    // A test has no subscription behind it: its unsubscribe link is a placeholder that does nothing.
    { email: me!.email, name: admin.username, token: 'test-send-no-subscription' },
    publicUrl,
  );
  await queueEmail(db, message);
  return { to: me!.email };
}
