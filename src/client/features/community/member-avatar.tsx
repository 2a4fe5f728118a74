import { Avatar } from '@chakra-ui/react';
import { sanitizeImageUrl } from '../../../shared/lib/images';
import { getInitials } from '../../../shared/lib/initials';
import type { ThreadAuthorDto } from '../../../shared/schemas/community';

/** A member's avatar, else the initials of their name (PRODUCT.md "Screens" (Avatar)). Decorative: the name is beside it. */
export function MemberAvatar({
  member,
  size = 'md',
}: {
  member: Pick<ThreadAuthorDto, 'name' | 'avatar'>;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}) {
  // Avatars are uploads: the site's image address rules apply (PRODUCT.md "Records and their fields").
  const src = sanitizeImageUrl(member.avatar) || null;
  return (
    <Avatar.Root size={size} colorPalette="brand" flexShrink={0} aria-hidden>
      <Avatar.Fallback>{getInitials(member.name)}</Avatar.Fallback>
      {src ? <Avatar.Image src={src} alt="" /> : null}
    </Avatar.Root>
  );
}
