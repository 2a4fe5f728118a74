import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { COMMENT_REMOVAL_REASONS, type CommentDecision, type CommentRemovalReason } from '../../../../shared/constants/comments';
import { toaster } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { ConfirmDialog, NativeRadioGroup, useConfirmedAction } from '../kit';
import { ADMIN_COMMENTS_TEXT as T } from './comments-admin-text';

/**
 * The team's decisions on comments, one or many (up to 50): approve, hide and restore at once; a
 * removal asks first, with its reason (spam, off-topic, guidelines). Toasts say what happened
 * (how many of several), the lists and the pending count are read again after each.
 */
export function useCommentDecisions({ onDone }: { onDone?: (ids: number[]) => void } = {}) {
  const utils = trpc.useUtils();
  const decideMutation = trpc.admin.comments.decide.useMutation();
  const [reason, setReason] = useState<CommentRemovalReason>('guidelines');

  const refresh = () =>
    Promise.all([
      utils.admin.comments.list.invalidate(),
      utils.admin.comments.pending.invalidate(),
      utils.admin.comments.pendingCount.invalidate(),
    ]);

  const decide = async (ids: number[], action: CommentDecision, removalReason?: CommentRemovalReason) => {
    const result = await decideMutation.mutateAsync({ ids, action, ...(removalReason ? { reason: removalReason } : {}) });
    const failed = result.failed.length;
    if (ids.length === 1 && failed === 1) throw new Error(result.failed[0]!.error);
    toaster.create({
      type: failed === 0 ? 'success' : 'warning',
      title: ids.length === 1 ? T.decided[action] : T.bulk.done(result.done.length, failed),
      duration: 3000,
    });
    onDone?.(result.done);
    await refresh();
    return result;
  };

  const removal = useConfirmedAction<number[]>({ run: (ids) => decide(ids, 'remove', reason), failed: T.decideFailed });

  /** Approve, hide or restore now; remove after the dialog. */
  const run = (ids: number[], action: CommentDecision) => {
    if (ids.length === 0) return;
    if (action === 'remove') {
      setReason('guidelines');
      removal.ask(ids);
      return;
    }
    decide(ids, action).catch(async (refusal: unknown) => {
      toaster.create({ type: 'error', title: serverMessage(refusal) ?? (refusal instanceof Error ? refusal.message : T.decideFailed) });
      await refresh();
    });
  };

  const removeDialog = (
    <ConfirmDialog
      {...removal.dialog}
      title={T.removeTitle(removal.target?.length ?? 1)}
      body={T.removeBody}
      confirmLabel={T.decisions.remove}
      pendingLabel={T.removing}
      destructive
    >
      <Stack>
        <NativeRadioGroup
          legend={T.reasonLegend}
          name="removal-reason"
          value={reason}
          disabled={removal.dialog.pending}
          onChange={setReason}
          options={COMMENT_REMOVAL_REASONS.map((value) => ({ value, label: T.reasons[value] }))}
        />
      </Stack>
    </ConfirmDialog>
  );

  return { run, pending: decideMutation.isPending, removeDialog };
}
