import { useEffect } from 'react';

/** Set on `<html>` once the app has taken over the page: what end-to-end journeys wait for. */
export const APP_READY_ATTRIBUTE = 'data-app';

/**
 * Text typed into a server-drawn field before the app took over. Hydration keeps it on screen but
 * records the field's React value (empty) as its default, and the next render would wipe it: each
 * such field is sent an input event instead, so its component's state takes the text in.
 */
export function keepTextTypedBeforeTakeover(doc: Document = document) {
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value === field.defaultValue || field.type === 'hidden') continue;
    const typed = field.value;
    // React notices a change against the last value it saw: it is told the default, then the
    // browser's own setter puts the text back, and the event carries it to onChange.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * The field the visitor is in when the app takes over: React never saw it gain focus, so its
 * component hears of it now (a focused search box shows its suggestions).
 */
export function tellFocusBeforeTakeover(doc: Document = document) {
  const field = doc.activeElement;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/** Rendered beside the app: its effect runs once React has committed the page it took over. */
export function TakeOver() {
  useEffect(() => {
    keepTextTypedBeforeTakeover();
    tellFocusBeforeTakeover();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready');
  }, []);
  return null;
}
