import { RELATIONS_TEXT } from '../../../shared/constants/relations';
import type { RelationKind } from '../../../shared/rules/relations';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { toaster } from '../../components/ui/toaster';
import { serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';

/** Undoes a mute or block at once (no dialog: nothing is lost, she can do it again), with a toast either way. */
export function useUndoRelation() {
  const utils = trpc.useUtils();
  const options = {
    onSuccess: () => void utils.community.relations.list.invalidate(),
    onError: (error: unknown) => {
      toaster.create({ type: 'error', title: RELATIONS_TEXT.undoFailed, description: serverMessage(error) });
    },
  };
  const unmute = trpc.community.relations.unmute.useMutation(options);
  const unblock = trpc.community.relations.unblock.useMutation(options);
  return {
    pending: unmute.isPending || unblock.isPending,
    undo: (kind: RelationKind, member: { id: number; name: string }) =>
      (kind === 'mute' ? unmute : unblock).mutate(
        { memberId: member.id },
        {
          onSuccess: () => toaster.create({ type: 'success', title: RELATIONS_TEXT.undone[kind](member.name), duration: TOAST_SHORT_MS }),
        },
      ),
  };
}
