import { Avatar } from '@chakra-ui/react';
import { chooseAvatar } from '../../shared/lib/avatar';
import type { UserDto } from '../../shared/schemas/auth';

interface UserAvatarProps {
  user: Pick<UserDto, 'username' | 'avatar'>;
  /** The community profile's avatar and display name, once profiles exist. */
  profile?: { avatar?: string | null; displayName?: string | null } | null;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** PRODUCT.md "Screens" (Avatar): profile avatar, then user avatar, then initials. */
export function UserAvatar({ user, profile, size = 'sm' }: UserAvatarProps) {
  const { src, initials } = chooseAvatar({
    profileAvatar: profile?.avatar,
    userAvatar: user.avatar,
    displayName: profile?.displayName,
    username: user.username,
  });
  return (
    <Avatar.Root size={size} colorPalette="brand">
      <Avatar.Fallback>{initials}</Avatar.Fallback>
      {src ? <Avatar.Image src={src} alt="" /> : null}
    </Avatar.Root>
  );
}
