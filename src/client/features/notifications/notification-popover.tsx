import { Box, Button, Center, defineSlotRecipe, Flex, Link as ChakraLink, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CheckCheck } from 'lucide-react';
import { NOTIFICATION_TEXT } from '../../../shared/constants/community';
import { trpc } from '../../trpc';
import { NotificationItem } from './notification-item';
import { NOTIFICATIONS_UI_TEXT } from './notification-text';
import { useMarkAllRead, useOpenNotification } from './use-notification-actions';

/**
 * The popover's look, here rather than in theme.ts: the theme is on every first load, and this
 * module only comes when the bell is used. (Chakra's own popover recipe can't be imported here:
 * from a lazy module, '@chakra-ui/react/theme' drags every recipe into the first load.)
 */
const popoverRecipe = defineSlotRecipe({
  className: 'notification-popover',
  slots: ['positioner', 'content', 'title'],
  base: {
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      bg: 'white',
      boxShadow: 'lg',
      borderWidth: '1px',
      borderColor: 'gray.100',
      outline: '0',
      '--popover-z-index': 'zIndex.popover',
      zIndex: 'calc(var(--popover-z-index) + var(--layer-index, 0))',
      transformOrigin: 'var(--transform-origin)',
      maxHeight: 'var(--available-height)',
      _open: { animationStyle: 'scale-fade-in', animationDuration: 'fast' },
      _closed: { animationStyle: 'scale-fade-out', animationDuration: 'faster' },
    },
  },
});

/** The popover shows the newest notifications; the rest are on /profile/notifications. */
const POPOVER_LIMIT = 20;

interface NotificationPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell's id: the popover is placed under it and gives focus back to it. */
  triggerId: string;
  /** From the bell's unread count, so 'Mark all as read' shows before the list has loaded. */
  hasUnread: boolean;
}

function PopoverList({ close, hasUnread }: { close: () => void; hasUnread: boolean }) {
  // Mounted only while the popover is open (lazyMount + unmountOnExit): the list is fetched
  // then, and again at each opening so what the count announced is there.
  const list = trpc.notifications.list.useQuery({ limit: POPOVER_LIMIT }, { staleTime: 0 });
  const markAll = useMarkAllRead();
  const openNotification = useOpenNotification(close);
  const items = list.data?.items ?? [];
  const showMarkAll = hasUnread || items.some((item) => !item.isRead);

  return (
    <>
      <Flex align="center" justify="space-between" gap="3" px="4" py="3" borderBottomWidth="1px" borderColor="gray.100">
        <Popover.Title fontWeight="semibold" fontSize="md" color="gray.900">
          {NOTIFICATIONS_UI_TEXT.title}
        </Popover.Title>
        {showMarkAll ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="brand"
            color="brand.fg"
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden />
            {NOTIFICATION_TEXT.markAll}
          </Button>
        ) : null}
      </Flex>
      <Box maxH="60vh" overflowY="auto" overscrollBehavior="contain">
        {list.isPending ? (
          <Center gap="2" py="8" color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text fontSize="sm">{NOTIFICATION_TEXT.loading}</Text>
          </Center>
        ) : list.isError ? (
          <Stack align="center" gap="2" py="8" px="4" textAlign="center">
            <Text role="alert" fontSize="sm" color="red.700">
              {NOTIFICATION_TEXT.listFailed}
            </Text>
            <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
              {NOTIFICATIONS_UI_TEXT.retry}
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <Text py="8" px="4" textAlign="center" fontSize="sm" color="fg.muted">
            {NOTIFICATION_TEXT.empty}
          </Text>
        ) : (
          <Box as="ul" listStyleType="none" aria-label={NOTIFICATIONS_UI_TEXT.title}>
            {items.map((notification) => (
              <Box as="li" key={notification.id} borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: '0' }}>
                <NotificationItem notification={notification} onOpen={openNotification} />
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Box borderTopWidth="1px" borderColor="gray.100" px="4" py="2.5" textAlign="center">
        <ChakraLink asChild fontSize="sm" fontWeight="semibold" color="brand.fg">
          <Link to="/profile/notifications" onClick={close}>
            {NOTIFICATIONS_UI_TEXT.viewAll}
          </Link>
        </ChakraLink>
      </Box>
    </>
  );
}

/**
 * PRODUCT.md "Screens" (Other behaviour): the notification popover. Loaded lazily by the header's bell,
 * which stays its trigger (`ids.trigger`), so nothing in the header moves when this arrives.
 */
export default function NotificationPopover({ open, onOpenChange, triggerId, hasUnread }: NotificationPopoverProps) {
  const close = () => onOpenChange(false);
  return (
    <Popover.Root
      recipe={popoverRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ trigger: triggerId, content: `${triggerId}-popover` }}
      positioning={{ placement: 'bottom-end', gutter: 8, overflowPadding: 12 }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 24px)', sm: '96' }} maxW="96" p="0" overflow="hidden" rounded="xl">
            <PopoverList close={close} hasUnread={hasUnread} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
