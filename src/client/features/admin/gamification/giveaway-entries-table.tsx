import { Box, Button, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GAMIFICATION_TEXT } from '../../../../shared/constants/gamification';
import { monthName, previousMonth, sydneyMonthOf } from '../../../../shared/lib/sydney-clock';
import { checkGrantPoints } from '../../../../shared/rules/gamification';
import type { GiveawayEntryDto } from '../../../../shared/schemas/gamification';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { FormSelect } from '../../../components/ui/form-controls';
import { formatPoints } from '../../gamification';
import { AdminTable, ConfirmDialog, FormField, useDialogForm } from '../kit';
import { ADMIN_GAMIFICATION_TEXT as T } from './gamification-text';
import { formatNumber } from '../../../../shared/lib/numbers';

/** Rows shown: the members with the most entries (the endpoint answers every member). */
const SHOWN = 100;
const MONTHS_BACK = 12;

/** What the points field says as a number; blank is no number. */
const pointsOf = (points: string) => (points.trim() === '' ? NaN : Number(points));

function recentMonths(now = new Date()): string[] {
  const months = [sydneyMonthOf(now)];
  while (months.length < MONTHS_BACK) months.push(previousMonth(months.at(-1)!));
  return months;
}

/** An admin adds or takes off points with a reason (a ledger row the member sees on her receipts). */
function GrantDialog({ member, onClose }: { member: GiveawayEntryDto | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const grant = trpc.admin.gamification.grant.useMutation();
  const form = useDialogForm({
    target: member,
    initial: { points: '', reason: '' },
    check: ({ points, reason }) => ({
      points: checkGrantPoints(pointsOf(points)),
      reason: reason.trim() ? null : 'Say why',
    }),
    save: ({ points, reason }, { userId }) => grant.mutateAsync({ userId, points: pointsOf(points), reason: reason.trim() }),
    onDone: async (_result, { username }) => {
      toaster.create({ type: 'success', title: T.granted(username) });
      await utils.admin.gamification.invalidate();
    },
    onClose,
    failed: GAMIFICATION_TEXT.updateFailed,
  });

  return (
    <ConfirmDialog
      {...form.dialog}
      title={T.grantTitle(member?.username ?? '')}
      body={T.grantBody}
      confirmLabel={T.grantConfirm}
      destructive={false}
      pendingLabel={T.granting}
    >
      <Stack gap="4" mt="4">
        <FormField label={T.grantPoints} error={form.errors.points} required>
          <Input
            name="points"
            type="number"
            inputMode="decimal"
            step="0.01"
            value={form.values.points}
            onChange={(event) => form.set('points', event.target.value)}
          />
        </FormField>
        <FormField label={T.grantReason} error={form.errors.reason} required>
          <Input name="reason" maxLength={200} value={form.values.reason} onChange={(event) => form.set('reason', event.target.value)} />
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
