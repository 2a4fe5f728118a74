import { Field, Flex, Stack } from '@chakra-ui/react';
import { COMMENT_LIMITS } from '../../../../shared/constants/comments';
import { checkCommentBody } from '../../../../shared/rules/comments';
import { CharacterCount } from '../../../components/ui/character-count';
import { FormTextarea } from '../../../components/ui/form-controls';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { ConfirmDialog, useDialogForm } from '../kit';
import { ADMIN_COMMENTS_TEXT as T } from './comments-admin-text';

export interface TeamReplyTarget {
  id: number;
  name: string;
}

/** "Reply as the team" to a comment: a reply shown under it with the team's badge. */
export function ReplyAsTeamDialog({ comment, onClose }: { comment: TeamReplyTarget | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const reply = trpc.admin.comments.replyAsTeam.useMutation();
  const form = useDialogForm({
    target: comment,
    initial: { body: '' },
    check: ({ body }) => ({ body: checkCommentBody(body) }),
    save: ({ body }, target) => reply.mutateAsync({ commentId: target.id, body: body.trim() }),
    onDone: async () => {
      toaster.create({ type: 'success', title: T.replied, duration: 3000 });
      await utils.admin.comments.list.invalidate();
    },
    onClose,
    failed: T.replyFailed,
  });
  return (
    <ConfirmDialog
      {...form.dialog}
      title={T.replyTitle}
      body={comment ? T.replyBody(comment.name) : ''}
      confirmLabel={T.replySend}
      pendingLabel={T.replySending}
      destructive={false}
    >
      <Stack>
        <Field.Root invalid={Boolean(form.errors.body)} required>
          <Field.Label>{T.replyLabel}</Field.Label>
          <FormTextarea
            value={form.values.body}
            rows={4}
            disabled={form.pending}
            onChange={(event) => form.set('body', event.target.value)}
          />
          <Flex w="full" justify="space-between" gap="3">
            {form.errors.body ? <Field.ErrorText>{form.errors.body}</Field.ErrorText> : <span />}
            <CharacterCount value={form.values.body} max={COMMENT_LIMITS.bodyMax} />
          </Flex>
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
