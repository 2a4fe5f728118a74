import { useSyncExternalStore } from 'react';
import { FONT_PREVIEW_SESSION_KEY, SAVED_FONT_KEY } from '../../../shared/constants/font-preview';
import { isFontClassName, type FontClassName } from '../../../shared/constants/fonts';

/**
 * The personal heading font of this browser: the one saved with the font preview tool, and the
 * one being previewed while the tool is open. HeadingFont (layout/heading-font.tsx) applies
 * preview, then saved, then the admin's font. Part of every first load, so kept small; the tool
 * itself loads only when its button is shown.
 */

const listeners = new Set<() => void>();
let preview: FontClassName | null = null;
let version = 0;

function notify() {
  version += 1;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Storage can be switched off or full (private windows): then nothing is remembered. */
function safely<T>(action: () => T, fallback: T): T {
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

export function saveFont(font: FontClassName) {
  safely(() => window.localStorage.setItem(SAVED_FONT_KEY, font), undefined);
  preview = null;
  notify();
}

/** Reset: the saved font is removed, so headings go back to the site's font. */
export function removeSavedFont() {
  safely(() => window.localStorage.removeItem(SAVED_FONT_KEY), undefined);
  preview = null;
  notify();
}

/** Shows `font` on every heading until it is saved or the preview ends (null). */
export function setPreviewFont(font: FontClassName | null) {
  if (preview === font) return;
  preview = font;
  notify();
}

/** The personal font to show right now (preview, then saved), or null for the site's font. */
export function usePersonalFont(): FontClassName | null {
  useSyncExternalStore(subscribe, () => version, () => version);
  return preview ?? savedFont();
}

/** Whether a page of this browser session was opened with `?font-preview` (PRODUCT.md). */
export function fontPreviewRemembered(): boolean {
  return safely(() => window.sessionStorage.getItem(FONT_PREVIEW_SESSION_KEY) !== null, false);
}

export function rememberFontPreview() {
  safely(() => window.sessionStorage.setItem(FONT_PREVIEW_SESSION_KEY, 'true'), undefined);
}
