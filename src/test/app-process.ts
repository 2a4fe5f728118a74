// Starting the app (or another server script) as its own process, the way a process manager
// would: used by the multi-process test, the campaign crash test and the load benchmarks.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export const randomPort = () => String(20000 + Math.floor(Math.random() * 20000));

/**
 * A port nobody listens on now, chosen by the system. A random port can be taken by another
 * service or, within the system's range for outgoing connections, by a connection of this very
 * suite; the app then stops at once with EADDRINUSE.
 */
export function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(String(port)));
    });
  });
}

/** The stop function of a started server, with what is known of its process. */
export interface ServerProcess {
  (signal?: NodeJS.Signals): Promise<void>;
  /** Resolves when the process has ended, with how ('exit code 1', 'signal SIGKILL'). */
  exited: Promise<string>;
  /** The last 64 KB of what it wrote on stdout and stderr. */
  output(): string;
}

const OUTPUT_KEPT = 64 * 1024;

/**
 * Waits until `url` answers 2xx. With `server`, fails as soon as that process ends, and a failure
 * (ended, or no answer within `timeoutMs`) carries the process's output: a start-up that fails
 * says why instead of running into the test's hook timeout.
 */
export async function waitFor(url: string, options: number | { timeoutMs?: number; server?: ServerProcess } = {}) {
  const { timeoutMs = 120_000, server } = typeof options === 'number' ? { timeoutMs: options * 250 } : options;
  const deadline = Date.now() + timeoutMs;
  let ended: string | undefined;
  void server?.exited.then((how) => (ended = how));
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1000, Math.min(10_000, deadline - Date.now()))) });
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = String((error as Error)?.cause ?? error);
    }
    if (ended) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = ended ? `its process ended (${ended}) before answering` : `no answer within ${timeoutMs / 1000} s (last: ${lastError})`;
  throw new Error(`${url}: ${why}.${server ? `\n--- its output ---\n${server.output() || '(nothing)'}\n--- end of output ---` : ''}`);
}

/**
 * Starts a server in its own process group (node with tsx's loader, as `tsx script` runs it,
 * without npx and tsx's own parent process). Its output goes to a pipe that is read, kept (the
 * last 64 KB, for a failed start-up's message) and otherwise dropped, as under a process manager
 * (a request log written to a file or /dev/null would be written synchronously, which no
 * deployment does); `onOutput` sees it first. The stop function resolves once the process has
 * exited (its data directory is free); `stop('SIGKILL')` is a crash: nothing of the app gets to run.
 */
export function startServer(script: string, env: Record<string, string>, onOutput: (chunk: string) => void = () => {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let kept = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    kept = (kept + text).slice(-OUTPUT_KEPT);
    onOutput(text);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(`not started: ${error.message}`));
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, signal);
    await exited;
  };
  return Object.assign(stop, { exited, output: () => kept });
}
