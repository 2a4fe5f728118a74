import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import type { DatabaseStats } from '../db/outage';
import { dueJobs } from '../jobs/queue-figures';

/**
 * What an operator's Prometheus reads at /metrics (docs/OPERATING.md "Seeing how it runs"). One
 * registry per app, not prom-client's global one: tests build many apps in one process. Counters
 * count in this process; the job queue's figures are the database's, read at each scrape.
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestSeconds: Histogram<'method' | 'route' | 'status'>;
  rateLimitRefusals: Counter<'limit'>;
  cacheLookups: Counter<'layer' | 'result'>;
  emails: Counter<'outcome'>;
  webhookDeliveries: Counter<'outcome'>;
}

export interface MetricsSources {
  db: Db;
  /** PostgreSQL's guarded client counts what it runs; the embedded database has no pool. */
  databaseStats?: DatabaseStats | null;
  /** Node's own figures (memory, event loop, handles): once per process, so only the server's. */
  processMetrics?: boolean;
}

export function createMetrics({ db, databaseStats = null, processMetrics = false }: MetricsSources): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const labelled = <T extends string>(name: string, help: string, labelNames: T[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });

  // Both queue gauges read one query per scrape: the second collect finds the first's answer.
  let queue: { at: number; figures: ReturnType<typeof dueJobs> } | null = null;
  const queueNow = () => {
    if (!queue || performance.now() - queue.at > 1000) queue = { at: performance.now(), figures: dueJobs(db) };
    return queue.figures;
  };
  new Gauge({
    name: 'jobs_waiting',
    help: 'Background jobs due now and not yet taken by a worker',
    registers: [registry],
    async collect() {
      this.set((await queueNow()).count);
    },
  });
  new Gauge({
    name: 'jobs_oldest_waiting_age_seconds',
    help: 'How long the oldest due job has waited (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await queueNow()).oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'database_operations_in_flight',
    help: 'Statements and transactions running on the database now (PostgreSQL)',
    registers: [registry],
    collect() {
      this.set(databaseStats?.inFlight ?? 0);
    },
  });
  new Gauge({
    name: 'database_connections_max',
    help: 'The most connections this process opens to the database (1: the embedded database)',
    registers: [registry],
    collect() {
      this.set(databaseStats?.maxConnections ?? 1);
    },
  });
  new Counter({
    name: 'database_errors_total',
    help: 'Database operations that failed: unreachable (timeouts, refused connections) or refused by the database',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      if (!databaseStats) return;
      this.reset();
      this.inc({ kind: 'unreachable' }, databaseStats.unreachable);
      this.inc({ kind: 'statement' }, databaseStats.statementErrors);
    },
  });

  return {
    registry,
    requests: labelled('http_requests_total', 'Requests answered, by route and status', ['method', 'route', 'status']),
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    rateLimitRefusals: labelled('rate_limit_refusals_total', 'Attempts refused by a rate limit, by limit', ['limit']),
    cacheLookups: labelled(
      'cache_lookups_total',
      'Lookups of kept public answers (layer "answer") and of the data they are made of ("data"): hit or miss',
      ['layer', 'result'],
    ),
    emails: labelled('emails_total', 'Emails handed to the transport: sent or failed', ['outcome']),
    webhookDeliveries: labelled('webhook_deliveries_total', 'Webhook delivery attempts: delivered, failed or refused', ['outcome']),
  };
}
