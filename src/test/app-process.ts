// Starting the app (or another server script) as its own process, the way a process manager
// would: used by the multi-process test and the load benchmarks.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

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
 * to a pipe that is read and dropped, as under a process manager (a request log written to a
 * file or /dev/null would be written synchronously, which no deployment does); `onOutput` sees it
 * first. The stop function resolves once the process has exited (its data directory is free);
 * `stop('SIGKILL')` is a crash: nothing of the app gets to run.
 */
export function startServer(
  script: string,
  env: Record<string, string>,
  onOutput: (chunk: string) => void = () => {},
): (signal?: NodeJS.Signals) => Promise<void> {
  const child = spawn('npx', ['tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async (signal = 'SIGTERM') => {
    if (child.exitCode === null) process.kill(-child.pid!, signal);
    await exited;
  };
}
