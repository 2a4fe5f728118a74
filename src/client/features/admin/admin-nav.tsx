import { Box, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useCurrentUser } from '../auth';
import { currentAdminSection, hasNestedSection, navGroupsFor } from './admin-sections';
import { PendingCommentsBadge } from './comments/pending-comments-badge';
import { PendingBadge } from './moderation/pending-badge';

/** The areas whose links carry a pending count: the queue's, and the comments waiting for approval. */
const MODERATION_SECTION = '/admin/moderation';
const PENDING_COMMENTS_SECTION = '/admin/comments/pending';

export const ADMIN_NAV_TEXT = {
  label: 'Admin',
  viewSite: 'View site',
} as const;

const linkStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'gray.700',
  textDecoration: 'none',
  borderStartWidth: '3px',
  borderStartColor: 'transparent',
  _hover: { bg: 'brand.50', color: 'brand.fg', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
  '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', borderStartColor: 'brand.fg' },
} as const;

function NavGroup({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Text id={id} px="3" mb="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {label}
      </Text>
      {children}
    </Box>
  );
}

/**
 * Every admin area in its group, the current one marked (aria-current and a highlight), and a
 * way back to the site. `onNavigate` lets the drawer close when a link is followed.
 */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = currentAdminSection(pathname);
  const { user } = useCurrentUser();

  return (
    <Box as="nav" aria-label={ADMIN_NAV_TEXT.label}>
      <Stack gap="5">
        {navGroupsFor(user ?? { isAdmin: false }).map((group) => (
          <NavGroup key={group.label} label={group.label}>
            <Stack as="ul" listStyleType="none" gap="0.5">
              {group.sections.map((section) => (
                <li key={section.to}>
                  <ChakraLink asChild {...linkStyles}>
                    <Link
                      to={section.to}
                      // The router marks a link whose path starts the current one as the page
                      // (aria-current); for an area with a nested one (/admin, /admin/comments)
                      // only an exact match may count. The current area is decided here.
                      activeOptions={{ exact: hasNestedSection(section) }}
                      aria-current={section === current ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      {section.label}
                      {section.to === MODERATION_SECTION ? <PendingBadge /> : null}
                      {section.to === PENDING_COMMENTS_SECTION ? <PendingCommentsBadge /> : null}
                    </Link>
                  </ChakraLink>
                </li>
              ))}
            </Stack>
          </NavGroup>
        ))}
      </Stack>
      <Separator my="4" />
      <ChakraLink asChild {...linkStyles}>
        <Link to="/" activeOptions={{ exact: true }} onClick={onNavigate}>
          {ADMIN_NAV_TEXT.viewSite}
          <ExternalLink size={14} aria-hidden />
        </Link>
      </ChakraLink>
    </Box>
  );
}
