import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function collector() {
  const writes: string[] = [];
  return { writes, destination: { write: (chunk: string) => void writes.push(chunk) } };
}

describe('createLogger', () => {
  it('writes one JSON object per line: level by name, time in epoch milliseconds, message and fields, nothing else', () => {
    const { writes, destination } = collector();
    const logger = createLogger('info', destination);
    logger.info({ path: '/a', status: 200 }, 'request');
    logger.error({ reqId: 'r1', db: { code: '57P01', message: 'terminating connection' } }, 'request failed');
    expect(writes.every((line) => line.endsWith('\n'))).toBe(true);
    const [request, failure] = writes.map((line) => JSON.parse(line));
    expect(request).toEqual({ level: 'info', time: expect.any(Number), msg: 'request', path: '/a', status: 200 });
    expect(failure).toMatchObject({ level: 'error', msg: 'request failed', reqId: 'r1', db: { code: '57P01' } });
  });

  it('keeps to its level', () => {
    const { writes, destination } = collector();
    const logger = createLogger('warn', destination);
    logger.debug('no');
    logger.info({ path: '/b' }, 'no');
    logger.warn('yes');
    expect(writes.map((line) => JSON.parse(line).msg)).toEqual(['yes']);
  });
});
