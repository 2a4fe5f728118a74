import { Box, Button, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GAMIFICATION_TEXT } from '../../../../shared/constants/gamification';
import { monthName, previousMonth, sydneyMonthOf } from '../../../../shared/lib/sydney-clock';
import { checkGrantPoints } from '../../../../shared/rules/gamification';
import type { GiveawayEntryDto } from '../../../../shared/schemas/gamification';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { fieldErrorsOf, serverMessage } from '../../../lib/trpc-errors';
import { FormSelect } from '../../../components/ui/form-controls';
import { formatPoints } from '../../gamification';
import { AdminTable, ConfirmDialog, FormField } from '../kit';
import { ADMIN_GAMIFICATION_TEXT as T } from './gamification-text';
import { formatNumber } from '../../../../shared/lib/numbers';

/** Rows shown: the members with the most entries (the endpoint answers every member). */
const SHOWN = 100;
const MONTHS_BACK = 12;

function recentMonths(now = new Date()): string[] {
  const months = [sydneyMonthOf(now)];
  while (months.length < MONTHS_BACK) months.push(previousMonth(months.at(-1)!));
  return months;
}

/** An admin adds or takes off points with a reason (a ledger row the member sees on her receipts). */
function GrantDialog({ member, onClose }: { member: GiveawayEntryDto | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ points?: string; reason?: string }>({});
  const grant = trpc.admin.gamification.grant.useMutation({
    onSuccess: async () => {
      toaster.create({ type: 'success', title: T.granted(member?.username ?? '') });
      close();
      await utils.admin.gamification.invalidate();
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const close = () => {
    setPoints('');
    setReason('');
    setErrors({});
    grant.reset();
    onClose();
  };
  const confirm = () => {
    if (!member || grant.isPending) return;
    const value = points.trim() === '' ? NaN : Number(points);
    const found = { points: checkGrantPoints(value) ?? undefined, reason: reason.trim() ? undefined : 'Say why' };
    setErrors(found);
    if (!found.points && !found.reason) grant.mutate({ userId: member.userId, points: value, reason: reason.trim() });
  };
  const serverError =
    grant.error && Object.keys(fieldErrorsOf(grant.error)).length === 0
      ? (serverMessage(grant.error) ?? GAMIFICATION_TEXT.updateFailed)
      : null;

  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={T.grantTitle(member?.username ?? '')}
      body={T.grantBody}
      confirmLabel={T.grantConfirm}
      destructive={false}
      pending={grant.isPending}
      pendingLabel={T.granting}
      error={serverError}
      onConfirm={confirm}
    >
      <Stack gap="4" mt="4">
        <FormField label={T.grantPoints} error={errors.points} required>
          <Input
            name="points"
            type="number"
            inputMode="decimal"
            step="0.01"
            value={points}
            onChange={(event) => setPoints(event.target.value)}
          />
        </FormField>
        <FormField label={T.grantReason} error={errors.reason} required>
          <Input name="reason" maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}

/** A month's entrants, most entries first, each with a way to adjust her points. */
export function GiveawayEntriesTable() {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!);
  const entries = trpc.admin.gamification.entries.useQuery({ month }, { placeholderData: (previous) => previous });
  const [adjusting, setAdjusting] = useState<GiveawayEntryDto | null>(null);

  return (
    <Stack gap="4">
      <FormField label={T.month}>
        <Box maxW="xs">
          <FormSelect name="month" value={month} onChange={(event) => setMonth(event.target.value)}>
            {months.map((value) => (
              <option key={value} value={value}>
                {monthName(value)}
              </option>
            ))}
          </FormSelect>
        </Box>
      </FormField>
      {entries.isError ? (
        <Text role="alert" color="fg.error">
          {GAMIFICATION_TEXT.entriesFailed}
        </Text>
      ) : !entries.data ? (
        <Text color="fg.muted">Loading...</Text>
      ) : entries.data.length === 0 ? (
        <Text color="fg.muted">{T.noEntrants}</Text>
      ) : (
        <>
          {entries.data.length > SHOWN ? (
            <Text fontSize="sm" color="fg.muted">
              {T.showingFirst(SHOWN, entries.data.length)}
            </Text>
          ) : null}
          <AdminTable
            caption={T.entriesCaption(monthName(month))}
            columns={[
              { label: T.entryColumns.member, card: 'title' },
              T.entryColumns.points,
              T.entryColumns.entries,
              { label: T.entryColumns.actions, srOnly: true, textAlign: 'end', card: 'actions' },
            ]}
          >
            {entries.data.slice(0, SHOWN).map((entry) => (
              <Table.Row key={entry.userId}>
                <Table.Cell>
                  <Text fontWeight="medium">{entry.displayName || entry.username}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    @{entry.username}
                  </Text>
                </Table.Cell>
                <Table.Cell fontVariantNumeric="tabular-nums">{formatPoints(entry.monthlyPoints)}</Table.Cell>
                <Table.Cell fontVariantNumeric="tabular-nums">{formatNumber(entry.entries)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="sm" variant="ghost" aria-label={T.adjustFor(entry.username)} onClick={() => setAdjusting(entry)}>
                    {T.adjust}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        </>
      )}
      <GrantDialog member={adjusting} onClose={() => setAdjusting(null)} />
    </Stack>
  );
}
