import { Box, Portal } from '@chakra-ui/react';
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../shared/constants/timing';

/** Room kept between the tip and its control, and between the tip and the window's edges. */
const GAP_PX = 8;
/** Time to move the pointer from the control onto the tip, across the gap, before it closes. */
const LEAVE_GRACE_MS = 150;

/** When a tooltip last closed, for the skip delay (one page's tooltips share it). */
let lastClosedAt = Number.NEGATIVE_INFINITY;
const openDelayMs = () => {
  const sinceLastClosed = performance.now() - lastClosedAt;
  // A clock that went back (a test's fake one, a file after another's) counts as long ago.
  return sinceLastClosed >= 0 && sinceLastClosed < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
};

interface Placement {
  /** The control's horizontal middle and its top and bottom edges, in the window. */
  centre: number;
  top: number;
  bottom: number;
}

/**
 * A short text shown beside a control on hover or keyboard focus, after PRODUCT.md "Constants and limits"'s delay
 * (WCAG 1.4.13: it stays while the pointer is over it, Escape dismisses it). The control keeps
 * its element and gets the text as its description while the tip is shown.
 *
 * Chakra's Tooltip does the same through Zag's tooltip machine and Floating UI: about 20 KB gzip,
 * and a state machine started for every control at takeover (a list of recipe cards started a
 * dozen), on every page with a save button, for a hint only visitors see on a desktop.
 */
export function Tooltip({
  content,
  disabled = false,
  children,
}: {
  content: string;
  disabled?: boolean;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // After a press the tip stays away until the pointer or focus leaves: the press focuses the
  // control, and its toast answers the question the tip would have.
  const pressed = useRef(false);
  const [placement, setPlacement] = useState<Placement | null>(null);

  const later = (change: () => void, delayMs: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(change, delayMs);
  };
  const open = () => {
    if (disabled || pressed.current) return;
    if (placement) return stay();
    later(() => {
      const rect = anchor.current?.getBoundingClientRect();
      if (rect) setPlacement({ centre: rect.left + rect.width / 2, top: rect.top, bottom: rect.bottom });
    }, openDelayMs());
  };
  const close = (delayMs = 0) => later(() => setPlacement(null), delayMs);
  const stay = () => window.clearTimeout(timer.current);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (disabled) close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close only reads refs and setState
  }, [disabled]);

  // While shown: Escape dismisses it; scrolling moves the control away from it.
  useEffect(() => {
    if (!placement) return;
    const dismiss = () => setPlacement(null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', dismiss, { capture: true, passive: true });
    return () => {
      lastClosedAt = performance.now();
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', dismiss, { capture: true });
    };
  }, [placement]);

  // Above the control, centred, inside the window: below it when there is no room above.
  useLayoutEffect(() => {
    const element = tip.current;
    if (!placement || !element) return;
    const { width, height } = element.getBoundingClientRect();
    const left = Math.min(Math.max(placement.centre - width / 2, GAP_PX), window.innerWidth - width - GAP_PX);
    const above = placement.top - GAP_PX - height;
    element.style.left = `${Math.max(left, GAP_PX)}px`;
    element.style.top = `${above >= GAP_PX ? above : placement.bottom + GAP_PX}px`;
    element.style.visibility = 'visible';
  }, [placement]);

  return (
    <Box
      as="span"
      display="inline-flex"
      ref={anchor}
      onPointerEnter={open}
      onPointerLeave={() => {
        pressed.current = false;
        close(LEAVE_GRACE_MS);
      }}
      onFocus={open}
      onBlur={() => {
        pressed.current = false;
        close();
      }}
      onPointerDown={() => {
        pressed.current = true;
        close();
      }}
    >
      {cloneElement(children, { 'aria-describedby': placement ? id : undefined })}
      {placement ? (
        <Portal>
          <Box
            ref={tip}
            role="tooltip"
            id={id}
            position="fixed"
            visibility="hidden"
            zIndex="tooltip"
            bg="gray.900"
            color="white"
            px="2.5"
            py="1"
            rounded="l2"
            fontWeight="medium"
            textStyle="xs"
            shadow="md"
            maxW="xs"
            animationStyle="scale-fade-in"
            animationDuration="fast"
            onPointerEnter={stay}
            onPointerLeave={() => close(LEAVE_GRACE_MS)}
          >
            {content}
          </Box>
        </Portal>
      ) : null}
    </Box>
  );
}
