import { Button, HStack, Link as ChakraLink, Skeleton, Stack, Table } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CAMPAIGN_AUDIENCE_LABELS } from '../../../../shared/constants/newsletter';
import { formatSydneyDateTime } from '../../../../shared/lib/sydney-clock';
import type { CampaignDto } from '../../../../shared/schemas/newsletter';
import { LoadError } from '../../../components/page-states';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { AdminEmptyState, AdminNewButton, AdminPage, AdminTable, ConfirmDialog, useConfirmedAction } from '../kit';
import { CampaignProgress, CampaignStatusBadge } from './campaign-progress';
import { EMAIL_MARKETING_TEXT as T } from './email-marketing-text';

/** While a campaign is sending, the list reads its progress again this often. */
export const CAMPAIGN_PROGRESS_REFRESH_MS = 2000;

export const isEditable = (campaign: Pick<CampaignDto, 'status'>) => campaign.status === 'draft' || campaign.status === 'scheduled';
export const isStoppable = (campaign: Pick<CampaignDto, 'status'>) => campaign.status === 'scheduled' || campaign.status === 'sending';
export const isDeletable = (campaign: Pick<CampaignDto, 'status'>) => campaign.status === 'draft' || campaign.status === 'cancelled';

/** The one date that matters for a campaign now. */
export function campaignWhen(campaign: CampaignDto): string {
  if (campaign.status === 'scheduled' && campaign.scheduledAt) return T.scheduledFor(formatSydneyDateTime(campaign.scheduledAt));
  if (campaign.finishedAt) return T.finishedAt(formatSydneyDateTime(campaign.finishedAt));
  if (campaign.startedAt) return T.startedAt(formatSydneyDateTime(campaign.startedAt));
  return T.createdAt(formatSydneyDateTime(campaign.createdAt));
}

/** The campaigns' list, refreshed every 2 s while one is sending. */
export function useCampaigns() {
  return trpc.admin.newsletter.campaigns.list.useQuery(undefined, {
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((campaign) => campaign.status === 'sending') ? CAMPAIGN_PROGRESS_REFRESH_MS : false,
  });
}

/** Stop sending and delete, each after its confirm dialog; shared by the list and the editor. */
export function useCampaignActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const utils = trpc.useUtils();
  const refresh = () => utils.admin.newsletter.campaigns.invalidate();
  const cancel = trpc.admin.newsletter.campaigns.cancel.useMutation();
  const remove = trpc.admin.newsletter.campaigns.delete.useMutation();
  const stopping = useConfirmedAction<CampaignDto>({
    run: (campaign) => cancel.mutateAsync({ id: campaign.id }),
    failed: T.stopFailed,
    onDone: async () => {
      toaster.create({ type: 'success', title: T.stopped, duration: 3000 });
      await refresh();
    },
  });
  const deleting = useConfirmedAction<CampaignDto>({
    run: (campaign) => remove.mutateAsync({ id: campaign.id }),
    failed: T.deleteFailed,
    onDone: async () => {
      toaster.create({ type: 'success', title: T.deleted, duration: 3000 });
      onDeleted?.();
      await refresh();
    },
  });
  const dialogs = (
    <>
      <ConfirmDialog
        {...stopping.dialog}
        title={T.stopTitle}
        body={stopping.target ? T.stopBody(stopping.target.subject) : ''}
        confirmLabel={T.stop}
        pendingLabel={T.stopping}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title={T.deleteTitle}
        body={deleting.target ? T.deleteBody(deleting.target.subject) : ''}
        confirmLabel={T.delete}
        pendingLabel={T.deleting}
      />
    </>
  );
  return { askStop: stopping.ask, askDelete: deleting.ask, dialogs };
}

function CampaignRow({ campaign, onStop, onDelete }: { campaign: CampaignDto; onStop: () => void; onDelete: () => void }) {
  const editable = isEditable(campaign);
  return (
    <Table.Row>
      <Table.Cell minW={{ base: '36', md: '48' }} maxW={{ base: '44', md: 'md' }} whiteSpace="normal">
        <ChakraLink asChild fontWeight="semibold" color="gray.900" overflowWrap="anywhere">
          <Link
            to="/admin/email-marketing/$id"
            params={{ id: String(campaign.id) }}
            aria-label={editable ? T.editOf(campaign.subject) : T.viewOf(campaign.subject)}
          >
            {campaign.subject}
          </Link>
        </ChakraLink>
      </Table.Cell>
      <Table.Cell>
        <CampaignStatusBadge status={campaign.status} />
      </Table.Cell>
      <Table.Cell>
        <CampaignProgress campaign={campaign} />
      </Table.Cell>
      <Table.Cell minW="36">{CAMPAIGN_AUDIENCE_LABELS[campaign.audience]}</Table.Cell>
      <Table.Cell minW="40" fontSize="sm" color="gray.700">
        {campaignWhen(campaign)}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap="1" justify="flex-end">
          {isStoppable(campaign) ? (
            <Button size="sm" variant="ghost" colorPalette="red" aria-label={T.stopOf(campaign.subject)} onClick={onStop}>
              {T.stop}
            </Button>
          ) : null}
          {isDeletable(campaign) ? (
            <Button size="sm" variant="ghost" colorPalette="red" aria-label={T.deleteOf(campaign.subject)} onClick={onDelete}>
              {T.delete}
            </Button>
          ) : null}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/** /admin/email-marketing: every campaign with its status and sending progress. */
export function CampaignListPage() {
  const campaigns = useCampaigns();
  const { askStop, askDelete, dialogs } = useCampaignActions();
  const newButton = <AdminNewButton to="/admin/email-marketing/new">{T.newCampaign}</AdminNewButton>;

  let content;
  if (!campaigns.data && campaigns.isError) content = <LoadError onRetry={() => void campaigns.refetch()}>{T.loadFailed}</LoadError>;
  else if (!campaigns.data)
    content = (
      <Stack gap="2" role="status" aria-label={T.loading}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="10" rounded="md" />
        ))}
      </Stack>
    );
  else if (campaigns.data.length === 0) content = <AdminEmptyState title={T.emptyTitle} action={newButton} />;
  else
    content = (
      <AdminTable
        caption={T.caption}
        columns={[
          { label: T.columns.subject, card: 'title' },
          { label: T.columns.status, card: 'status' },
          T.columns.progress,
          T.columns.audience,
          { label: T.columns.when, card: 'date' },
          { label: T.columns.actions, srOnly: true, textAlign: 'end', card: 'actions' },
        ]}
      >
        {campaigns.data.map((campaign) => (
          <CampaignRow key={campaign.id} campaign={campaign} onStop={() => askStop(campaign)} onDelete={() => askDelete(campaign)} />
        ))}
      </AdminTable>
    );

  return (
    <AdminPage title={T.title} description={T.description} back={{ to: '/admin', label: 'Dashboard' }} actions={newButton}>
      {content}
      {dialogs}
    </AdminPage>
  );
}
