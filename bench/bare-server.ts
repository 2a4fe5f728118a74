// The ceiling for bench/content-api.ts: bare Hono endpoints on @hono/node-server, the same server
// stack the app runs on, with nothing else but the request log line. `/bare` answers a constant 43-byte JSON; with
// PAYLOAD_FILE set, `/same-payload` answers that file's JSON, so a content route can also be
// compared with a bare endpoint sending the same bytes; with PAGE_FILE, `/same-page` sends that
// HTML gzipped, as the app sends a kept server-rendered page.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createLogger } from '../src/server/logger';

const app = new Hono();
// The app writes one line per request (app.ts), read from a pipe by the bench's own process as a
// process manager would read it: the ceiling pays for the same line, so a ratio measures what the
// app does beyond logging, not the log.
const logger = createLogger((process.env.LOG_LEVEL as 'info' | undefined) ?? 'info');
app.use(async (c, next) => {
  const started = performance.now();
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
});
const answer = { id: 1, title: 'Constant', items: [1, 2, 3] };
app.get('/bare', (c) => c.json(answer));
if (process.env.PAYLOAD_FILE) {
  const payload: unknown = JSON.parse(readFileSync(process.env.PAYLOAD_FILE, 'utf8'));
  app.get('/same-payload', (c) => c.json(payload));
}
if (process.env.PAGE_FILE) {
  // A server-rendered page's HTML, gzipped once: the bytes a kept page costs to send.
  const page = new Uint8Array(gzipSync(readFileSync(process.env.PAGE_FILE)));
  app.get('/same-page', (c) => c.body(page, 200, { 'content-type': 'text/html; charset=UTF-8', 'content-encoding': 'gzip' }));
}
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
