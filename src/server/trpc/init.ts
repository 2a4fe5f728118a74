import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { describeIssues } from '../../shared/lib/zod-message';
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
  errorFormatter({ shape, error }) {
    const issues = validationIssues(error);
    return {
      ...shape,
      // Readable text in place of the raw JSON dump of issues; field errors for forms.
      message: issues ? describeIssues(issues) : shape.message,
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

export const publicProcedure = t.procedure;

export const memberProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_TEXT.notAuthenticated });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

export const adminProcedure = memberProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: AUTH_TEXT.adminOnly });
  return next();
});
