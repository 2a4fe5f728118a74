import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { AtSign, Bell, Megaphone, MessageSquareReply, MessagesSquare, type LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { NotificationType } from '../../../shared/constants/community';
import { formatNotificationTime } from '../../../shared/lib/relative-time';
import type { NotificationDto } from '../../../shared/schemas/community';
import { NOTIFICATIONS_UI_TEXT } from './notification-text';
import { followableLink } from './use-notification-actions';

/** PRODUCT.md "Records and their fields": each type has its own icon. */
export const NOTIFICATION_ICONS: Record<NotificationType, LucideIcon> = {
  tag: AtSign,
  thread_reply: MessageSquareReply,
  thread_participation: MessagesSquare,
  admin_announcement: Megaphone,
  other: Bell,
};

const itemStyles = {
  display: 'flex',
  gap: '3',
  w: 'full',
  px: '4',
  py: '3',
  textAlign: 'start',
  textDecoration: 'none',
  color: 'inherit',
  cursor: 'pointer',
  transitionProperty: 'background',
  transitionDuration: 'fast',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
} as const;

const ItemLink = chakra('a', { base: itemStyles });
const ItemButton = chakra('button', { base: itemStyles });

interface NotificationItemProps {
  notification: NotificationDto;
  onOpen: (notification: NotificationDto, event: MouseEvent) => void;
}

/**
 * One notification: its type's icon, title, content cut at two lines and when it came. Unread
 * ones stand out (tinted, bold title, a dot, 'Unread' for screen readers). A notification with a
 * link is a real link, so it can be opened in a new tab; one without is a button.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = !notification.isRead;
  const Icon = NOTIFICATION_ICONS[notification.type] ?? Bell;
  const link = followableLink(notification.link);

  const body = (
    <>
      <Flex
        boxSize="9"
        flexShrink={0}
        rounded="full"
        align="center"
        justify="center"
        bg={unread ? 'brand.100' : 'gray.100'}
        color={unread ? 'brand.fg' : 'gray.500'}
        aria-hidden
      >
        <Icon size={18} />
      </Flex>
      <Box flex="1" minW="0">
        <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'medium'} color="gray.900" lineHeight="short">
          {unread ? <Box as="span" srOnly>{`${NOTIFICATIONS_UI_TEXT.unread}: `}</Box> : null}
          {notification.title}
        </Text>
        {notification.content ? (
          <Text fontSize="sm" color="gray.600" lineClamp={2} mt="0.5">
            {notification.content}
          </Text>
        ) : null}
        <Text asChild display="block" fontSize="xs" color="fg.muted" mt="1">
          <time dateTime={notification.createdAt.toISOString()}>{formatNotificationTime(notification.createdAt)}</time>
        </Text>
      </Box>
      {unread ? <Box boxSize="2.5" flexShrink={0} mt="1.5" rounded="full" bg="brand.600" aria-hidden /> : null}
    </>
  );

  const shared = {
    'data-notification-type': notification.type,
    'data-unread': unread ? '' : undefined,
    bg: unread ? 'brand.50' : 'white',
    _hover: { bg: unread ? 'brand.100' : 'gray.50' },
    onClick: (event: MouseEvent) => onOpen(notification, event),
  };

  return link ? (
    // A middle click opens a new tab without a click event: it still marks the notification read.
    <ItemLink href={link} {...shared} onAuxClick={shared.onClick}>
      {body}
    </ItemLink>
  ) : (
    <ItemButton type="button" {...shared}>
      {body}
    </ItemButton>
  );
}
