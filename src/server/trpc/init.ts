import { initTRPC, TRPCError } from '@trpc/server';
import { wireFormat } from '../../shared/lib/wire-format';
import { AUTH_TEXT, HTTP_TEXT } from '../../shared/constants/messages';
import { describeIssues } from '../../shared/lib/zod-message';
import type { IntegrationScope } from '../../shared/constants/integrations';
import { INTEGRATION_TEXT } from '../../shared/rules/integrations';
import { isStaff } from '../../shared/rules/roles';
import type { CacheTag } from '../cache/tags';
import { isDataException, isDatabaseUnavailable } from '../db/errors';
import type { Context } from './context';
import { fieldErrorsOfCause } from './field-errors';

export interface ProcedureMeta {
  /**
   * What a mutation changes of the cached answers (SharedCache tags); `[]` when it changes none.
   * Every mutation declares it (trpc/cache-declarations.test.ts checks), so no write added later
   * can forget to drop what it changed, in this process or any other.
   */
  changes?: readonly CacheTag[];
  /** Set by sharedRead: the answer is the same for everyone and made of data under this tag. */
  sharedAnswer?: CacheTag;
}

/** The validation issues behind a BAD_REQUEST, when input parsing caused it. */
export function validationIssues(error: TRPCError) {
  const cause = error.cause as { issues?: unknown } | undefined;
  return error.code === 'BAD_REQUEST' && Array.isArray(cause?.issues)
    ? (cause.issues as { path?: PropertyKey[]; message: string }[])
    : null;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: wireFormat,
    // Stack traces go to the server log (app.ts onError), never to the browser, whatever NODE_ENV.
    isDev: false,
    errorFormatter({ shape, error }) {
      const issues = validationIssues(error);
      return {
        ...shape,
        // Readable text in place of the raw JSON dump of issues; field errors for forms. A 500's own
        // message (a database error, say) stays in the server log, never reaches the browser.
        message: issues ? describeIssues(issues) : error.code === 'INTERNAL_SERVER_ERROR' ? HTTP_TEXT.internal : shape.message,
        data: {
          ...shape.data,
          fieldErrors: issues
            ? Object.fromEntries(issues.map((i) => [(i.path ?? []).map(String).join('.'), i.message]))
            : fieldErrorsOfCause(error),
        },
      };
    },
  });

/** `.meta(changes('forum'))`: the cached answers a write changes. */
export const changes = (...tags: CacheTag[]): ProcedureMeta => ({ changes: tags });
/** `.meta(changesNothing)`: a write no cached answer shows (sessions, a member's own state). */
export const changesNothing: ProcedureMeta = { changes: [] };

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Every procedure: a successful write drops the cached answers it declared it changes (before its
 * answer goes out, so the writer's next read sees the change); a database data exception is the
 * caller's bad input (400), not our failure (500); a database that can't be reached is a
 * moment's outage (503, try again), not a bug.
 */
export const publicProcedure = t.procedure.use(async ({ ctx, meta, type, next }) => {
  const result = await next();
  if (result.ok && type === 'mutation' && meta?.changes) await ctx.cache.changed(meta.changes);
  if (result.ok || result.error.code !== 'INTERNAL_SERVER_ERROR') return result;
  if (isDataException(result.error.cause)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: result.error });
  }
  if (isDatabaseUnavailable(result.error.cause)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: HTTP_TEXT.unavailable, cause: result.error });
  }
  return result;
});

/** A token acts as an integration, never as a member: every member, moderator and admin procedure answers it 403. */
export const memberProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.integration) throw new TRPCError({ code: 'FORBIDDEN', message: INTEGRATION_TEXT.notForTokens });
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_TEXT.notAuthenticated });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Carries a failed result out of a cache load to every caller waiting on it; never kept. */
class FailedRead {
  constructor(readonly result: unknown) {}
}

/**
 * A read whose answer is the same for everyone (its procedure never looks at `ctx.user`), made of
 * data under `tag`: the answer is kept in the shared cache by procedure and input until a write
 * changes the tag, and a burst of identical reads runs the procedure once. Over a tRPC GET the
 * serialized answer is kept too (http/trpc.ts).
 */
export function sharedRead(tag: CacheTag) {
  return publicProcedure.meta({ sharedAnswer: tag }).use(async ({ ctx, path, getRawInput, next }) => {
    const key = `${path}:${JSON.stringify((await getRawInput()) ?? null)}`;
    try {
      return await ctx.cache.get(tag, key, async () => {
        const result = await next();
        if (!result.ok) throw new FailedRead(result);
        return result;
      });
    } catch (error) {
      if (error instanceof FailedRead) return error.result as Awaited<ReturnType<typeof next>>;
      throw error;
    }
  });
}

/** Moderators and admins (rules/roles.ts): the moderation queue and what it decides. */
export const moderatorProcedure = memberProcedure.use(({ ctx, next }) => {
  if (!isStaff(ctx.user)) throw new TRPCError({ code: 'FORBIDDEN', message: AUTH_TEXT.staffOnly });
  return next();
});

/** Admins only: everything else in /admin answers a moderator 403. */
export const adminProcedure = memberProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: AUTH_TEXT.adminOnly });
  return next();
});

/**
 * The few team reads and writes an integration may reach with its token (docs/ARCHITECTURE.md
 * "Integrator API", "Tokens"): `role`'s members by session as before, or a token holding `scope`
 * (403 naming it otherwise). The procedure gets `user` (null for a token) and `integration`
 * (null for a member) and must not take a token for a member.
 */
function teamOrScope(role: 'staff' | 'admin', scope: IntegrationScope) {
  return publicProcedure.use(({ ctx, next }) => {
    if (ctx.integration) {
      if (!ctx.integration.scopes.includes(scope))
        throw new TRPCError({ code: 'FORBIDDEN', message: INTEGRATION_TEXT.missingScope(scope) });
      return next();
    }
    if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_TEXT.notAuthenticated });
    if (role === 'admin' && !ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: AUTH_TEXT.adminOnly });
    if (!isStaff(ctx.user)) throw new TRPCError({ code: 'FORBIDDEN', message: AUTH_TEXT.staffOnly });
    return next();
  });
}

/** Moderators and admins, or an API token with `scope`. */
export const staffOrScope = (scope: IntegrationScope) => teamOrScope('staff', scope);
/** Admins, or an API token with `scope`. */
export const adminOrScope = (scope: IntegrationScope) => teamOrScope('admin', scope);
