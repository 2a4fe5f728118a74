import { Button, HStack, Text } from '@chakra-ui/react';
import { Lock, LockOpen, Pin, PinOff, Shield } from 'lucide-react';
import type { ThreadDetailDto } from '../../../shared/schemas/community';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { toaster } from '../../components/ui/toaster';
import { FORUM_TEXT } from './community-text';
import { writeErrorMessage } from './server-errors';
import { useThreadEdits } from './use-thread-actions';

/** Admins only: pin a thread to the top of its topic, lock it against new replies, and back. */
export function ModerationControls({ thread }: { thread: ThreadDetailDto }) {
  const { moderate } = useThreadEdits(thread.id);
  const change = (values: { pinned?: boolean; locked?: boolean }, done: string) =>
    moderate.mutate(
      { id: thread.id, ...values },
      {
        onSuccess: () => toaster.create({ type: 'success', title: done, duration: TOAST_SHORT_MS }),
        onError: (error) => toaster.create({ type: 'error', title: writeErrorMessage(error, FORUM_TEXT.moderateFailed) }),
      },
    );
  const pending = moderate.isPending;
  return (
    <HStack role="group" aria-label={FORUM_TEXT.moderation} gap="2" wrap="wrap" bg="gray.50" rounded="xl" px="3" py="2">
      <HStack gap="1.5" color="gray.600" fontSize="sm" fontWeight="medium" me="1">
        <Shield size={15} aria-hidden />
        <Text>{FORUM_TEXT.moderation}</Text>
      </HStack>
      <Button
        size="xs"
        variant="outline"
        bg="white"
        rounded="full"
        disabled={pending}
        onClick={() => change({ pinned: !thread.pinned }, thread.pinned ? FORUM_TEXT.unpinnedDone : FORUM_TEXT.pinnedDone)}
      >
        {thread.pinned ? <PinOff size={14} aria-hidden /> : <Pin size={14} aria-hidden />}
        {thread.pinned ? FORUM_TEXT.unpin : FORUM_TEXT.pin}
      </Button>
      <Button
        size="xs"
        variant="outline"
        bg="white"
        rounded="full"
        disabled={pending}
        onClick={() => change({ locked: !thread.locked }, thread.locked ? FORUM_TEXT.unlockedDone : FORUM_TEXT.lockedDone)}
      >
        {thread.locked ? <LockOpen size={14} aria-hidden /> : <Lock size={14} aria-hidden />}
        {thread.locked ? FORUM_TEXT.unlock : FORUM_TEXT.lock}
      </Button>
    </HStack>
  );
}
