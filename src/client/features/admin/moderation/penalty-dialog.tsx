import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { penaltyEndText, PENALTY_DAYS, PENALTY_KINDS, type PenaltyDays, type PenaltyKind } from '../../../../shared/rules/penalties';
import { NativeRadioGroup } from '../../../components/ui/choice';
import { FormSelect, FormTextarea } from '../../../components/ui/form-controls';
import { toaster } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { useCurrentUser } from '../../auth';
import { ConfirmDialog, FormField, useDialogForm } from '../kit';
import { PENALTY_PAGE_TEXT as T } from './penalty-text';

export interface PenaltyTarget {
  id: number;
  username: string;
}

const KIND_OPTIONS = PENALTY_KINDS.map((value) => ({ value, ...T.kinds[value] }));
type DaysChoice = `${(typeof PENALTY_DAYS)[number]}` | 'forever';
const toDays = (choice: DaysChoice): PenaltyDays => (choice === 'forever' ? null : (Number(choice) as PenaltyDays));

/** Her penalties so far, each in force with a Lift button. */
function PenaltyHistory({ member }: { member: PenaltyTarget }) {
  const utils = trpc.useUtils();
  const penalties = trpc.moderation.penalties.list.useQuery({ memberId: member.id });
  const lift = trpc.moderation.penalties.lift.useMutation({
    onSuccess: async () => {
      toaster.create({ type: 'success', title: T.lifted });
      await utils.moderation.penalties.list.invalidate({ memberId: member.id });
    },
    onError: (error) => toaster.create({ type: 'error', title: serverMessage(error) ?? T.liftFailed }),
  });
  if (!penalties.data) return null;
  return (
    <Stack gap="2" as="section" aria-label={T.current}>
      <Text fontWeight="medium">{T.current}</Text>
      {penalties.data.length === 0 ? <Text color="fg.muted">{T.none}</Text> : null}
      {penalties.data.map((penalty) => (
        <HStack key={penalty.id} justify="space-between" gap="3" fontSize="sm">
          <Text>
            {T.kinds[penalty.kind].label}: {penalty.reason} ({penalty.inForce ? T.inForceUntil(penaltyEndText(penalty.endsAt)) : T.ended})
          </Text>
          {penalty.inForce ? (
            <Button
              size="xs"
              variant="outline"
              loading={lift.isPending && lift.variables?.penaltyId === penalty.id}
              onClick={() => lift.mutate({ memberId: member.id, penaltyId: penalty.id })}
            >
              {T.lift}
            </Button>
          ) : null}
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * A warning, silence or suspension for a member (the author of a reported post), with her
 * penalties so far. Moderators pick 1 to 30 days; "until lifted" is an admin's choice. The
 * server decides the rest (the owner's account, a second silence at once) and says why here.
 */
export function PenaltyDialog({ member, onClose }: { member: PenaltyTarget | null; onClose: () => void }) {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const create = trpc.moderation.penalties.create.useMutation();
  const form = useDialogForm({
    target: member,
    initial: { kind: 'warn' as PenaltyKind, days: '7' as DaysChoice, reason: '' },
    check: ({ reason }) => ({ reason: reason.trim() ? null : T.reasonRequired }),
    save: ({ kind, days, reason }, target) =>
      create.mutateAsync({ memberId: target.id, kind, days: kind === 'warn' ? null : toDays(days), reason: reason.trim() }),
    onDone: async (_result, target) => {
      toaster.create({ type: 'success', title: T.done(target.username) });
      await utils.moderation.penalties.list.invalidate({ memberId: target.id });
    },
    onClose,
    failed: T.failed,
  });
  const dayChoices: DaysChoice[] = [
    ...PENALTY_DAYS.map((days) => `${days}` as DaysChoice),
    ...(user?.role === 'admin' ? (['forever'] as const) : []),
  ];

  return (
    <ConfirmDialog
      {...form.dialog}
      title={T.title(member?.username ?? '')}
      body={T.body}
      confirmLabel={T.confirm}
      pendingLabel={T.pending}
      destructive={form.values.kind !== 'warn'}
    >
      <Stack gap="4" mt="4">
        {member ? <PenaltyHistory member={member} /> : null}
        <NativeRadioGroup
          legend={T.kind}
          name="kind"
          value={form.values.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => form.set('kind', kind)}
        />
        {form.values.kind !== 'warn' ? (
          <FormField label={T.days} required>
            <FormSelect name="days" value={form.values.days} onChange={(event) => form.set('days', event.target.value as DaysChoice)}>
              {dayChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {T.dayOptions[choice]}
                </option>
              ))}
            </FormSelect>
          </FormField>
        ) : null}
        <FormField label={T.reason} error={form.errors.reason} required>
          <FormTextarea
            name="reason"
            rows={3}
            maxLength={500}
            value={form.values.reason}
            onChange={(event) => form.set('reason', event.target.value)}
          />
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}
