const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

/**
 * One JSON line per event: what log collectors read without a parser. Warnings and errors go to
 * stderr at once; debug and info lines (a line per request) are gathered and written once per
 * turn of the event loop, one write for many requests under load, and flushed at exit.
 */
export function createLogger(level: LogLevel = 'info', out: Pick<NodeJS.WriteStream, 'write'> = process.stdout): Logger {
  const threshold = LEVELS[level];
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const lines = pending.join('');
    pending = [];
    out.write(lines);
  };
  if (threshold <= LEVELS.info) process.once('exit', flush);

  const write = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Fields) => {
    if (LEVELS[lvl] < threshold) return;
    const line = `${JSON.stringify({ level: lvl, time: new Date().toISOString(), msg, ...fields })}\n`;
    if (lvl === 'error' || lvl === 'warn') {
      process.stderr.write(line);
      return;
    }
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

export const silentLogger = createLogger('silent');
