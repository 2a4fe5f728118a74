import type { Plugin } from 'vite';

/**
 * Writes the entry's style sheet (the web fonts' @font-face rules and their metric-matched
 * fallbacks, imported in boot.ts: about 1.5 KB) into the built index.html instead of linking it.
 * Linked, it held back the server-drawn page's first paint by a request (Lighthouse's mobile
 * preset: ~450 ms on slow 4G) for rules that only name fonts, which swap in anyway.
 *
 * The link stays, `disabled`: a disabled style sheet is not fetched, and Vite's loader, which
 * fetches a chunk's style sheets before the chunk unless the page already links them, finds it
 * there (every chunk that imports the entry's helpers lists the entry's sheet among its needs).
 * Fails the build when the link it replaces is missing. Build only: dev serves the sheet as is.
 */
export function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'mama-village-inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        let inlined = html;
        for (const fileName of chunk.viteMetadata?.importedCss ?? []) {
          const asset = bundle[fileName];
          const link = `<link rel="stylesheet" crossorigin href="${base}${fileName}">`;
          if (asset?.type !== 'asset' || !inlined.includes(link)) {
            throw new Error(`inline entry CSS: ${link} is not in index.html (has Vite changed how it links a sheet?)`);
          }
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // A sheet can't close its <style> element: '</style' never occurs in CSS but inside a string.
          if (/<\/style/i.test(css)) throw new Error(`inline entry CSS: ${fileName} holds '</style'`);
          inlined = inlined.replace(link, `<style>${css.trim()}</style>\n    <link rel="stylesheet" href="${base}${fileName}" disabled>`);
        }
        return inlined;
      },
    },
  };
}
