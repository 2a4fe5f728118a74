import { Box, type BoxProps, HStack } from '@chakra-ui/react';
import type { UserDto } from '../../shared/schemas/auth';
import { HelpMenu } from './help-menu';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/**
 * The header's member part: the notification bell, and on desktop the Help and avatar menus
 * (phones have them in the mobile menu). `menusDisplay` is how the header shows its desktop-only
 * parts (CSS decides until the app has mounted), null where they are left out. Loaded only once
 * someone is signed in (see header.tsx), so a visitor's first load carries none of it.
 */
export default function SignedInActions({ user, menusDisplay }: { user: UserDto; menusDisplay: BoxProps['display'] | null }) {
  return (
    <HStack gap="1">
      <NotificationBell />
      {menusDisplay === null ? null : (
        <Box display={menusDisplay}>
          <HelpMenu userId={user.id} />
          <UserMenu user={user} />
        </Box>
      )}
    </HStack>
  );
}
