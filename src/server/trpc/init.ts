import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { AUTH_TEXT, HTTP_TEXT } from '../../shared/constants/messages';
import { describeIssues } from '../../shared/lib/zod-message';
import { isDataException } from '../db/errors';
import type { Context } from './context';

/** The validation issues behind a BAD_REQUEST, when input parsing caused it. */
export function validationIssues(error: TRPCError) {
  const cause = error.cause as { issues?: unknown } | undefined;
  return error.code === 'BAD_REQUEST' && Array.isArray(cause?.issues)
    ? (cause.issues as { path?: PropertyKey[]; message: string }[])
    : null;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Stack traces go to the server log (app.ts onError), never to the browser, whatever NODE_ENV.
  isDev: false,
  errorFormatter({ shape, error }) {
    const issues = validationIssues(error);
    return {
      ...shape,
      // Readable text in place of the raw JSON dump of issues; field errors for forms. A 500's own
      // message (a database error, say) stays in the server log, never reaches the browser.
      message: issues
        ? describeIssues(issues)
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? HTTP_TEXT.internal
          : shape.message,
      data: {
        ...shape.data,
        fieldErrors: issues
          ? Object.fromEntries(issues.map((i) => [(i.path ?? []).map(String).join('.'), i.message]))
          : null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** A database data exception is the caller's bad input (400), not our failure (500). */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR' && isDataException(result.error.cause)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: result.error });
  }
  return result;
});

export const memberProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_TEXT.notAuthenticated });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

export const adminProcedure = memberProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: AUTH_TEXT.adminOnly });
  return next();
});
