import { Badge, HStack } from '@chakra-ui/react';
import { Lock, Pin } from 'lucide-react';
import { FORUM_TEXT } from './community-text';

/** 'Pinned' and 'Locked' labels of a thread, when set. */
export function ThreadBadges({ thread, size = 'sm' }: { thread: { pinned: boolean; locked: boolean }; size?: 'sm' | 'md' }) {
  if (!thread.pinned && !thread.locked) return null;
  return (
    <HStack gap="1.5" flexShrink={0}>
      {thread.pinned ? (
        <Badge colorPalette="brand" variant="solid" rounded="full" px="2.5" size={size}>
          <Pin size={12} aria-hidden />
          {FORUM_TEXT.pinned}
        </Badge>
      ) : null}
      {thread.locked ? (
        <Badge colorPalette="gray" variant="subtle" rounded="full" px="2.5" size={size}>
          <Lock size={12} aria-hidden />
          {FORUM_TEXT.locked}
        </Badge>
      ) : null}
    </HStack>
  );
}
