import { HStack } from '@chakra-ui/react';
import type { UserDto } from '../../../shared/schemas/auth';
import { HelpMenu } from './help-menu';
import { UserMenu } from './user-menu';

/**
 * The desktop header's Help and avatar menus. Loaded only once someone is signed in (see
 * header.tsx), so a visitor's first load carries no menu machinery.
 */
export default function SignedInActions({ user }: { user: UserDto }) {
  return (
    <HStack gap="1">
      <HelpMenu userId={user.id} />
      <UserMenu user={user} />
    </HStack>
  );
}
