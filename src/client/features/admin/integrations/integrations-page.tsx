import { Badge, Button, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import { endOfSydneyDay } from '../../../../shared/lib/sydney-clock';
import type { IntegrationDto } from '../../../../shared/schemas/integrations';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { AdminEmptyState, AdminListResults, AdminPage, AdminTable, ConfirmDialog, useConfirmedAction } from '../kit';
import { CreateTokenDialog } from './create-token-dialog';
import { INTEGRATIONS_TEXT as T, STATUS_LABELS, STATUS_PALETTES } from './integrations-text';

function IntegrationRow({ integration, onRevoke }: { integration: IntegrationDto; onRevoke: () => void }) {
  return (
    <Table.Row>
      <Table.Cell>
        {/* The integration's own page (its webhooks). */}
        <ChakraLink asChild color="brand.fg" fontWeight="semibold">
          <Link to="/admin/integrations/$id" params={{ id: String(integration.id) }}>
            {integration.name}
          </Link>
        </ChakraLink>
      </Table.Cell>
      <Table.Cell>
        <Text as="code" fontFamily="mono" fontSize="sm">
          {integration.prefix}…
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Text fontSize="sm">{integration.scopes.join(', ')}</Text>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDisplayDate(integration.createdAt)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {integration.lastUsedOn ? formatDisplayDate(endOfSydneyDay(integration.lastUsedOn)) : T.never}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDisplayDate(integration.expiresAt)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_PALETTES[integration.status]} variant="subtle">
          {STATUS_LABELS[integration.status]}
        </Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">
        {integration.status === 'active' ? (
          <Button size="sm" variant="ghost" colorPalette="red" aria-label={T.revokeOf(integration.name)} onClick={onRevoke}>
            {T.revoke}
          </Button>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * /admin/integrations: the integrator API's tokens (docs/ARCHITECTURE.md "Integrator API",
 * "Tokens"): the list, a new token (shown once) and revoking one. Admins only.
 */
export function IntegrationsPage() {
  const list = trpc.admin.integrations.list.useQuery(undefined, { staleTime: 0 });
  const utils = trpc.useUtils();
  const revoke = trpc.admin.integrations.revoke.useMutation();
  const [creating, setCreating] = useState(false);
  const revocation = useConfirmedAction<IntegrationDto>({
    run: (integration) => revoke.mutateAsync({ id: integration.id }),
    onDone: async () => {
      toaster.create({ type: 'success', title: T.revoked });
      await utils.admin.integrations.list.invalidate();
    },
    failed: T.revokeFailed,
  });
  // One page: a site has a handful of tokens.
  const page = list.data && { items: list.data, total: list.data.length, page: 1, pageSize: Math.max(1, list.data.length) };

  return (
    <AdminPage
      title={T.title}
      description={T.description}
      back={{ to: '/admin', label: 'Dashboard' }}
      actions={
        <Button colorPalette="brand" rounded="full" onClick={() => setCreating(true)}>
          <Plus size={16} aria-hidden />
          {T.newToken}
        </Button>
      }
    >
      <AdminListResults
        query={{ data: page, isError: list.isError, refetch: list.refetch }}
        loadingLabel={T.loading}
        loadFailed={T.loadFailed}
        onPageChange={() => {}}
        empty={<AdminEmptyState title={T.emptyTitle} />}
      >
        {(items) => (
          <AdminTable
            caption={T.caption}
            columns={[
              { label: T.columns.name, card: 'title' },
              T.columns.prefix,
              T.columns.scopes,
              { label: T.columns.created, card: 'date' },
              T.columns.lastUsed,
              T.columns.expires,
              { label: T.columns.status, card: 'status' },
              { label: T.columns.actions, srOnly: true, textAlign: 'end', card: 'actions' },
            ]}
          >
            {items.map((integration) => (
              <IntegrationRow key={integration.id} integration={integration} onRevoke={() => revocation.ask(integration)} />
            ))}
          </AdminTable>
        )}
      </AdminListResults>
      <ConfirmDialog
        {...revocation.dialog}
        title={T.revokeTitle}
        body={revocation.target ? T.revokeBody(revocation.target.name) : ''}
        confirmLabel={T.revoke}
        pendingLabel={T.revoking}
      />
      {creating ? <CreateTokenDialog onClose={() => setCreating(false)} /> : null}
    </AdminPage>
  );
}
