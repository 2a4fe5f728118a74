import { Badge, Box, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { SUBSCRIBER_STATUSES, NEWSLETTER_SOURCES, type SubscriberStatus } from '../../../../shared/constants/newsletter';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import type { SubscriberCountsDto, SubscriberDto } from '../../../../shared/schemas/newsletter';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import {
  AdminFilterSelect,
  AdminListEmpty,
  AdminListFilters,
  AdminListResults,
  AdminPage,
  AdminSearchBox,
  AdminTable,
  ConfirmDialog,
  useAdminListSearch,
  useConfirmedAction,
} from '../kit';
import { parseSubscriberListSearch, subscribersCsvHref } from './newsletter-list-search';
import { ADMIN_NEWSLETTER_TEXT as T, SUBSCRIBER_STATUS_LABELS, sourceLabel } from './newsletter-text';
import { formatNumber } from '../../../../shared/lib/numbers';

const STATUS_PALETTES: Record<SubscriberStatus, string> = { active: 'green', unsubscribed: 'gray' };

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" rounded="full" px="2">
      {SUBSCRIBER_STATUS_LABELS[status]}
    </Badge>
  );
}

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Box borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white" px="4" py="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="gray.900" fontVariantNumeric="tabular-nums">
        {value === undefined ? '—' : formatNumber(value)}
      </Text>
    </Box>
  );
}

/** Active and unsubscribed in all, and the active ones by the form they signed up with. */
function SubscriberCounts({ counts }: { counts: SubscriberCountsDto | undefined }) {
  return (
    <Stack as="section" gap="3" aria-label={T.countsLabel}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure label={T.active} value={counts?.active} />
        <Figure label={T.unsubscribed} value={counts?.unsubscribed} />
      </SimpleGrid>
      {counts ? (
        counts.bySource.length > 0 ? (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={T.bySourceLabel}>
            {counts.bySource.map(({ source, active }) => (
              <Box as="li" key={source} fontSize="sm" borderWidth="1px" borderColor="gray.200" rounded="full" px="3" py="1" bg="white">
                {T.sourceCount(sourceLabel(source), active)}
              </Box>
            ))}
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {T.noSources}
          </Text>
        )
      ) : null}
    </Stack>
  );
}

function SubscriberRow({ subscriber, onUnsubscribe }: { subscriber: SubscriberDto; onUnsubscribe: () => void }) {
  return (
    <Table.Row>
      <Table.Cell overflowWrap="anywhere" minW={{ base: '40', md: '48' }} maxW={{ base: '48', md: 'sm' }} whiteSpace="normal">
        {subscriber.email}
      </Table.Cell>
      <Table.Cell minW="32">{subscriber.name}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {sourceLabel(subscriber.source)}
        {subscriber.sourceDetail ? (
          <Text fontSize="xs" color="fg.muted" whiteSpace="normal" overflowWrap="anywhere">
            {subscriber.sourceDetail}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <SubscriberStatusBadge status={subscriber.status} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDisplayDate(subscriber.consentedAt)}</Table.Cell>
      <Table.Cell textAlign="end">
        {subscriber.status === 'active' ? (
          <Button size="sm" variant="ghost" colorPalette="red" aria-label={T.unsubscribeOf(subscriber.email)} onClick={onUnsubscribe}>
            {T.unsubscribe}
          </Button>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

/** /admin/newsletter: the subscribers, searched and filtered in the URL, exported as CSV, unsubscribed one by one. */
export function NewsletterPage() {
  const { search, q, page, setQ, setPage, setSearch, clearFilters, filtered } = useAdminListSearch(parseSubscriberListSearch);
  const list = trpc.admin.newsletter.subscribers.useQuery(
    { q: q || undefined, page, status: search.status, source: search.source },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const counts = trpc.admin.newsletter.counts.useQuery(undefined, { staleTime: 0 });
  const utils = trpc.useUtils();
  const unsubscribe = trpc.admin.newsletter.unsubscribe.useMutation();
  const unsubscribing = useConfirmedAction<SubscriberDto>({
    run: (subscriber) => unsubscribe.mutateAsync({ id: subscriber.id }),
    failed: T.unsubscribeFailed,
    onDone: async (subscriber) => {
      toaster.create({ type: 'success', title: T.unsubscribedToast(subscriber.email), duration: 3000 });
      await Promise.all([utils.admin.newsletter.subscribers.invalidate(), utils.admin.newsletter.counts.invalidate()]);
    },
  });
  // The known forms, any other source someone subscribed from, and the one in the URL.
  const sources = [
    ...new Set<string>([
      ...NEWSLETTER_SOURCES,
      ...(counts.data?.bySource.map((s) => s.source) ?? []),
      ...(search.source ? [search.source] : []),
    ]),
  ];

  return (
    <AdminPage
      title={T.title}
      description={T.description}
      back={{ to: '/admin', label: 'Dashboard' }}
      actions={
        <Button asChild variant="outline" rounded="full" title={T.exportHint}>
          <a href={subscribersCsvHref({ q, status: search.status, source: search.source })} download>
            <Download size={16} aria-hidden />
            {T.exportCsv}
          </a>
        </Button>
      }
    >
      <SubscriberCounts counts={counts.data} />
      <AdminListFilters>
        <AdminSearchBox value={q} onChange={setQ} label={T.searchLabel} placeholder={T.searchPlaceholder} />
        <AdminFilterSelect
          label={T.filterStatus}
          anyLabel={T.allStatuses}
          value={search.status ?? ''}
          onChange={(status) => setSearch({ status: (status || undefined) as SubscriberStatus | undefined })}
          options={SUBSCRIBER_STATUSES.map((status) => [status, SUBSCRIBER_STATUS_LABELS[status]] as const)}
        />
        <AdminFilterSelect
          label={T.filterSource}
          anyLabel={T.allSources}
          value={search.source ?? ''}
          onChange={(source) => setSearch({ source: source || undefined })}
          options={sources.map((source) => [source, sourceLabel(source)] as const)}
        />
      </AdminListFilters>
      <AdminListResults
        query={list}
        loadingLabel={T.loading}
        loadFailed={T.loadFailed}
        onPageChange={setPage}
        empty={<AdminListEmpty filtered={filtered} title={T.emptyTitle} filteredTitle={T.noMatchTitle} onClearFilters={clearFilters} />}
      >
        {(items) => (
          <AdminTable
            caption={T.caption}
            columns={[
              { label: T.columns.email, card: 'title' },
              T.columns.name,
              T.columns.source,
              { label: T.columns.status, card: 'status' },
              { label: T.columns.consented, card: 'date' },
              { label: T.columns.actions, srOnly: true, textAlign: 'end', card: 'actions' },
            ]}
          >
            {items.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} onUnsubscribe={() => unsubscribing.ask(subscriber)} />
            ))}
          </AdminTable>
        )}
      </AdminListResults>
      <ConfirmDialog
        {...unsubscribing.dialog}
        title={T.confirmTitle}
        body={unsubscribing.target ? T.confirmBody(unsubscribing.target.email) : ''}
        confirmLabel={T.unsubscribe}
        pendingLabel={T.unsubscribing}
      />
    </AdminPage>
  );
}
