import type { Logger } from '../server/logger';

/** A logger that keeps what it is told, for tests that assert what the log says. */
export function capturingLogger() {
  const lines: ({ level: string; msg: string } & Record<string, unknown>)[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => {
    lines.push({ level, msg, ...fields });
  };
  const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}
