// What the load benchmarks share: starting servers the way a process manager would, waiting for
// them, and putting a route under load with autocannon.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');
export const duration = Number(process.env.DURATION ?? 10);
export const connections = Number(process.env.CONNECTIONS ?? 50);

export const randomPort = () => String(20000 + Math.floor(Math.random() * 20000));

export async function waitFor(url: string, attempts = 480) {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts a server in its own process group, so stopping it stops tsx's child too. Its output goes
 * to a pipe that is read and dropped, as under a process manager: a request log written to a
 * file or /dev/null would be written synchronously, which no deployment does. The stop function
 * resolves once the process has exited (its data directory is free again).
 */
export function startServer(script: string, env: Record<string, string>): () => Promise<void> {
  const child = spawn('npx', ['tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.resume();
  child.stderr.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
}

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
