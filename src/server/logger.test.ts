import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

function collector() {
  const writes: string[] = [];
  return { writes, out: { write: (chunk: string) => writes.push(chunk) > 0 } };
}

afterEach(() => vi.restoreAllMocks());

describe('createLogger', () => {
  it('writes the info lines of one turn of the event loop together, one JSON object per line', async () => {
    const { writes, out } = collector();
    const logger = createLogger('info', out);
    logger.info('request', { path: '/a' });
    logger.info('request', { path: '/b' });
    logger.debug('not at this level');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = writes[0]!.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((l) => [l.level, l.msg, l.path])).toEqual([
      ['info', 'request', '/a'],
      ['info', 'request', '/b'],
    ]);
  });

  it('writes warnings and errors to stderr at once', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { writes, out } = collector();
    createLogger('warn', out).error('boom', { reqId: 'r1' });
    expect(JSON.parse(String(stderr.mock.calls[0]![0]))).toMatchObject({ level: 'error', msg: 'boom', reqId: 'r1' });
    expect(writes).toEqual([]);
  });
});
