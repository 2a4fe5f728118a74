import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Bookmark, LayoutDashboard, LogOut, User } from 'lucide-react';
import type { UserDto } from '../../../shared/schemas/auth';
import { useLogout } from '../../features/auth/use-auth-mutations';
import { ACCOUNT_LINKS, ADMIN_LINK } from './nav-items';
import { UserAvatar } from './user-avatar';

const ICONS = { '/community/profile': User, '/profile/saved-items': Bookmark } as const;

/** SPEC section 2: the avatar menu with username, email, account links and Log out. */
export function UserMenu({ user }: { user: UserDto }) {
  const logout = useLogout();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" rounded="full" p="0" minW="auto" h="auto" aria-label="Account menu">
          <UserAvatar user={user} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" color="gray.900">
                {user.username}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            {ACCOUNT_LINKS.map((item) => {
              const Icon = ICONS[item.to];
              return (
                <Menu.Item key={item.to} value={item.to} asChild>
                  <Link to={item.to}>
                    <Icon aria-hidden />
                    {item.label}
                  </Link>
                </Menu.Item>
              );
            })}
            {user.isAdmin ? (
              <Menu.Item value={ADMIN_LINK.to} asChild>
                <Link to={ADMIN_LINK.to}>
                  <LayoutDashboard aria-hidden />
                  {ADMIN_LINK.label}
                </Link>
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            {/* onClick, not onSelect: a click (or Enter, which zag turns into a click) always reaches it. */}
            <Menu.Item value="logout" disabled={logout.isPending} onClick={() => logout.mutate()}>
              <LogOut aria-hidden />
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
