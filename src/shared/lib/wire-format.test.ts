import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from './wire-format';

const sample = {
  items: [
    { id: 1, createdAt: new Date('2026-11-25T01:02:03.004Z'), author: { joined: new Date('2025-01-01T00:00:00.000Z') } },
    { id: 2, createdAt: new Date('2026-11-24T00:00:00.000Z'), note: null },
  ],
  'odd.key': new Date('2026-01-01T00:00:00.000Z'),
  nextCursor: null,
  count: 3,
  flags: [true, false],
};

describe('the wire format', () => {
  it('gives Dates back as Dates, everything else as it was', () => {
    const back = deserialize<typeof sample>(JSON.parse(JSON.stringify(serialize(sample))));
    expect(back).toEqual(sample);
    expect(back.items[0]!.createdAt).toBeInstanceOf(Date);
    expect(back['odd.key']).toBeInstanceOf(Date);
  });

  it('lists each Date by its path, in the form superjson writes (dots in keys escaped)', () => {
    expect(serialize(sample).meta).toEqual({
      values: {
        'items.0.createdAt': ['Date'],
        'items.0.author.joined': ['Date'],
        'items.1.createdAt': ['Date'],
        'odd\\.key': ['Date'],
      },
      v: 1,
    });
  });

  it('handles a bare Date, plain values and undefined fields', () => {
    const when = new Date('2026-11-25T00:00:00.000Z');
    expect(deserialize(serialize(when))).toEqual(when);
    expect(serialize(null)).toEqual({ json: null });
    expect(serialize('text')).toEqual({ json: 'text' });
    expect(serialize({ a: undefined, b: 1 })).toEqual({ json: { b: 1 } });
  });

  it('never reaches a prototype from an untrusted input', () => {
    const hostile = JSON.parse(
      '{"json":{"__proto__":{"polluted":"x"},"a":{}},"meta":{"values":{"__proto__.polluted":["Date"],"a.constructor.prototype.x":["Date"]}}}',
    );
    deserialize(hostile);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    const copied = serialize(JSON.parse('{"__proto__":{"isAdmin":true}}')) as { json: Record<string, unknown> };
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.getPrototypeOf(copied.json)).toBe(Object.prototype);
  });

  it('ignores paths to nothing and marks on values that are not text', () => {
    expect(deserialize({ json: { a: 1 }, meta: { values: { 'b.c': ['Date'], a: ['Date'] } } })).toEqual({ a: 1 });
  });
});
