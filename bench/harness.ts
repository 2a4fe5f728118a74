// What the load benchmarks share: starting servers the way a process manager would, waiting for
// them, and putting a route under load with autocannon.
import autocannon from 'autocannon';

export { randomPort, root, startServer, waitFor } from '../src/test/app-process';

/** The five public pages issue 13 asks to be fast on a phone, from the demo data of the app at `base`. */
export async function phonePages(base: string): Promise<{ name: string; route: string }[]> {
  const api = async <T>(route: string): Promise<T> => {
    const response = await fetch(`${base}${route}`);
    if (!response.ok) throw new Error(`GET ${route}: ${response.status}`);
    return (await response.json()) as T;
  };
  const [recipe] = await api<{ slug: string }[]>('/api/recipes');
  const [post] = await api<{ slug: string }[]>('/api/blog-posts');
  const [thread] = await api<{ id: string | number }[]>('/api/community/threads/recent');
  if (!recipe || !post || !thread) throw new Error('the demo seed has no recipe, blog post or thread');
  return [
    { name: 'home', route: '/' },
    { name: 'recipe', route: `/recipes/${recipe.slug}` },
    { name: 'blog post', route: `/blog/${post.slug}` },
    { name: 'community', route: '/community' },
    { name: 'thread', route: `/community/thread/${thread.id}` },
  ];
}

/** The middle value, or the mean of the two middle values of an even count. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

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
  const requests = paths && [
    { method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length] }) },
  ];
  if (firstVisit) {
    const result = await autocannon({ url, connections, amount: paths?.length ?? connections, headers, requests });
    // autocannon ends such a run on its next one-second tick: the rate comes from the latency of
    // each connection's requests in turn instead.
    return {
      requestsPerSecond: (connections * 1000) / result.latency.mean,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
    };
  }
  if (paths) await autocannon({ url, connections, amount: paths.length, headers, requests });
  await autocannon({ url, connections, duration: 2, headers, requests });
  const result = await autocannon({ url, connections, duration, headers, requests });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}
