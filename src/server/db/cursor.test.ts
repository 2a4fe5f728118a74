import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, toKeysetPage, toPage } from './cursor';

const encoded = (text: string) => Buffer.from(text).toString('base64url');

describe('keyset cursors', () => {
  it('round-trip a Date, an exact microsecond time and a pinned flag', () => {
    expect(decodeCursor(encodeCursor({ date: new Date('2026-01-02T03:04:05.678Z'), id: 9 }))).toEqual({
      date: '2026-01-02T03:04:05.678Z',
      id: 9,
    });
    expect(decodeCursor(encodeCursor({ date: '2026-01-02T03:04:05.678901Z', id: 9, pinned: true }))).toEqual({
      date: '2026-01-02T03:04:05.678901Z',
      id: 9,
      pinned: true,
    });
    expect(decodeCursor(encodeCursor({ date: '2026-01-02T03:04:05.000000Z', id: 1, pinned: false })).pinned).toBe(false);
  });

  it.each([
    ['not base64 text', 'bm9wZQ'],
    ['a zero id', encoded('2026-01-01T00:00:00.000Z|0')],
    ['a date without time', encoded('2026-01-01|5')],
    ['an impossible date', encoded('2026-13-01T00:00:00.000Z|5')],
    ['SQL in the time', encoded("2026-01-01T00:00:00Z'; drop table users;--|5")],
    ['a bad pinned flag', encoded('2026-01-01T00:00:00.000Z|5|yes')],
    ['extra parts', encoded('2026-01-01T00:00:00.000Z|5|1|x')],
  ])('refuses %s with BAD_REQUEST', (_, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', message: 'Invalid cursor' }));
  });

  it('gives a next cursor only when there is a further row', () => {
    const rows = [1, 2, 3].map((id) => ({ id, at: `2026-01-0${id}T00:00:00.000001Z`, pinned: id === 1 }));
    expect(
      toPage(
        rows,
        3,
        (row) => row.at,
        (row) => row.id,
      ),
    ).toEqual({ items: [1, 2, 3], nextCursor: null });
    const page = toKeysetPage(
      rows,
      2,
      (row) => ({ date: row.at, id: row.id, pinned: row.pinned }),
      (row) => row.id,
    );
    expect(page.items).toEqual([1, 2]);
    expect(decodeCursor(page.nextCursor!)).toEqual({ date: '2026-01-02T00:00:00.000001Z', id: 2, pinned: false });
  });
});
