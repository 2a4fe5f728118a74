import { TRPCError } from '@trpc/server';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { loginInput, registerInput } from '../../shared/schemas/auth';
import type { Context } from '../trpc/context';
import { memberProcedure, publicProcedure, router } from '../trpc/init';
import { clearSessionCookie, setSessionCookie } from './cookie';
import { AUTH_LIMITS, assertWithinLimit, authenticate, createUser, toUserDto } from './service';
import { createSession, generateSessionToken, invalidateAllSessions, invalidateSession } from './session';

async function signIn(ctx: Context, userId: number) {
  const token = generateSessionToken();
  const session = await createSession(ctx.db, token, userId);
  setSessionCookie(ctx.resHeaders, token, session.expiresAt, { secure: ctx.secureCookies });
}

export const authRouter = router({
  /** Public on purpose: "nobody signed in" is an answer (null), not an error. */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? toUserDto(ctx.user) : null)),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    assertWithinLimit(ctx.rateLimiter, `register:${ctx.clientIp}`, AUTH_LIMITS.registerPerAddress);
    const user = await createUser(ctx.db, input);
    await signIn(ctx, user.id);
    return toUserDto(user);
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    assertWithinLimit(ctx.rateLimiter, `login:${ctx.clientIp}`, AUTH_LIMITS.loginPerAddress);
    assertWithinLimit(ctx.rateLimiter, `login:${input.username.toLowerCase()}`, AUTH_LIMITS.loginPerAccount);
    const user = await authenticate(ctx.db, input);
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_TEXT.invalidCredentials });
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    await signIn(ctx, user.id);
    return toUserDto(user);
  }),

  /** Idempotent: signing out twice, or without a session, still ends signed out. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    clearSessionCookie(ctx.resHeaders, { secure: ctx.secureCookies });
    return { success: true as const };
  }),

  logoutEverywhere: memberProcedure.mutation(async ({ ctx }) => {
    await invalidateAllSessions(ctx.db, ctx.user.id);
    clearSessionCookie(ctx.resHeaders, { secure: ctx.secureCookies });
    return { success: true as const };
  }),
});
