import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { formatSydneyDateTime } from '../../../../../shared/lib/sydney-clock';
import type { WebhookAttemptDto, WebhookEndpointDto } from '../../../../../shared/schemas/webhooks';
import { LoadError } from '../../../../components/page-states';
import { toaster } from '../../../../components/ui/toaster';
import { serverMessage } from '../../../../lib/trpc-errors';
import { trpc } from '../../../../trpc';
import { AdminEmptyState, AdminFormSection, AdminTable, type AdminColumn } from '../../kit';
import { WEBHOOKS_TEXT as T } from './webhooks-text';

const C = T.logColumns;
const COLUMNS: readonly AdminColumn[] = [
  { label: C.time, card: 'date' },
  { label: C.event, card: 'title' },
  { label: C.status, card: 'status' },
  C.duration,
  C.answer,
  { label: C.actions, card: 'actions', srOnly: true, textAlign: 'end' },
];

function AttemptStatus({ attempt }: { attempt: WebhookAttemptDto }) {
  const ok = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
  const text = attempt.status !== null ? String(attempt.status) : attempt.error ? T.noAnswer : T.inProgress;
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={ok ? 'green' : attempt.status === null && !attempt.error ? 'gray' : 'red'}>{text}</Badge>
      <Text fontSize="xs" color="fg.muted">
        {T.messageStates[attempt.messageStatus]}
      </Text>
    </Stack>
  );
}

/** How often the log is read again while something is on its way, and for how long after a send was queued. */
const POLL_MS = 2000;
const WATCH_MS = 15_000;

const stillGoing = (attempt: WebhookAttemptDto) => attempt.messageStatus === 'pending' || (attempt.status === null && !attempt.error);

/**
 * An endpoint's delivery log (30 days, newest first), paged, with "Resend" on each message. It
 * reads itself again every 2 s while a message is on its way, and for 15 s after `queuedAt` (a
 * test event or a resend just queued, which the log shows once the job has run).
 */
export function DeliveryLog({ endpoint, queuedAt = 0 }: { endpoint: WebhookEndpointDto; queuedAt?: number }) {
  const input = { integrationId: endpoint.integrationId, id: endpoint.id };
  const [resentAt, setResentAt] = useState(0);
  const log = trpc.admin.webhooks.log.useInfiniteQuery(input, {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: (query) => {
      const going = query.state.data?.pages.some((page) => page.items.some(stillGoing)) ?? false;
      return going || Date.now() - Math.max(queuedAt, resentAt) < WATCH_MS ? POLL_MS : false;
    },
  });
  const resend = trpc.admin.webhooks.resend.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: T.resent });
      setResentAt(Date.now());
      void log.refetch();
    },
    onError: (error) => toaster.create({ type: 'error', title: T.resendFailed, description: serverMessage(error) }),
  });
  const attempts = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AdminFormSection title={T.log(endpoint.url)}>
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text color="fg.muted">{T.logDescription}</Text>
          <Button size="sm" variant="outline" rounded="full" onClick={() => void log.refetch()} loading={log.isRefetching}>
            <RefreshCw aria-hidden />
            {T.refresh}
          </Button>
        </HStack>
        {log.isError ? (
          <LoadError onRetry={() => void log.refetch()}>{T.logFailed}</LoadError>
        ) : !log.data ? (
          <Text>{T.loading}</Text>
        ) : attempts.length === 0 ? (
          <AdminEmptyState title={T.logEmpty} description={T.logEmptyText} />
        ) : (
          <AdminTable caption={T.log(endpoint.url)} columns={COLUMNS}>
            {attempts.map((attempt) => (
              <Table.Row key={attempt.id}>
                <Table.Cell whiteSpace="nowrap">{formatSydneyDateTime(attempt.startedAt)}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="medium">{attempt.eventType}</Text>
                  <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                    {attempt.msgId}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <AttemptStatus attempt={attempt} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{attempt.durationMs === null ? '' : T.ms(attempt.durationMs)}</Table.Cell>
                <Table.Cell maxW="xs">
                  <Box as="pre" fontSize="xs" whiteSpace="pre-wrap" overflowWrap="anywhere" maxH="24" overflowY="auto">
                    {attempt.error ?? attempt.response ?? ''}
                  </Box>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="sm"
                    variant="outline"
                    rounded="full"
                    disabled={resend.isPending || endpoint.disabledAt !== null}
                    onClick={() => resend.mutate({ ...input, messageId: attempt.messageId })}
                    aria-label={`${T.resend} ${attempt.eventType} ${attempt.msgId}`}
                  >
                    {T.resend}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
        {log.hasNextPage ? (
          <Button
            alignSelf="flex-start"
            variant="outline"
            rounded="full"
            onClick={() => void log.fetchNextPage()}
            loading={log.isFetchingNextPage}
          >
            {T.more}
          </Button>
        ) : null}
      </Stack>
    </AdminFormSection>
  );
}
