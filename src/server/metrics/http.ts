import { createHash, timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { HTTP_TEXT } from '../../shared/constants/messages';
import type { AppEnv } from '../http/types';
import type { Metrics } from './metrics';

/**
 * Counts and times every answer by the route that gave it (its pattern, `/api/forum/threads/:id`,
 * never the address itself, so the series stay few).
 */
export function countRequests(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const stop = metrics.requestSeconds.startTimer();
    await next();
    // After next(), the route index is the handler's that answered (or the last that passed it on).
    const labels = { method: c.req.method, route: routePath(c), status: String(c.res.status) };
    stop(labels);
    metrics.requests.inc(labels);
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A scrape from this machine itself: the socket is loopback and no proxy says it forwarded the
 * request (through a proxy on the same machine every visitor arrives from loopback).
 */
function fromThisMachine(c: Context<AppEnv>): boolean {
  const address = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress;
  return address !== undefined && LOOPBACK.has(address) && PROXY_HEADERS.every((name) => c.req.header(name) === undefined);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function carriesToken(c: Context<AppEnv>, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  return token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus' text format, for this machine or a scraper holding METRICS_TOKEN;
 * anyone else gets 404, as if there were nothing here.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined) {
  return new Hono<AppEnv>().get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!fromThisMachine(c) && !carriesToken(c, token)) return c.json({ error: HTTP_TEXT.notFound }, 404);
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
}
