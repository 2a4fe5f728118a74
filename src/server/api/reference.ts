import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { acceptsGzip } from '../http/gzip';
import { CATALOGUE } from './catalogue';
import type { ApiOperation } from './operation';
import { API_TITLE } from './openapi';
import { CHANGELOG_PATH, REFERENCE_PATH, SCALAR_BUNDLE_PATH } from './reference-paths';
import { earliestSunset } from './versions';

/**
 * The reference pages (docs/ARCHITECTURE.md "Integrator API"): /developers/api, the document drawn
 * by Scalar, whose browser bundle this site serves itself (no CDN, no other host: its default
 * fonts and AI features off), its one inline script allowed by the page's CSP nonce
 * (http/security-headers.ts); and /developers/api/changelog, written on the server from the
 * catalogue's `since` and `deprecatedAt`. Server routes: the client app's bundle doesn't grow.
 */

/** Scalar's single-file (UMD) bundle: no follow-up imports a nonce couldn't cover. */
function scalarBundleFile(): string {
  const entry = fileURLToPath(import.meta.resolve('@scalar/api-reference'));
  return path.join(path.dirname(entry), 'browser', 'standalone.js');
}

/**
 * The zod inside Scalar probes for eval (`Function('')`, caught) to speed up its parsing; under
 * the CSP (no 'unsafe-eval') the probe is a violation report. Its shared configuration, read
 * before the probe, turns the probe off.
 */
const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });\n';

interface Bundle {
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}
let bundle: Promise<Bundle> | null = null;
const gzipped = promisify(gzip);
/**
 * Read and compressed once a process (4.8 MB, 1.3 MB gzipped), on the first request for it, off
 * the event loop: compressing it there held every other request for a few hundred milliseconds.
 */
function loadBundle(): Promise<Bundle> {
  bundle ??= readFile(scalarBundleFile()).then(async (file) => {
    const body = new Uint8Array(Buffer.concat([Buffer.from(ZOD_WITHOUT_EVAL), file]));
    return {
      body,
      gzip: new Uint8Array(await gzipped(body)),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
  });
  return bundle;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The changelog's days, newest first: what appeared and what was deprecated each day. */
export function changelogOf(catalogue: readonly ApiOperation[]): { day: string; added: ApiOperation[]; deprecated: ApiOperation[] }[] {
  const days = new Map<string, { added: ApiOperation[]; deprecated: ApiOperation[] }>();
  const dayOf = (day: string) => days.get(day) ?? days.set(day, { added: [], deprecated: [] }).get(day)!;
  for (const operation of catalogue) {
    dayOf(operation.since).added.push(operation);
    if (operation.deprecatedAt) dayOf(operation.deprecatedAt).deprecated.push(operation);
  }
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([day, entry]) => ({ day, ...entry }));
}

function changelogHtml(catalogue: readonly ApiOperation[]): string {
  const line = (operation: ApiOperation) =>
    `<li><code>${operation.method.toUpperCase()} ${escapeHtml(operation.path)}</code> — ${escapeHtml(operation.summary)}</li>`;
  const sections = changelogOf(catalogue)
    .map(({ day, added, deprecated }) => {
      const parts = [`<h2 id="${day}">${day}</h2>`];
      if (added.length > 0) parts.push(`<h3>Added</h3><ul>${added.map(line).join('')}</ul>`);
      if (deprecated.length > 0) {
        const sunset = (operation: ApiOperation) => operation.sunsetAt ?? earliestSunset(operation.deprecatedAt!);
        parts.push(
          `<h3>Deprecated</h3><ul>${deprecated
            .map((operation) => line(operation).replace('</li>', ` (answers until ${sunset(operation)})</li>`))
            .join('')}</ul>`,
        );
      }
      return `<section>${parts.join('')}</section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Changelog · ${API_TITLE}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      body { font-family: system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #2d2a32; }
      code { font-size: 0.9em; }
      h2 { border-bottom: 1px solid #ddd; padding-bottom: 0.25rem; }
    </style>
  </head>
  <body>
    <p><a href="${REFERENCE_PATH}">← The API reference</a> · <a href="/api/openapi.json">openapi.json</a></p>
    <h1>${API_TITLE}: changelog</h1>
    <p>Version 1 only grows by addition. A breaking change gets a new path; a deprecated operation keeps answering, with <code>Deprecation</code> and <code>Sunset</code> headers, for at least six months.</p>
    ${sections}
  </body>
</html>`;
}

export function apiReference(catalogue: readonly ApiOperation[] = CATALOGUE): Hono<AppEnv> {
  const changelog = changelogHtml(catalogue);
  return new Hono<AppEnv>()
    .get(
      REFERENCE_PATH,
      Scalar((c) => ({
        url: '/api/openapi.json',
        pageTitle: `${API_TITLE} reference`,
        // The site's own: without it the browser asks for /favicon.ico, which the site has not.
        favicon: '/favicon.svg',
        cdn: SCALAR_BUNDLE_PATH,
        nonce: c.get('secureHeadersNonce' as never) as string | undefined,
        withDefaultFonts: false,
        hideClientButton: true,
        agent: { disabled: true },
        telemetry: false,
        showDeveloperTools: 'never',
      })),
    )
    .get(SCALAR_BUNDLE_PATH, async (c) => {
      const { body, gzip, etag } = await loadBundle();
      const headers: Record<string, string> = {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=86400',
        etag,
        vary: 'Accept-Encoding',
      };
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      if (acceptsGzip(c.req.header('accept-encoding'))) return c.body(gzip, 200, { ...headers, 'content-encoding': 'gzip' });
      return c.body(body, 200, headers);
    })
    .get(CHANGELOG_PATH, (c) => {
      c.header('cache-control', 'public, max-age=3600');
      return c.html(changelog);
    });
}
