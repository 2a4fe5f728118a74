import { Button, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { MODERATION_TEXT } from '../../../../shared/constants/moderation';
import {
  BULK_DECISIONS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REVIEW_STATUSES,
  type BulkDecision,
  type ReviewDecision,
} from '../../../../shared/rules/moderation';
import type { DecideInput, QueueItemDto } from '../../../../shared/schemas/moderation';
import { toaster } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import {
  AdminBulkBar,
  AdminFilterDate,
  AdminFilterSelect,
  AdminKeyboardHint,
  AdminListFilters,
  AdminPage,
  ConfirmDialog,
  useAdminListSearch,
  useConfirmedAction,
} from '../kit';
import { AppealsPanel } from './appeals-panel';
import { EditDialog, LockDialog } from './decision-dialogs';
import { PenaltyDialog, type PenaltyTarget } from './penalty-dialog';
import { parseModerationSearch } from './moderation-search';
import { MODERATION_PAGE_TEXT as T } from './moderation-text';
import { SettingsLink } from './settings-link';
import { itemName, QueueItem } from './queue-item';
import { useQueueKeyboard } from './use-queue-keyboard';

/**
 * /admin/moderation: the queue of reported threads, replies and profiles (moderators and admins),
 * filtered in the URL, each decided here: keep, remove (after a confirm), edit, lock with a
 * support note (threads), ignore; several at once from the bulk bar; j/k and a/r from the
 * keyboard. A decision on an item that changed meanwhile is refused by the server ("Someone else
 * already decided this"): the toast says so and the list is read again.
 */
export function ModerationPage() {
  const { search, filtered, setSearch } = useAdminListSearch(parseModerationSearch);
  const utils = trpc.useUtils();
  const input = {
    status: search.status ?? 'pending',
    reason: search.reason,
    targetType: search.type,
    authorId: search.member,
    from: search.from,
    to: search.to,
    limit: 20,
  } as const;
  const queue = trpc.moderation.queue.list.useInfiniteQuery(input, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  const decideMutation = trpc.moderation.queue.decide.useMutation();
  const decideManyMutation = trpc.moderation.queue.decideMany.useMutation();
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<QueueItemDto | null>(null);
  const [locking, setLocking] = useState<QueueItemDto | null>(null);
  const [penalising, setPenalising] = useState<PenaltyTarget | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const cards = useRef(new Map<number, HTMLElement>());

  const focusedIndex = items.findIndex((item) => item.id === focused);
  const focusedItem = focusedIndex >= 0 ? items[focusedIndex]! : null;

  const refresh = () => utils.moderation.queue.list.invalidate();
  const decide = async (item: QueueItemDto, details: Pick<DecideInput, 'action' | 'title' | 'content' | 'supportNote'>) => {
    await decideMutation.mutateAsync({ id: item.id, version: item.version, ...details });
    toaster.create({ type: 'success', title: T.decided[details.action], duration: 3000 });
    await refresh();
  };
  const removal = useConfirmedAction<QueueItemDto>({ run: (item) => decide(item, { action: 'remove' }), failed: T.decideFailed });
  const onDecide = (item: QueueItemDto, action: ReviewDecision) => {
    if (action === 'remove') return removal.ask(item);
    if (action === 'edit') return setEditing(item);
    if (action === 'lock') return setLocking(item);
    decide(item, { action }).catch(async (refusal: unknown) => {
      toaster.create({ type: 'error', title: serverMessage(refusal) ?? T.decideFailed });
      await refresh();
    });
  };

  // What is ticked and still listed: an item decided or filtered away leaves the selection.
  const chosen = items.filter((item) => selected.has(item.id));
  const decideChosen = async (action: BulkDecision, targets: QueueItemDto[]) => {
    const results = await decideManyMutation.mutateAsync({ action, items: targets.map(({ id, version }) => ({ id, version })) });
    const decided = results.filter((result) => result.result === 'decided').length;
    toaster.create({ type: decided === results.length ? 'success' : 'warning', title: T.bulk.done(decided, results.length - decided) });
    setSelected(new Set());
    await refresh();
  };
  const bulkRemoval = useConfirmedAction<QueueItemDto[]>({ run: (targets) => decideChosen('remove', targets), failed: T.decideFailed });
  const onBulk = (action: BulkDecision) => {
    if (action === 'remove') return bulkRemoval.ask(chosen);
    decideChosen(action, chosen).catch((refusal: unknown) =>
      toaster.create({ type: 'error', title: serverMessage(refusal) ?? T.decideFailed }),
    );
  };

  const focusAt = (index: number) => {
    const item = items[index];
    if (!item) return;
    setFocused(item.id);
    cards.current.get(item.id)?.focus();
  };
  useQueueKeyboard({
    move: (step) => focusAt(focusedIndex < 0 ? 0 : Math.min(items.length - 1, Math.max(0, focusedIndex + step))),
    keep: () => {
      if (focusedItem?.status === 'pending') onDecide(focusedItem, 'keep');
    },
    remove: () => {
      if (focusedItem?.status === 'pending') onDecide(focusedItem, 'remove');
    },
  });

  const pendingItems = items.filter((item) => item.status === 'pending');
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
        {(['from', 'to'] as const).map((edge) => (
          <AdminFilterDate
            key={edge}
            label={T.dates[edge]}
            value={search[edge] ?? ''}
            onChange={(value) => setSearch({ [edge]: parseModerationSearch({ [edge]: value })[edge] })}
          />
        ))}
        {search.member ? (
          <Button size="sm" variant="outline" alignSelf="flex-end" onClick={() => setSearch({ member: undefined })}>
            {T.memberFilter(items[0]?.author?.username ?? `#${search.member}`)}
          </Button>
        ) : null}
      </AdminListFilters>
      <AppealsPanel />
      <AdminKeyboardHint heading={T.keyboard.heading} keys={T.keyboard.keys} />
      {/* Where j/k landed, said to screen readers (the card itself takes focus too). */}
      <VisuallyHidden aria-live="polite">
        {focusedItem ? T.keyboard.focused(focusedIndex + 1, items.length, itemName(focusedItem)) : ''}
      </VisuallyHidden>
      {chosen.length > 0 ? (
        <AdminBulkBar
          label={T.bulk.label}
          summary={T.bulk.selected(chosen.length)}
          clearLabel={T.bulk.clear}
          onClear={() => setSelected(new Set())}
        >
          <HStack gap="2" wrap="wrap">
            {BULK_DECISIONS.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'remove' ? 'solid' : 'outline'}
                colorPalette={action === 'remove' ? 'red' : 'gray'}
                loading={decideManyMutation.isPending}
                onClick={() => onBulk(action)}
              >
                {T.decisions[action]}
              </Button>
            ))}
          </HStack>
        </AdminBulkBar>
      ) : null}
      {queue.isPending ? (
        <Text>Loading...</Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{filtered ? T.emptyFiltered : T.empty}</Text>
      ) : (
        <Stack gap="4">
          {pendingItems.length > 1 ? (
            <Flex>
              <Button size="xs" variant="ghost" onClick={() => setSelected(new Set(pendingItems.map((item) => item.id)))}>
                {T.bulk.selectAll}
              </Button>
            </Flex>
          ) : null}
          {items.map((item) => (
            <QueueItem
              key={item.id}
              ref={(element) => {
                if (element) cards.current.set(item.id, element);
                else cards.current.delete(item.id);
              }}
              item={item}
              selected={selected.has(item.id)}
              onSelect={(on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(item.id);
                  else next.delete(item.id);
                  return next;
                })
              }
              onDecide={onDecide}
              onPenalise={setPenalising}
              onOnlyAuthor={(author) => setSearch({ member: author.id })}
            />
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
      <ConfirmDialog
        {...bulkRemoval.dialog}
        title={T.bulk.removeTitle(chosen.length)}
        body={T.removeBody}
        confirmLabel={T.decisions.remove}
        pendingLabel="Removing..."
      />
      <EditDialog item={editing} decide={decide} onClose={() => setEditing(null)} />
      <LockDialog item={locking} decide={decide} onClose={() => setLocking(null)} />
      <PenaltyDialog member={penalising} onClose={() => setPenalising(null)} />
    </AdminPage>
  );
}
