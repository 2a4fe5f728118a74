import { Box, Button, Link as ChakraLink, chakra } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useOpenUntilNavigation } from '../lib/use-open-until-navigation';
import { isMemberFeaturesPath, MEMBER_FEATURES } from './nav-items';

/**
 * The desktop header's Member Features dropdown, highlighted on its sections' pages.
 *
 * A small hand-made menu button (WAI-ARIA menu button pattern: Enter, Space or ArrowDown open it
 * on the first item, arrows/Home/End move, Escape closes and returns focus, Tab or a click
 * elsewhere closes). It drops straight down below its button, so it needs no positioning engine
 * and keeps Chakra's Menu (about 20 KB gzip with its engine) out of a visitor's first load.
 */
export function MemberFeaturesMenu() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = isMemberFeaturesPath(pathname);
  const menuId = useId();
  const buttonId = useId();
  const [open, setOpen] = useOpenUntilNavigation();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  const show = (index: number | null) => {
    setOpen(true);
    setFocusIndex(index);
  };
  const hide = (returnFocus: boolean) => {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open && focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) hide(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  const count = MEMBER_FEATURES.length;
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show(count - 1);
    } else if (event.key === 'Escape' && open) {
      hide(true);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = focusIndex ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      hide(true);
    } else if (event.key === 'Tab') {
      hide(false);
    }
  };

  return (
    <Box ref={rootRef} position="relative">
      <Button
        ref={buttonRef}
        id={buttonId}
        variant="ghost"
        size="sm"
        fontSize="md"
        fontWeight="medium"
        color={active ? 'brand.fg' : 'gray.700'}
        bg={active ? 'brand.subtle' : undefined}
        _hover={{ color: 'brand.fg', bg: 'brand.50' }}
        data-active={active ? '' : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? hide(false) : show(null))}
        onKeyDown={onButtonKeyDown}
      >
        Member Features
        <ChevronDown aria-hidden style={{ transition: 'transform 0.15s', transform: open ? 'rotate(180deg)' : undefined }} />
      </Button>
      <chakra.ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        listStyleType="none"
        position="absolute"
        top="calc(100% + 6px)"
        insetStart="0"
        minW="56"
        bg="white"
        rounded="lg"
        shadow="lg"
        borderWidth="1px"
        borderColor="gray.100"
        p="1.5"
        zIndex="dropdown"
      >
        {MEMBER_FEATURES.map((item, index) => (
          <li key={item.to} role="none">
            <ChakraLink
              asChild
              display="block"
              px="3"
              py="2"
              rounded="md"
              fontSize="sm"
              color="gray.800"
              textDecoration="none"
              outline="none"
              _hover={{ bg: 'brand.50', color: 'brand.fg', textDecoration: 'none' }}
              _focusVisible={{ bg: 'brand.50', color: 'brand.fg', boxShadow: 'inset 0 0 0 2px {colors.brand.focusRing}' }}
              _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
            >
              <Link
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                onClick={() => hide(false)}
              >
                {item.label}
              </Link>
            </ChakraLink>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
