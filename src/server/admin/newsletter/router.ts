import {
  campaignIdInput,
  campaignInput,
  sendCampaignInput,
  subscriberExportInput,
  subscriberIdInput,
  subscriberListInput,
  updateCampaignInput,
} from '../../../shared/schemas/newsletter';
import { adminUnsubscribe } from '../../newsletter/subscriptions';
import { adminOrScope, adminProcedure, changesNothing, router } from '../../trpc/init';
import {
  campaignById,
  cancelCampaign,
  createCampaign,
  deleteCampaign,
  listCampaigns,
  sendCampaignNow,
  sendTestEmail,
  updateCampaign,
} from './campaigns';
import { listSubscribers, subscriberCounts, subscribersCsv } from './subscribers';

const adminWrite = adminProcedure.meta(changesNothing);

/** /admin/newsletter and /admin/email-marketing. */
export const newsletterAdminRouter = router({
  /** An API token with newsletter:read reads it too (GET /api/admin/newsletter/subscribers). */
  subscribers: adminOrScope('newsletter:read')
    .input(subscriberListInput)
    .query(({ ctx, input }) => listSubscribers(ctx.db, input)),
  counts: adminProcedure.query(({ ctx }) => subscriberCounts(ctx.db)),
  /** The filtered list as CSV text (GET /api/admin/newsletter/subscribers.csv downloads it). */
  exportCsv: adminOrScope('newsletter:read')
    .input(subscriberExportInput)
    .query(({ ctx, input }) => subscribersCsv(ctx.db, input)),
  unsubscribe: adminWrite.input(subscriberIdInput).mutation(async ({ ctx, input }) => {
    await adminUnsubscribe(ctx.db, input.id);
    return { ok: true as const };
  }),
  campaigns: router({
    list: adminProcedure.query(({ ctx }) => listCampaigns(ctx.db)),
    byId: adminProcedure.input(campaignIdInput).query(({ ctx, input }) => campaignById(ctx.db, input.id)),
    create: adminWrite.input(campaignInput).mutation(({ ctx, input }) => createCampaign(ctx.db, ctx.user, input)),
    update: adminWrite
      .input(updateCampaignInput)
      .mutation(({ ctx, input: { id, ...fields } }) => updateCampaign(ctx.db, ctx.user, id, fields)),
    delete: adminWrite.input(campaignIdInput).mutation(async ({ ctx, input }) => {
      await deleteCampaign(ctx.db, ctx.user, input.id);
      return { ok: true as const };
    }),
    send: adminWrite.input(sendCampaignInput).mutation(({ ctx, input }) => sendCampaignNow(ctx.db, ctx.user, input)),
    cancel: adminWrite.input(campaignIdInput).mutation(({ ctx, input }) => cancelCampaign(ctx.db, ctx.user, input.id)),
    testSend: adminWrite
      .input(campaignInput.pick({ subject: true, body: true }))
      .mutation(({ ctx, input }) => sendTestEmail(ctx.db, ctx.user, input, ctx.publicUrl)),
  }),
});
