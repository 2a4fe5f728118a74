import { IconButton } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { UserDto } from '../../shared/schemas/auth';
import { useOpenUntilNavigation } from '../lib/use-open-until-navigation';

const MOBILE_MENU_ID = 'mobile-menu';

// The panel loads the first time the menu opens (or is about to: a touch or focus on the toggle).
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/** While open, the page behind does not scroll (PRODUCT.md "Screens"); restored on close or unmount. */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

interface MobileMenuProps {
  user: UserDto | null;
}

/** The mobile header's toggle and its panel. Navigating anywhere closes it. */
export function MobileMenu({ user }: MobileMenuProps) {
  const [open, setOpen] = useOpenUntilNavigation();
  const close = () => setOpen(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // The panel is about to go: keep keyboard focus on the page instead of losing it.
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  return (
    <>
      <IconButton
        ref={toggleRef}
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        variant="ghost"
        size="md"
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(!open)}
      >
        {open ? <X /> : <Menu />}
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={MOBILE_MENU_ID} user={user} close={close} toggle={() => toggleRef.current} />
        </Suspense>
      ) : null}
    </>
  );
}
