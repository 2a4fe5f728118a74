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

/** Load on one URL (or on `paths` of it, which the connections cycle through), after a warm-up. */
export async function loadTest(url: string, options: { headers?: Record<string, string>; paths?: string[] } = {}): Promise<Figures> {
  const { headers, paths } = options;
  let next = 0;
  const requests = paths && [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length] }) }];
  // A short warm-up first: JIT, caches, connection set-up.
  await autocannon({ url, connections, duration: 2, headers, requests });
  const result = await autocannon({ url, connections, duration, headers, requests });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}
