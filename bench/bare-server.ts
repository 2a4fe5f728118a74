// The ceiling for bench/content-api.ts: bare Hono endpoints on @hono/node-server, the same server
// stack the app runs on, with nothing else. `/bare` answers a constant 43-byte JSON; with
// PAYLOAD_FILE set, `/same-payload` answers that file's JSON, so a content route can also be
// compared with a bare endpoint sending the same bytes.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
const answer = { id: 1, title: 'Constant', items: [1, 2, 3] };
app.get('/bare', (c) => c.json(answer));
if (process.env.PAYLOAD_FILE) {
  const payload: unknown = JSON.parse(readFileSync(process.env.PAYLOAD_FILE, 'utf8'));
  app.get('/same-payload', (c) => c.json(payload));
}
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
