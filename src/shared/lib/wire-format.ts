/**
 * How tRPC answers and inputs travel (the transformer on both ends). JSON carries everything the
 * site sends except Dates: a Date goes as its ISO text, and the paths of the Dates are listed
 * beside the JSON, in the form superjson writes (`{ json, meta: { values: { 'items.0.createdAt':
 * ['Date'] } } }`). That was all the site used superjson for; this costs every first load 4 KB less.
 * A field that is `undefined` is left out, as in plain JSON.
 */
export interface Serialized {
  json: unknown;
  meta?: { values: Record<string, ['Date']> | ['Date']; v?: number };
}

/** Keys never walked into: an input is untrusted, and these would reach object prototypes. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const escapeKey = (key: string) => key.replace(/\\/g, '\\\\').replace(/\./g, '\\.');

function splitPath(path: string): string[] {
  const keys: string[] = [];
  let key = '';
  for (let i = 0; i < path.length; i++) {
    const char = path[i];
    if (char === '\\' && i + 1 < path.length) key += path[++i];
    else if (char === '.') {
      keys.push(key);
      key = '';
    } else key += char;
  }
  keys.push(key);
  return keys;
}

function isoOf(date: Date): string | null {
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function serialize(value: unknown): Serialized {
  if (value instanceof Date) return { json: isoOf(value), meta: { values: ['Date'], v: 1 } };
  const dates: Record<string, ['Date']> = {};
  let found = false;
  const walk = (item: unknown, path: string): unknown => {
    if (item instanceof Date) {
      dates[path] = ['Date'];
      found = true;
      return isoOf(item);
    }
    if (Array.isArray(item)) return item.map((entry, index) => walk(entry, path ? `${path}.${index}` : String(index)));
    if (item !== null && typeof item === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(item)) {
        if (entry === undefined || typeof entry === 'function') continue;
        const child = path ? `${path}.${escapeKey(key)}` : escapeKey(key);
        Object.defineProperty(out, key, { value: walk(entry, child), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    return item;
  };
  const json = walk(value, '');
  return found ? { json, meta: { values: dates, v: 1 } } : { json };
}

export function deserialize<T = unknown>(payload: Serialized): T {
  const { json, meta } = payload;
  if (!meta) return json as T;
  if (Array.isArray(meta.values)) return (typeof json === 'string' ? new Date(json) : json) as T;
  for (const path of Object.keys(meta.values ?? {})) {
    const keys = splitPath(path);
    if (keys.some((key) => UNSAFE_KEYS.has(key))) continue;
    let parent: unknown = json;
    for (const key of keys.slice(0, -1)) {
      parent =
        parent !== null && typeof parent === 'object' && Object.hasOwn(parent, key) ? (parent as Record<string, unknown>)[key] : undefined;
    }
    const last = keys.at(-1)!;
    if (parent === null || typeof parent !== 'object' || !Object.hasOwn(parent, last)) continue;
    const text = (parent as Record<string, unknown>)[last];
    if (typeof text === 'string') (parent as Record<string, unknown>)[last] = new Date(text);
  }
  return json as T;
}

/** The tRPC transformer (client links, server init, msw in tests). */
export const wireFormat = { serialize, deserialize };
