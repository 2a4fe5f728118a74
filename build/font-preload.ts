import type { Plugin } from 'vite';

/**
 * The web-font files the first screen needs (their @fontsource names, latin subset): the body
 * text's regular Inter and the headings' bold Playfair Display (the default heading font, theme.ts; imported in boot.ts).
 */
export const PRELOADED_FONTS = ['inter-latin-400-normal.woff2', 'playfair-display-latin-700-normal.woff2'] as const;

/**
 * Adds `<link rel="preload" as="font">` for PRELOADED_FONTS to the built index.html, with the
 * hashed addresses the build gave them. Without it the browser learns of a font only once the CSS
 * has arrived and a text node needs it, which puts the swap (and the largest text's paint) late.
 * Fails the build when a font is missing from the bundle, so a renamed file can't drop the
 * preload silently. Build only: in dev the files come from node_modules, unhashed.
 */
export function fontPreload(fonts: readonly string[] = PRELOADED_FONTS): Plugin {
  let base = '/';
  return {
    name: 'mama-village-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const assets = Object.values(bundle).filter((file) => file.type === 'asset');
        return fonts.map((font) => {
          const asset = assets.find((file) =>
            [...file.names, ...file.originalFileNames].some((name) => name.endsWith(`/${font}`) || name === font),
          );
          if (!asset) throw new Error(`font preload: ${font} is not in the bundle (is it still imported in src/client/boot.ts?)`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${asset.fileName}`, crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
