import { type FontClassName, fontOption } from '../../shared/constants/fonts';

/**
 * The heading fonts' files, self-hosted from @fontsource, each loaded only when it is chosen (the
 * default, Playfair Display, comes with the theme). The display fonts have one weight.
 */
const FONT_FILES: Partial<Record<FontClassName, () => Promise<unknown>>> = {
  'font-lora': () => import('@fontsource/lora/latin-700.css'),
  'font-libre-baskerville': () => import('@fontsource/libre-baskerville/latin-700.css'),
  'font-cormorant-garamond': () => import('@fontsource/cormorant-garamond/latin-700.css'),
  'font-dm-serif-display': () => import('@fontsource/dm-serif-display/latin-400.css'),
  'font-yeseva-one': () => import('@fontsource/yeseva-one/latin-400.css'),
  'font-montserrat': () => import('@fontsource/montserrat/latin-700.css'),
};

/** Loads a heading font's file (nothing for the default). */
export async function loadHeadingFont(font: FontClassName): Promise<void> {
  await FONT_FILES[font]?.();
}

/**
 * Makes `font` every heading's font, through the theme's heading token (theme.ts). `isCurrent`
 * is asked once the file has loaded: a font chosen meanwhile must not be replaced by this one.
 */
export async function applyHeadingFont(font: FontClassName, isCurrent: () => boolean = () => true): Promise<void> {
  await loadHeadingFont(font);
  if (!isCurrent()) return;
  document.documentElement.style.setProperty('--chakra-fonts-heading', fontOption(font).family);
}
