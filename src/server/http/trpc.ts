import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Handler } from 'hono';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/constants/trpc';
import type { CacheTag } from '../cache/tags';
import type { ProcedureMeta } from '../trpc/init';
import { appRouter } from '../trpc/root';
import { answerKey, publicAnswerOfBody, publicAnswerResponse } from './public-answers';
import { retryAfterHeaders } from './retry-after';
import { requestContext } from './request-context';
import { failureFields, RETRY_AFTER_SECONDS } from './rest';
import type { AppEnv } from './types';

const procedureMeta = new Map(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>).map(([path, procedure]) => [
    path,
    procedure._def.meta,
  ]),
);

/** The tag under which a procedure's answer is the same for everyone, if it is. */
export function procedureSharedAnswer(path: string): CacheTag | undefined {
  return procedureMeta.get(path)?.sharedAnswer;
}

/**
 * The tag a tRPC GET's answer can be kept under: every procedure in the batch is a sharedRead of
 * that one tag. Clients asking for a streamed answer (`trpc-accept`) get theirs made each time.
 */
function sharedAnswerTag(path: string, streamed: boolean): CacheTag | null {
  if (streamed) return null;
  const tags = new Set(decodeURIComponent(path.slice('/trpc/'.length)).split(',').map(procedureSharedAnswer));
  const [tag] = tags;
  return tags.size === 1 && tag ? tag : null;
}

/**
 * /trpc/*: the procedures over tRPC's fetch adapter. A GET whose whole batch is the same for
 * everyone is kept serialized, like a REST public answer, and sent before tRPC runs the next time
 * (servePublicAnswers): a thread page costs a map lookup, not a batch of procedure calls.
 */
export const trpcHandler: Handler<AppEnv> = async (c) => {
  const { cache, logger } = c.get('services');
  const tag = c.req.method === 'GET' ? sharedAnswerTag(c.req.path, c.req.header('trpc-accept') !== undefined) : null;
  // Read before the data: an answer made from data that changed meanwhile is not kept.
  const generation = tag && cache.generation(tag);
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req: c.req.raw,
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    createContext: ({ resHeaders }) => requestContext(c, resHeaders),
    responseMeta: ({ errors }) => {
      if (errors.some((e) => e.code === 'SERVICE_UNAVAILABLE')) return { headers: { 'Retry-After': RETRY_AFTER_SECONDS } };
      const limited = errors.find((e) => e.code === 'TOO_MANY_REQUESTS');
      return limited ? { headers: retryAfterHeaders(limited) } : {};
    },
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        logger.error({ reqId: c.get('requestId'), path, ...failureFields(error.cause ?? error) }, 'procedure failed');
      } else if (error.code === 'SERVICE_UNAVAILABLE') {
        logger.warn({ reqId: c.get('requestId'), path, ...failureFields(error.cause ?? error) }, 'database unavailable');
      }
    },
  });
  if (!tag || response.status !== 200 || response.headers.has('set-cookie')) return response;
  const answer = publicAnswerOfBody(await response.text());
  cache.put(tag, answerKey(c), answer, generation!);
  return publicAnswerResponse(c.req, answer);
};
