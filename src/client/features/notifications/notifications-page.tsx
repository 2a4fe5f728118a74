import { Box, Button, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CheckCheck } from 'lucide-react';
import { NOTIFICATION_TEXT } from '../../../shared/constants/community';
import { EmptyState, LoadError, LoadMoreButton } from '../../components/page-states';
import { trpc } from '../../trpc';
import { NotificationItem } from './notification-item';
import { NewsletterSetting } from '../newsletter';
import { NotificationSettings } from './notification-settings';
import { RelationLists } from './relation-lists';
import { NOTIFICATIONS_UI_TEXT } from './notification-text';
import { useMarkAllRead, useOpenNotification } from './use-notification-actions';
import { usePageMeta } from '../../lib/page-head';

const PAGE_SIZE = 20;

function ListSkeleton() {
  return (
    <Stack gap="0" role="status" aria-live="polite">
      <Box srOnly>{NOTIFICATION_TEXT.loading}</Box>
      {[0, 1, 2, 3].map((index) => (
        <Flex key={index} gap="3" px="4" py="3" aria-hidden>
          <Skeleton boxSize="9" rounded="full" flexShrink={0} />
          <Stack gap="2" flex="1">
            <Skeleton h="4" w="60%" />
            <Skeleton h="4" />
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

function NotificationList() {
  const list = trpc.notifications.list.useInfiniteQuery({ limit: PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  // The same answer the bell shows (shared cache), so both agree on whether anything is unread.
  const unread = trpc.notifications.unreadCount.useQuery();
  const markAll = useMarkAllRead();
  const openNotification = useOpenNotification();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const hasUnread = (unread.data?.count ?? 0) > 0 || items.some((item) => !item.isRead);

  if (list.isError) return <LoadError onRetry={() => void list.refetch()}>{NOTIFICATION_TEXT.listFailed}</LoadError>;

  return (
    <Box as="section" aria-label={NOTIFICATIONS_UI_TEXT.title}>
      <Flex justify="flex-end" minH="8" mb="3">
        {hasUnread ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            rounded="full"
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden />
            {NOTIFICATION_TEXT.markAll}
          </Button>
        ) : null}
      </Flex>
      {list.isPending ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <EmptyState title={NOTIFICATION_TEXT.empty} />
      ) : (
        <>
          <Box as="ul" listStyleType="none" bg="white" borderWidth="1px" borderColor="gray.100" rounded="2xl" overflow="hidden" shadow="xs">
            {items.map((notification) => (
              <Box as="li" key={notification.id} borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: '0' }}>
                <NotificationItem notification={notification} onOpen={openNotification} />
              </Box>
            ))}
          </Box>
          <LoadMoreButton query={list} failedText={NOTIFICATIONS_UI_TEXT.loadMoreFailed} />
        </>
      )}
    </Box>
  );
}

/** /profile/notifications: every notification, page by page, the member's settings, and whom she muted or blocked. */
export function NotificationsPage() {
  usePageMeta({ title: NOTIFICATIONS_UI_TEXT.title });
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="2" mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
          {NOTIFICATIONS_UI_TEXT.title}
        </Heading>
        <Text color="gray.600">{NOTIFICATIONS_UI_TEXT.pageIntro}</Text>
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap={{ base: '8', lg: '10' }} alignItems="start">
        <NotificationList />
        <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <NotificationSettings />
          <NotificationSettings kind="email" />
          <NewsletterSetting />
          <RelationLists />
        </Stack>
      </Grid>
    </Container>
  );
}
