import type { Context as HonoContext } from 'hono';
import { type Context, createContextInner } from '../trpc/context';
import type { AppEnv } from './types';

/**
 * The one way to build a request's context (its services, session, user, integration and address), whichever
 * way the request reaches the procedures: tRPC (trpc.ts), a REST path (rest.ts, uploads/http.ts)
 * or server rendering (server-render.ts). The middleware in app.ts has set the variables it reads.
 */
export function requestContext(c: HonoContext<AppEnv>, resHeaders: Headers): Context {
  return createContextInner({
    // c.get, not c.var: each c.var read builds a new object of every variable.
    ...c.get('services'),
    user: c.get('user'),
    session: c.get('session'),
    integration: c.get('integration') ?? null,
    clientIp: c.get('clientIp'),
    resHeaders,
  });
}
