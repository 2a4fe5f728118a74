import { Box, Button, chakra, Dialog, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type SubmitEvent } from 'react';
import { RELATIONS_TEXT } from '../../../shared/constants/relations';
import { RELATION_DURATIONS, type RelationDuration, type RelationKind } from '../../../shared/rules/relations';
import { NativeRadioGroup } from '../../components/ui/choice';
import { ModalDialog, ModalDialogTitle } from '../../components/ui/modal-dialog';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { toaster } from '../../components/ui/toaster';
import { serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';

const T = RELATIONS_TEXT.dialog;
const DURATION_OPTIONS = RELATION_DURATIONS.map((value) => ({ value, label: RELATIONS_TEXT.durations[value] }));

/** The mute or block the dialog sends; her lists read afresh, so the forum folds or unfolds at once. */
function useRelate(kind: RelationKind) {
  const utils = trpc.useUtils();
  const options = {
    onSuccess: ({ relation }: { relation: { member: { name: string } } }) => {
      void utils.community.relations.list.invalidate();
      toaster.create({ type: 'success', title: RELATIONS_TEXT.done[kind](relation.member.name), duration: TOAST_SHORT_MS });
    },
  };
  const mute = trpc.community.relations.mute.useMutation(options);
  const block = trpc.community.relations.block.useMutation(options);
  return kind === 'mute' ? mute : block;
}

export interface RelationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: RelationKind;
  member: { id: number; name: string };
  /** Where focus goes back to when it closes (the button that opened it). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * Mute or block a member, for how long (docs/PRODUCT.md "Moderation", "Mute and block"): what it
 * does, the durations (a day by default), Cancel and the kind's own word. A modal dialog like the
 * report's: focus moves in and stays, Escape cancels (not while it saves), focus goes back to the
 * button. It closes once saved; the toast says so. Loaded at first use (relation-actions.tsx);
 * mount it afresh for each opening.
 */
export default function RelationDialog({ open, onOpenChange, kind, member, finalFocusEl }: RelationDialogProps) {
  const relate = useRelate(kind);
  const [duration, setDuration] = useState<RelationDuration>('day');
  const pending = relate.isPending;
  const error = relate.error ? (serverMessage(relate.error) ?? T.failed) : null;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    relate.mutate({ memberId: member.id, duration }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} pending={pending} finalFocusEl={finalFocusEl}>
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="4" p={{ base: '5', md: '6' }}>
          <Box>
            <ModalDialogTitle overflowWrap="anywhere">{T.title[kind](member.name)}</ModalDialogTitle>
            <Dialog.Description mt="1" color="gray.600" fontSize="sm">
              {T.body[kind]}
            </Dialog.Description>
          </Box>
          <NativeRadioGroup
            legend={T.durationLegend}
            name="duration"
            value={duration}
            disabled={pending}
            onChange={(value) => {
              if (relate.error) relate.reset();
              setDuration(value);
            }}
            options={DURATION_OPTIONS}
          />
          {error ? (
            <Text role="alert" color="red.700" fontSize="sm">
              {error}
            </Text>
          ) : null}
          <Flex gap="3" justify="flex-end" wrap="wrap" pt="2">
            <Dialog.ActionTrigger asChild>
              <Button variant="outline" rounded="full" disabled={pending}>
                {T.cancel}
              </Button>
            </Dialog.ActionTrigger>
            <Button type="submit" colorPalette="brand" rounded="full" loading={pending} loadingText={T.saving}>
              {T.confirm[kind]}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </ModalDialog>
  );
}
