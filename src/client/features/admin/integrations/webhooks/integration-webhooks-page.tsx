import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatSydneyDateTime } from '../../../../../shared/lib/sydney-clock';
import type { CreatedWebhookDto, WebhookEndpointDto } from '../../../../../shared/schemas/webhooks';
import { LoadError } from '../../../../components/page-states';
import { toaster } from '../../../../components/ui/toaster';
import { serverMessage } from '../../../../lib/trpc-errors';
import { trpc } from '../../../../trpc';
import {
  AdminEmptyState,
  AdminFormSection,
  AdminPage,
  AdminRecordLoader,
  AdminTable,
  type AdminColumn,
  ConfirmDialog,
  useConfirmedAction,
} from '../../kit';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { WEBHOOKS_TEXT as T } from './webhooks-text';

const BACK = { to: '/admin/integrations', label: T.back };
const C = T.columns;
const COLUMNS: readonly AdminColumn[] = [
  { label: C.url, card: 'title' },
  C.events,
  { label: C.status, card: 'status' },
  { label: C.actions, card: 'actions', srOnly: true, textAlign: 'end' },
];

async function copySecret(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    toaster.create({ type: 'success', title: T.copied, duration: 3000 });
  } catch {
    toaster.create({ type: 'error', title: T.copyFailed });
  }
}

/** A new or rotated secret, shown this once. */
function SecretNotice({ created, url, onDismiss }: { created: CreatedWebhookDto; url: string; onDismiss(): void }) {
  return (
    <Box
      role="region"
      aria-label={T.secretTitle}
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Text fontWeight="semibold" color="gray.900">
          {T.secretTitle}: {url}
        </Text>
        <Text color="gray.700">{T.secretBody}</Text>
        <Box as="code" fontFamily="mono" fontSize="sm" p="2" bg="white" rounded="md" overflowWrap="anywhere" data-testid="webhook-secret">
          {created.secret}
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" rounded="full" onClick={() => void copySecret(created.secret)}>
            {T.copy}
          </Button>
          <Button size="sm" variant="ghost" rounded="full" onClick={onDismiss}>
            {T.dismissSecret}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

function EndpointStatus({ endpoint }: { endpoint: WebhookEndpointDto }) {
  if (endpoint.disabledAt) {
    return (
      <Stack gap="1" align="flex-start">
        <Badge colorPalette="red">{T.disabled}</Badge>
        <Text fontSize="xs" color="fg.muted">
          {endpoint.disabledReason}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette="green">{T.active}</Badge>
      {endpoint.previousSecretUntil ? (
        <Text fontSize="xs" color="fg.muted">
          {T.rotating(formatSydneyDateTime(endpoint.previousSecretUntil))}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /admin/integrations/$id: the integration's webhook endpoints (add with the secret shown once,
 * send a test event, rotate the secret, delete) and an endpoint's delivery log with "Resend".
 */
export function IntegrationWebhooksPage({ id }: { id: number }) {
  const integration = trpc.admin.webhooks.integration.useQuery({ integrationId: id });
  return (
    <AdminRecordLoader query={integration} title={T.loadingTitle} back={BACK} loadFailed={T.loadFailed}>
      {(loaded) => (
        <AdminPage title={T.title(loaded.name)} description={T.pageDescription} back={BACK}>
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {T.scopes}: {loaded.scopes.join(', ')}
            </Text>
            {loaded.revoked ? (
              <Text role="note" color="red.700">
                {T.revoked}
              </Text>
            ) : null}
          </Stack>
          <Endpoints integrationId={loaded.id} scopes={loaded.scopes} />
        </AdminPage>
      )}
    </AdminRecordLoader>
  );
}

function Endpoints({ integrationId, scopes }: { integrationId: number; scopes: string[] }) {
  const utils = trpc.useUtils();
  const list = trpc.admin.webhooks.list.useQuery({ integrationId });
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ created: CreatedWebhookDto; url: string } | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const [queuedAt, setQueuedAt] = useState(0);
  const invalidate = () => utils.admin.webhooks.list.invalidate({ integrationId });

  const sendTest = trpc.admin.webhooks.sendTest.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: T.testQueued, description: T.testQueuedText });
      setQueuedAt(Date.now());
      void utils.admin.webhooks.log.invalidate();
    },
    onError: (error) => toaster.create({ type: 'error', title: T.testFailed, description: serverMessage(error) }),
  });
  const rotateSecret = trpc.admin.webhooks.rotateSecret.useMutation();
  const remove = trpc.admin.webhooks.delete.useMutation();
  const rotation = useConfirmedAction({
    run: (endpoint: WebhookEndpointDto) => rotateSecret.mutateAsync({ integrationId, id: endpoint.id }),
    onDone: (endpoint, created) => {
      setSecret({ created, url: endpoint.url });
      return invalidate();
    },
    failed: T.rotateFailed,
  });
  const removal = useConfirmedAction({
    run: (endpoint: WebhookEndpointDto) => remove.mutateAsync({ integrationId, id: endpoint.id }),
    onDone: (endpoint) => {
      toaster.create({ type: 'success', title: T.removed });
      if (logOf === endpoint.id) setLogOf(null);
      return invalidate();
    },
    failed: T.removeFailed,
  });

  const endpoints = list.data ?? [];
  const logged = endpoints.find((endpoint) => endpoint.id === logOf);

  return (
    <Stack gap="6">
      {secret ? <SecretNotice created={secret.created} url={secret.url} onDismiss={() => setSecret(null)} /> : null}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text as="h2" fontSize="xl" fontWeight="semibold" color="gray.900">
          {T.endpoints}
        </Text>
        {!adding ? (
          <Button colorPalette="brand" rounded="full" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            {T.addEndpoint}
          </Button>
        ) : null}
      </HStack>
      {adding ? (
        <AdminFormSection title={T.newEndpoint}>
          <EndpointForm
            integrationId={integrationId}
            scopes={scopes}
            onCreated={(created) => {
              setAdding(false);
              setSecret({ created, url: created.url });
              setLogOf(created.id);
            }}
            onCancel={() => setAdding(false)}
          />
        </AdminFormSection>
      ) : null}
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()}>{T.loadFailed}</LoadError>
      ) : !list.data ? (
        <Text>{T.loading}</Text>
      ) : endpoints.length === 0 ? (
        <AdminEmptyState title={T.noEndpoints} description={T.noEndpointsText} />
      ) : (
        <AdminTable caption={T.endpoints} columns={COLUMNS}>
          {endpoints.map((endpoint) => (
            <Table.Row key={endpoint.id}>
              <Table.Cell maxW="sm" overflowWrap="anywhere" fontWeight="medium">
                {endpoint.url}
              </Table.Cell>
              <Table.Cell maxW="xs">
                <Text fontSize="sm">{endpoint.events.join(', ')}</Text>
              </Table.Cell>
              <Table.Cell>
                <EndpointStatus endpoint={endpoint} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <HStack gap="2" justify="flex-end" wrap="wrap">
                  <Button
                    size="sm"
                    variant={logOf === endpoint.id ? 'solid' : 'outline'}
                    colorPalette="brand"
                    rounded="full"
                    aria-pressed={logOf === endpoint.id}
                    onClick={() => setLogOf(logOf === endpoint.id ? null : endpoint.id)}
                  >
                    {T.showLog}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    rounded="full"
                    disabled={endpoint.disabledAt !== null || sendTest.isPending}
                    onClick={() => {
                      setLogOf(endpoint.id);
                      sendTest.mutate({ integrationId, id: endpoint.id });
                    }}
                  >
                    {T.sendTest}
                  </Button>
                  <Button size="sm" variant="outline" rounded="full" onClick={() => rotation.ask(endpoint)}>
                    {T.rotate}
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" rounded="full" onClick={() => removal.ask(endpoint)}>
                    {T.remove}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      )}
      {logged ? <DeliveryLog key={logged.id} endpoint={logged} queuedAt={queuedAt} /> : null}
      <ConfirmDialog
        {...rotation.dialog}
        title={T.rotateTitle}
        body={T.rotateBody}
        confirmLabel={T.rotateConfirm}
        pendingLabel={T.rotatingNow}
      />
      <ConfirmDialog
        {...removal.dialog}
        title={T.removeTitle}
        body={T.removeBody}
        confirmLabel={T.removeConfirm}
        pendingLabel={T.removing}
        destructive
      />
    </Stack>
  );
}
