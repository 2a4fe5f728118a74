import { HStack } from '@chakra-ui/react';
import type { UserDto } from '../../../shared/schemas/auth';
import { HelpMenu } from './help-menu';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/**
 * The header's member part: the notification bell, and on desktop the Help and avatar menus
 * (phones have them in the mobile menu). Loaded only once someone is signed in (see header.tsx),
 * so a visitor's first load carries none of it.
 */
export default function SignedInActions({ user, isMobile }: { user: UserDto; isMobile: boolean }) {
  return (
    <HStack gap="1">
      <NotificationBell />
      {isMobile ? null : (
        <>
          <HelpMenu userId={user.id} />
          <UserMenu user={user} />
        </>
      )}
    </HStack>
  );
}
