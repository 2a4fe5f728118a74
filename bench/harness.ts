// What the load benchmarks share: starting servers the way a process manager would, waiting for
// them, and putting a route under load with autocannon.
import autocannon from 'autocannon';

export { randomPort, root, startServer, waitFor } from '../src/test/app-process';

export const duration = Number(process.env.DURATION ?? 10);
export const connections = Number(process.env.CONNECTIONS ?? 50);

export interface Figures {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
}

/**
 * Load on one URL (or on `paths` of it, which the connections cycle through). By default after a
 * warm-up (JIT, connections, and one request for every path, so what the app keeps is ready) and
 * for `duration` seconds; with `firstVisit`, one request per path and no warm-up: what the first
 * visitors of each path see, before anything is kept.
 */
export async function loadTest(
  url: string,
  options: { headers?: Record<string, string>; paths?: string[]; firstVisit?: boolean } = {},
): Promise<Figures> {
  const { headers, paths, firstVisit } = options;
  let next = 0;
  const requests = paths && [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length] }) }];
  if (firstVisit) {
    const result = await autocannon({ url, connections, amount: paths?.length ?? connections, headers, requests });
    // autocannon ends such a run on its next one-second tick: the rate comes from the latency of
    // each connection's requests in turn instead.
    return { requestsPerSecond: (connections * 1000) / result.latency.mean, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
  }
  if (paths) await autocannon({ url, connections, amount: paths.length, headers, requests });
  await autocannon({ url, connections, duration: 2, headers, requests });
  const result = await autocannon({ url, connections, duration, headers, requests });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}
