import { createLogger } from '../server/logger';

/** A logger that keeps what it is told (as pino writes it), for tests that assert what the log says. */
export function capturingLogger() {
  const lines: ({ level: string; msg: string } & Record<string, unknown>)[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}
