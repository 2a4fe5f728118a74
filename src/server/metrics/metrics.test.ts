import { describe, expect, it } from 'vitest';
import { createMemoryMailer, type Mailer } from '../email/mailer';
import { queueEmail } from '../email/queued';
import { createMemoryRateLimiter } from '../rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from '../rate-limits/rules';
import { SharedCache } from '../cache/shared-cache';
import { useTestDb } from '../../test/db';
import { listening, testApp } from '../../test/server';
import { countedMailer, countedRateLimiter } from './counted';
import { createMetrics } from './metrics';

const t = useTestDb();
const TOKEN = 'a-scraper-token-of-32-characters!';

/** The value of one series in Prometheus' text, or undefined when it isn't there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('answers a scrape from this machine with every named series', async () => {
    const metrics = createMetrics({ db: t.db });
    const server = await listening(testApp(t.db, { metrics }));
    try {
      await fetch(`${server.url}/api/blog-posts`);
      const res = await fetch(`${server.url}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      for (const name of [
        'http_requests_total',
        'http_request_duration_seconds',
        'rate_limit_refusals_total',
        'cache_lookups_total',
        'jobs_waiting',
        'jobs_oldest_waiting_age_seconds',
        'database_operations_in_flight',
        'database_connections_max',
        'database_errors_total',
        'emails_total',
        'webhook_deliveries_total',
      ]) {
        expect(text, name).toContain(`# TYPE ${name} `);
      }
      // By the route's pattern and status, not by the address asked.
      expect(valueOf(text, 'http_requests_total{method="GET",route="/api/blog-posts",status="200"}')).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('refuses a visitor: through a proxy on this machine, from elsewhere, or with a wrong token', async () => {
    const server = await listening(testApp(t.db, { metricsToken: TOKEN }));
    try {
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const res = await fetch(`${server.url}/metrics`, { headers: { [header]: '203.0.113.9' } });
        expect(res.status, header).toBe(404);
        expect(await res.json()).toEqual({ error: 'Not found' });
      }
    } finally {
      await server.close();
    }
    // app.request() has no loopback socket behind it: a request from nowhere near this machine.
    const app = testApp(t.db, { metricsToken: TOKEN });
    expect((await app.request('/metrics')).status).toBe(404);
    expect((await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(404);
    expect((await app.request('/metrics', { headers: { authorization: TOKEN } })).status).toBe(404);
    // No token configured: no token opens it.
    expect((await testApp(t.db).request('/metrics', { headers: { authorization: 'Bearer undefined' } })).status).toBe(404);
  });

  it('answers a scraper elsewhere that holds METRICS_TOKEN', async () => {
    const res = await testApp(t.db, { metricsToken: TOKEN }).request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('# TYPE http_requests_total counter');
  });

  it('counts refusals, cache hits and misses, emails, and the waiting jobs', async () => {
    const metrics = createMetrics({ db: t.db });
    const limiter = countedRateLimiter(
      createMemoryRateLimiter({ ...DEFAULT_RATE_LIMITS, loginPerAddress: { attempts: 1, windowSeconds: 60 } }),
      metrics,
    );
    expect(await limiter.consume('loginPerAddress', 'a')).toBe(true);
    expect(await limiter.consume('loginPerAddress', 'a')).toBe(false);
    expect((await limiter.take('loginPerAddress', 'a')).allowed).toBe(false);

    const cache = new SharedCache({ onLookup: (layer, result) => metrics.cacheLookups.inc({ layer, result }) });
    const app = testApp(t.db, { metrics, cache });
    await app.request('/api/blog-posts');
    await app.request('/api/blog-posts');

    const failing: Mailer = {
      send: () => Promise.reject(new Error('smtp down')),
    };
    await countedMailer(createMemoryMailer(), metrics).send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' });
    await expect(countedMailer(failing, metrics).send({ to: 'b@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow();

    await queueEmail(t.db, { to: 'c@example.com', subject: 's', text: 't', html: 'h' });

    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'rate_limit_refusals_total{limit="loginPerAddress"}')).toBe(2);
    // The first read made the answer (and loaded its data); the second was answered from memory.
    expect(valueOf(text, 'cache_lookups_total{layer="answer",result="miss"}')).toBe(1);
    expect(valueOf(text, 'cache_lookups_total{layer="answer",result="hit"}')).toBe(1);
    expect(valueOf(text, 'cache_lookups_total{layer="data",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'emails_total{outcome="sent"}')).toBe(1);
    expect(valueOf(text, 'emails_total{outcome="failed"}')).toBe(1);
    expect(valueOf(text, 'jobs_waiting')).toBe(1);
    expect(valueOf(text, 'database_connections_max')).toBe(1);
  });
});
