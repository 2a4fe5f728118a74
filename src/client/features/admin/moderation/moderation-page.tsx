import { Badge, Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MODERATION_TEXT } from '../../../../shared/constants/moderation';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import { REPORT_REASONS, REPORT_TARGET_TYPES, REVIEW_STATUSES, type ReviewDecision } from '../../../../shared/rules/moderation';
import type { QueueItemDto } from '../../../../shared/schemas/moderation';
import { toaster } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { AdminFilterSelect, AdminListFilters, AdminPage, ConfirmDialog, useAdminListSearch, useConfirmedAction } from '../kit';
import { parseModerationSearch } from './moderation-search';
import { MODERATION_PAGE_TEXT as T } from './moderation-text';
import { SettingsLink } from './settings-link';

/** The text as reported and as it is now, side by side (one above the other on a phone). */
function Texts({ item }: { item: QueueItemDto }) {
  const changed = item.currentText !== null && item.currentText !== item.snapshot;
  return (
    <SimpleGrid columns={{ base: 1, md: changed ? 2 : 1 }} gap="3">
      <Box bg="gray.50" rounded="md" p="3">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          {T.reported}
        </Text>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {item.snapshot}
        </Text>
      </Box>
      {changed ? (
        <Box bg="gray.50" rounded="md" p="3">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {T.now}
          </Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {item.currentText}
          </Text>
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {item.currentText === null ? T.gone : T.unchanged}
        </Text>
      )}
    </SimpleGrid>
  );
}

/** One reported thing: what it is, why, the texts, the reports and the decisions. */
function QueueItem({ item, onDecide }: { item: QueueItemDto; onDecide(item: QueueItemDto, action: ReviewDecision): void }) {
  const labelId = `moderation-item-${item.id}`;
  return (
    <Box as="article" aria-labelledby={labelId} bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p={{ base: '4', md: '5' }}>
      <Stack gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Text as="h2" id={labelId} fontWeight="semibold">
            {T.types[item.targetType]} #{item.targetId} {T.by(item.author?.username ?? null)}
          </Text>
          {item.safety ? <Badge colorPalette="red">{T.safety}</Badge> : null}
          {item.illegal ? <Badge colorPalette="orange">{T.illegal}</Badge> : null}
          {item.hidden ? <Badge colorPalette="gray">{T.hidden}</Badge> : null}
          <Badge variant="outline">{T.reportCount(item.reports.length)}</Badge>
        </Flex>
        <HStack gap="1.5" wrap="wrap">
          {/* A safety concern and illegal content have their own badge above. */}
          {item.reasons
            .filter((reason) => reason !== 'safety_concern' && reason !== 'illegal')
            .map((reason) => (
              <Badge key={reason} variant="subtle" colorPalette="brand">
                {MODERATION_TEXT.reasons[reason].label}
              </Badge>
            ))}
          {/* What the automatic checks found: a held post's Keep publishes it. */}
          {item.checks.map((hit, index) => (
            <Badge key={`check-${index}`} variant="subtle" colorPalette={hit.check === 'safety' ? 'red' : 'yellow'}>
              {MODERATION_TEXT.checks[hit.check]}
              {hit.detail ? `: ${hit.detail}` : ''}
            </Badge>
          ))}
        </HStack>
        {item.claimedBy ? (
          <Text fontSize="sm" color="orange.700">
            {T.claimedBy(item.claimedBy.username)}
          </Text>
        ) : null}
        <Texts item={item} />
        <Box as="section" aria-label={T.reportsHeading}>
          <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
            {item.reports.map((report, index) => (
              <li key={index}>
                <Text as="span" fontWeight="medium">
                  {MODERATION_TEXT.reasons[report.reason].label}
                </Text>
                {' · '}
                {report.reporter?.username ?? T.formerMember} · {formatDisplayDate(report.createdAt)}
                {report.note ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    “{report.note}”
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
        </Box>
        {item.status === 'pending' ? (
          <HStack gap="2" wrap="wrap">
            {(['keep', 'remove', 'ignore'] as const).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'remove' ? 'solid' : 'outline'}
                colorPalette={action === 'remove' ? 'red' : 'gray'}
                aria-label={`${T.decisions[action]}: ${T.types[item.targetType]} #${item.targetId}`}
                onClick={() => onDecide(item, action)}
              >
                {T.decisions[action]}
              </Button>
            ))}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * /admin/moderation: the queue of reported threads, replies and profiles (moderators and admins),
 * filtered in the URL, each decided here: keep, remove (after a confirm), ignore. A decision on an
 * item that changed meanwhile is refused by the server ("Someone else already decided this"): the
 * toast says so and the list is read again.
 */
export function ModerationPage() {
  const { search, filtered, setSearch } = useAdminListSearch(parseModerationSearch);
  const utils = trpc.useUtils();
  const input = { status: search.status ?? 'pending', reason: search.reason, targetType: search.type, limit: 20 } as const;
  const queue = trpc.moderation.queue.list.useInfiniteQuery(input, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  const decideMutation = trpc.moderation.queue.decide.useMutation();
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];

  const decide = async (item: QueueItemDto, action: ReviewDecision) => {
    await decideMutation.mutateAsync({ id: item.id, action, version: item.version });
    toaster.create({ type: 'success', title: T.decided[action], duration: 3000 });
  };
  const refresh = () => utils.moderation.queue.list.invalidate();
  const removal = useConfirmedAction<QueueItemDto>({
    run: (item) => decide(item, 'remove'),
    onDone: refresh,
    failed: T.decideFailed,
  });
  const onDecide = (item: QueueItemDto, action: ReviewDecision) => {
    if (action === 'remove') return removal.ask(item);
    decide(item, action).then(refresh, async (refusal: unknown) => {
      toaster.create({ type: 'error', title: serverMessage(refusal) ?? T.decideFailed });
      await refresh();
    });
  };

  return (
    <AdminPage title={T.title} description={T.description} actions={<SettingsLink />}>
      <AdminListFilters>
        <AdminFilterSelect
          label={T.status}
          value={search.status ?? ''}
          onChange={(value) => setSearch({ status: parseModerationSearch({ status: value }).status })}
          anyLabel={T.statuses.pending}
          options={REVIEW_STATUSES.filter((status) => status !== 'pending').map((status) => [status, T.statuses[status]])}
        />
        <AdminFilterSelect
          label={T.reason}
          value={search.reason ?? ''}
          onChange={(value) => setSearch({ reason: parseModerationSearch({ reason: value }).reason })}
          anyLabel={T.anyReason}
          options={REPORT_REASONS.map((reason) => [reason, MODERATION_TEXT.reasons[reason].label])}
        />
        <AdminFilterSelect
          label={T.type}
          value={search.type ?? ''}
          onChange={(value) => setSearch({ type: parseModerationSearch({ type: value }).type })}
          anyLabel={T.anyType}
          options={REPORT_TARGET_TYPES.map((type) => [type, T.types[type]])}
        />
      </AdminListFilters>
      {queue.isPending ? (
        <Text>Loading...</Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{filtered ? T.emptyFiltered : T.empty}</Text>
      ) : (
        <Stack gap="4">
          {items.map((item) => (
            <QueueItem key={item.id} item={item} onDecide={onDecide} />
          ))}
          {queue.hasNextPage ? (
            <Button alignSelf="center" variant="outline" loading={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
              {T.loadMore}
            </Button>
          ) : null}
        </Stack>
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={T.removeTitle}
        body={T.removeBody}
        confirmLabel={T.decisions.remove}
        pendingLabel="Removing..."
      />
    </AdminPage>
  );
}
