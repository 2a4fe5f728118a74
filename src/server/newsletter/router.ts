import { TRPCError } from '@trpc/server';
import { NEWSLETTER_SERVER_TEXT } from '../../shared/constants/newsletter';
import { confirmTokenInput, setMySubscriptionInput, subscribeInput, unsubscribeTokenInput } from '../../shared/schemas/newsletter';
import { changesNothing, memberProcedure, publicProcedure, router } from '../trpc/init';
import { confirmSubscription, describeConfirmLink } from './confirmations';
import { mySubscription, setMySubscription, signUp } from './subscriptions';
import { describeUnsubscribeLink, unsubscribeWithToken } from './unsubscribe';

const linkNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: NEWSLETTER_SERVER_TEXT.linkNotFound });

export const newsletterRouter = router({
  /** POST /api/newsletter/subscribe (PRODUCT.md "Calls and answers"). */
  subscribe: publicProcedure
    .meta(changesNothing)
    .input(subscribeInput)
    .mutation(async ({ ctx, input }) => {
      await signUp(ctx.db, input, ctx.publicUrl, { limiter: ctx.rateLimiter, clientIp: ctx.clientIp, user: ctx.user });
      return { success: true as const, message: 'Successfully subscribed!' };
    }),
  /** The page a confirm link opens (a returning address's sign-up): opening it changes nothing. */
  confirmLink: publicProcedure.input(confirmTokenInput).query(({ ctx, input }) => describeConfirmLink(ctx.db, input.token)),
  /** The page's button: the owner of the address says yes. */
  confirm: publicProcedure
    .meta(changesNothing)
    .input(confirmTokenInput)
    .mutation(async ({ ctx, input }) => {
      await confirmSubscription(ctx.db, input.token, ctx.publicUrl);
      return { subscribed: true as const };
    }),
  /** The unsubscribe page: what the link in an email stops. */
  unsubscribeLink: publicProcedure.input(unsubscribeTokenInput).query(async ({ ctx, input }) => {
    const link = await describeUnsubscribeLink(ctx.db, input.token);
    if (!link) throw linkNotFound();
    return link;
  }),
  /** The page's button, and mail apps' one-click POST (RFC 8058): no sign-in, the token is the key. */
  unsubscribe: publicProcedure
    .meta(changesNothing)
    .input(unsubscribeTokenInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await unsubscribeWithToken(ctx.db, input.token))) throw linkNotFound();
      return { unsubscribed: true as const };
    }),
  mine: memberProcedure.query(({ ctx }) => mySubscription(ctx.db, ctx.user)),
  setMine: memberProcedure
    .meta(changesNothing)
    .input(setMySubscriptionInput)
    .mutation(({ ctx, input }) => setMySubscription(ctx.db, ctx.user, input.subscribed, ctx.publicUrl)),
});
