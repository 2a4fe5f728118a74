import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';

// Where the font preview button sits when a page keeps a place for it (the admin shell), instead
// of floating at the bottom left over the page: see docs/PRODUCT.md, "Font preview tool".
let dock: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setDock(next: HTMLElement | null) {
  dock = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The element the button is drawn into, or null (the button floats). */
export function useFontPreviewDock(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => dock,
    () => null,
  );
}

/** A place in a page's layout for the font preview button (empty while it isn't shown). */
export function FontPreviewDock(props: BoxProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    setDock(element);
    return () => setDock(null);
  }, [element]);
  return <Box ref={setElement} display="contents" {...props} />;
}
