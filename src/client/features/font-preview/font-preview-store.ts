import { FONT_PREVIEW_SESSION_KEY, SAVED_FONT_KEY } from '../../../shared/constants/font-preview';
import { isFontClassName, type FontClassName } from '../../../shared/constants/fonts';

/**
 * The personal heading font of this browser, as far as every first load needs it: the font saved
 * with the font preview tool (HeadingFont applies it over the admin's), and whether the tool's
 * button was asked for this session. The tool, which previews, saves and resets, loads only when
 * its button is shown (font-preview-tool.tsx).
 */

/** Storage can be switched off or full (private windows): then nothing is remembered. */
export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The font saved with Save, or null (none, or something that is no longer one of the fonts). */
export function savedFont(): FontClassName | null {
  const value = safely(() => window.localStorage.getItem(SAVED_FONT_KEY), null);
  return isFontClassName(value) ? value : null;
}

/** Whether a page of this browser session was opened with `?font-preview` (PRODUCT.md). */
export function fontPreviewRemembered(): boolean {
  return safely(() => window.sessionStorage.getItem(FONT_PREVIEW_SESSION_KEY) !== null, false);
}

export function rememberFontPreview() {
  safely(() => window.sessionStorage.setItem(FONT_PREVIEW_SESSION_KEY, 'true'), undefined);
}
