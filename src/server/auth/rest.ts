import { TRPCError } from '@trpc/server';
import { Hono } from 'hono';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

/** PRODUCT.md "Calls and answers": the auth calls integrators and the mobile app make. */
export const authRest = new Hono<AppEnv>()
  .get(
    '/user',
    rest(async ({ caller }) => {
      const me = await caller.auth.me();
      if (!me) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_TEXT.notAuthenticated });
      return me;
    }),
  )
  .post(
    '/login',
    rest(({ caller, body }) => caller.auth.login(body)),
  )
  .post(
    '/register',
    rest(({ caller, body }) => caller.auth.register(body), { status: 201 }),
  )
  .post(
    '/logout',
    rest(({ caller }) => caller.auth.logout()),
  )
  .post(
    '/forgot-password',
    rest(({ caller, body }) => caller.auth.requestPasswordReset(body)),
  )
  .post(
    '/reset-password',
    rest(({ caller, body }) => caller.auth.resetPassword(body)),
  );
