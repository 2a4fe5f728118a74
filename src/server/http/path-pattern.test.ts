import { describe, expect, it } from 'vitest';
import { pathPattern, trimTrailingSlash } from './path-pattern';

const matches = (route: string, prefix: ':' | '$', path: string) => pathPattern(route, prefix).test(trimTrailingSlash(path));

describe('pathPattern', () => {
  it.each([
    ['/blog/$slug', '$', '/blog/first-post', true],
    ['/blog/$slug', '$', '/blog/first-post/', true],
    ['/blog/$slug', '$', '/blog/', false],
    ['/blog/$slug', '$', '/blog/a/b', false],
    ['/blog/', '$', '/blog', true],
    ['/', '$', '/', true],
    ['/api/likes/:type/:id', ':', '/api/likes/recipe/3', true],
    ['/api/likes/:type/:id/count', ':', '/api/likes/recipe/3', false],
    ['/api/site-content/:key', ':', '/api/site-content/home.hero', true],
    ['/a.b', ':', '/axb', false],
  ] as const)('%s (%s) against %s: %s', (route, prefix, path, expected) => {
    expect(matches(route, prefix, path)).toBe(expected);
  });
});
