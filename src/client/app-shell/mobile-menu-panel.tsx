import { Box, Button, Separator, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { UserDto } from '../../shared/schemas/auth';
import { useLogout } from '../features/auth/use-auth-mutations';
import { accountLinks, AUTH_LINKS, MOBILE_NAV } from './nav-items';

const linkStyles = {
  display: 'block',
  px: '3',
  py: '3',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'gray.800',
  _hover: { bg: 'brand.50', color: 'brand.fg' },
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

const menuButtonStyles = {
  variant: 'ghost',
  w: 'full',
  h: 'auto',
  justifyContent: 'flex-start',
  px: '3',
  py: '3',
  fontSize: 'md',
  fontWeight: 'medium',
  color: 'gray.800',
  _hover: { bg: 'brand.50', color: 'brand.fg' },
} as const;

// The tour's entry (phones have no Help menu) loads for members only.
const MobileTourButton = lazy(() => import('../features/onboarding/mobile-tour-button'));

interface MobileMenuPanelProps {
  id: string;
  user: UserDto | null;
  close: () => void;
  /** Where focus goes back to when the tour opens over the closing menu. */
  toggle: () => HTMLElement | null;
}

/** The mobile menu's panel: loaded the first time the menu opens (mobile-menu.tsx). */
export default function MobileMenuPanel({ id, user, close, toggle }: MobileMenuPanelProps) {
  const logout = useLogout();
  return (
    <Box
      as="nav"
      id={id}
      aria-label="Mobile"
      position="fixed"
      insetX="0"
      top="var(--header-height)"
      bottom="0"
      bg="white"
      borderTopWidth="1px"
      overflowY="auto"
      overscrollBehavior="contain"
      zIndex="dropdown"
      px="4"
      py="4"
    >
      <Stack as="ul" listStyleType="none" gap="1">
        {MOBILE_NAV.map((item) => (
          <li key={item.to}>
            <Box asChild {...linkStyles}>
              <Link to={item.to} activeOptions={{ exact: item.to === '/' }} onClick={close}>
                {item.label}
              </Link>
            </Box>
          </li>
        ))}
      </Stack>
      <Separator my="4" />
      {user ? (
        <Stack as="ul" listStyleType="none" gap="1" aria-label={`Signed in as ${user.username}`}>
          <Box as="li" px="3" pb="2" fontSize="sm" color="fg.muted">
            Signed in as{' '}
            <Box as="span" fontWeight="semibold" color="gray.900">
              {user.username}
            </Box>
          </Box>
          {accountLinks(user).map((item) => (
            <li key={item.to}>
              <Box asChild {...linkStyles}>
                <Link to={item.to} onClick={close}>
                  {item.label}
                </Link>
              </Box>
            </li>
          ))}
          <li>
            <Suspense fallback={null}>
              {/* The menu closes under the tour: focus comes back to its toggle. */}
              <MobileTourButton {...menuButtonStyles} userId={user.id} onOpen={close} returnFocusTo={toggle} />
            </Suspense>
          </li>
          <li>
            <Button {...menuButtonStyles} loading={logout.isPending} onClick={() => logout.mutate()}>
              Logout
            </Button>
          </li>
        </Stack>
      ) : (
        <Stack gap="3">
          <Button asChild variant="outline" colorPalette="brand" size="lg">
            <Link to={AUTH_LINKS.mobileLogin.to} onClick={close}>
              {AUTH_LINKS.mobileLogin.label}
            </Link>
          </Button>
          <Button asChild colorPalette="brand" size="lg">
            <Link to={AUTH_LINKS.join.to} onClick={close}>
              {AUTH_LINKS.join.label}
            </Link>
          </Button>
        </Stack>
      )}
    </Box>
  );
}
