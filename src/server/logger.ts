import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/**
 * pino: one JSON object per line on stdout, `{"level":"info","time":1763700000000,"msg":…, …}`,
 * what log collectors read without a parser. `time` is pino's epoch milliseconds: formatting an
 * ISO date on every line measured about a microsecond and a half more per request line. Lines
 * are written asynchronously, so many requests' lines share a write under load; pino flushes
 * what is pending when the process exits. Call as pino does: `logger.info({ reqId }, 'request')`.
 */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // No pid or hostname on every line: the process manager knows them.
      base: undefined,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

export const silentLogger: Logger = pino({ level: 'silent' });
