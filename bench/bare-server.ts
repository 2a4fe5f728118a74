// The ceiling for bench/content-api.ts: a bare Hono endpoint answering a constant JSON on
// @hono/node-server, the same server stack the app runs on, with nothing else.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
const answer = { id: 1, title: 'Constant', items: [1, 2, 3] };
app.get('/bare', (c) => c.json(answer));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
