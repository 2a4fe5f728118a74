import { AUTH_TEXT } from '../../shared/constants/messages';
import { loginInput, registerInput, requestPasswordResetInput, resetPasswordInput } from '../../shared/schemas/auth';
import { queueEmail } from '../email/queued';
import { welcomeEmail } from '../email/templates';
import type { Context } from '../trpc/context';
import { changes, changesNothing, memberProcedure, publicProcedure, router } from '../trpc/init';
import { clearSessionCookie, setSessionCookie } from './cookie';
import { requestPasswordReset, resetPassword } from './password-reset';
import { assertWithinLimit } from '../rate-limits/limiter';
import { createUser, logIn, toUserDto } from './service';
import { createSession, generateSessionToken, invalidateAllSessions, invalidateSession } from './session';

async function signIn(ctx: Context, userId: number) {
  const token = generateSessionToken();
  const session = await createSession(ctx.db, token, userId);
  setSessionCookie(ctx.resHeaders, token, session.expiresAt, { secure: ctx.secureCookies });
}

export const authRouter = router({
  /** Public on purpose: "nobody signed in" is an answer (null), not an error. */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? toUserDto(ctx.user) : null)),

  // The forum's stats count members.
  register: publicProcedure
    .meta(changes('forum'))
    .input(registerInput)
    .mutation(async ({ ctx, input }) => {
      await assertWithinLimit(ctx.rateLimiter, 'registerPerAddress', ctx.clientIp, AUTH_TEXT.tooManyAttempts);
      const user = await createUser(ctx.db, input);
      await signIn(ctx, user.id);
      await queueEmail(ctx.db, welcomeEmail(user.email, user.username, ctx.publicUrl));
      return toUserDto(user);
    }),

  login: publicProcedure
    .meta(changesNothing)
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const user = await logIn(ctx.db, ctx.rateLimiter, input, ctx.clientIp);
      if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
      await signIn(ctx, user.id);
      return toUserDto(user);
    }),

  /** Idempotent: signing out twice, or without a session, still ends signed out. */
  logout: publicProcedure.meta(changesNothing).mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    clearSessionCookie(ctx.resHeaders, { secure: ctx.secureCookies });
    return { success: true as const };
  }),

  /** Answers the same, after the same work, whether or not the email has an account. */
  requestPasswordReset: publicProcedure
    .meta(changesNothing)
    .input(requestPasswordResetInput)
    .mutation(async ({ ctx, input }) => {
      await assertWithinLimit(ctx.rateLimiter, 'resetRequestPerAddress', ctx.clientIp, AUTH_TEXT.tooManyAttempts);
      await assertWithinLimit(ctx.rateLimiter, 'resetRequestPerEmail', input.email.toLowerCase(), AUTH_TEXT.tooManyAttempts);
      await requestPasswordReset(ctx.db, input.email);
      return { success: true as const };
    }),

  /** Sets the new password, ends every other session and signs this browser in. */
  resetPassword: publicProcedure
    .meta(changesNothing)
    .input(resetPasswordInput)
    .mutation(async ({ ctx, input }) => {
      const user = await resetPassword(ctx.db, ctx.rateLimiter, input, ctx.clientIp);
      await signIn(ctx, user.id);
      return toUserDto(user);
    }),

  logoutEverywhere: memberProcedure.meta(changesNothing).mutation(async ({ ctx }) => {
    await invalidateAllSessions(ctx.db, ctx.user.id);
    clearSessionCookie(ctx.resHeaders, { secure: ctx.secureCookies });
    return { success: true as const };
  }),
});
