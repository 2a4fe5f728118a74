import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Bookmark, FileLock2, LayoutDashboard, LogOut, ShieldCheck, User } from 'lucide-react';
import { chooseAvatar } from '../../shared/lib/avatar';
import type { UserDto } from '../../shared/schemas/auth';
import { useLogout } from '../features/auth/use-auth-mutations';
import { MemberLevelBadge } from '../features/gamification/member-level-badge';
import { accountLinks } from './nav-items';
import { UserAvatar } from './user-avatar';

const ICONS = {
  '/community/profile': User,
  '/profile/saved-items': Bookmark,
  '/profile/privacy': FileLock2,
  '/admin': LayoutDashboard,
  '/admin/moderation': ShieldCheck,
} as const;

/** PRODUCT.md "Screens": the avatar menu with username, email, account links and Log out. */
export function UserMenu({ user }: { user: UserDto }) {
  const logout = useLogout();
  // The initials the button shows are in its name (WCAG 2.5.3, label in name): a voice-control
  // user says what they see.
  const { src, initials } = chooseAvatar({ userAvatar: user.avatar, username: user.username });
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" rounded="full" p="0" minW="auto" h="auto" aria-label={src ? 'Account menu' : `${initials}, account menu`}>
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
              <Box mt="1.5">
                <MemberLevelBadge userId={user.id} size="md" />
              </Box>
            </Box>
            <Menu.Separator />
            {accountLinks(user).map((item) => {
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
