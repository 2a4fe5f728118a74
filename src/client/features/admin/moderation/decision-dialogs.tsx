import { Input, Stack } from '@chakra-ui/react';
import { FormTextarea } from '../../../components/ui/form-controls';
import { MODERATION_TEXT } from '../../../../shared/constants/moderation';
import { checkReplyContent, checkThreadContent, checkTitle } from '../../../../shared/rules/community';
import { checkCommentBody } from '../../../../shared/rules/comments';
import { checkSupportNote } from '../../../../shared/rules/moderation';
import type { DecideInput, QueueItemDto } from '../../../../shared/schemas/moderation';
import { ConfirmDialog, FormField, useDialogForm } from '../kit';
import { MODERATION_PAGE_TEXT as T } from './moderation-text';

interface DecisionDialogProps {
  /** The item being decided; null while the dialog is closed. */
  item: QueueItemDto | null;
  /** Sends the decision (the page's, which says how it went and reads the queue again). */
  decide(item: QueueItemDto, details: Pick<DecideInput, 'action' | 'title' | 'content' | 'supportNote'>): Promise<unknown>;
  onClose(): void;
}

/** The edit decision: the post's text now, to change, under the forum's own rules. */
export function EditDialog({ item, decide, onClose }: DecisionDialogProps) {
  const isThread = item?.targetType === 'thread';
  const form = useDialogForm({
    target: item,
    initial: { title: item?.currentPost?.title ?? '', content: item?.currentPost?.content ?? '' },
    check: ({ title, content }, target) =>
      target.targetType === 'thread'
        ? { title: checkTitle(title), content: checkThreadContent(content) }
        : { content: target.targetType === 'comment' ? checkCommentBody(content) : checkReplyContent(content) },
    save: ({ title, content }, target) => decide(target, { action: 'edit', content, ...(target.targetType === 'thread' && { title }) }),
    onClose,
    failed: T.decideFailed,
  });
  return (
    <ConfirmDialog
      {...form.dialog}
      title={T.editTitle}
      body={T.editBody}
      confirmLabel={T.saveEdit}
      destructive={false}
      pendingLabel={T.saving}
    >
      <Stack gap="4" mt="4">
        {isThread ? (
          <FormField label={T.editField.title} error={form.errors.title} required>
            <Input name="title" value={form.values.title} onChange={(event) => form.set('title', event.target.value)} />
          </FormField>
        ) : null}
        <FormField label={T.editField.content} error={form.errors.content} required>
          <FormTextarea name="content" rows={8} value={form.values.content} onChange={(event) => form.set('content', event.target.value)} />
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}

/** The lock decision: the note shown under the thread, prefilled with the team's support template. */
export function LockDialog({ item, decide, onClose }: DecisionDialogProps) {
  const form = useDialogForm({
    target: item,
    initial: { supportNote: MODERATION_TEXT.templates.lockNote.text },
    check: ({ supportNote }) => ({ supportNote: checkSupportNote(supportNote) }),
    save: ({ supportNote }, target) => decide(target, { action: 'lock', supportNote }),
    onClose,
    failed: T.decideFailed,
  });
  return (
    <ConfirmDialog
      {...form.dialog}
      title={T.lockTitle}
      body={T.lockBody}
      confirmLabel={T.decisions.lock}
      destructive={false}
      pendingLabel={T.locking}
    >
      <Stack gap="4" mt="4">
        <FormField label={T.lockField} error={form.errors.supportNote} required>
          <FormTextarea
            name="supportNote"
            rows={5}
            value={form.values.supportNote}
            onChange={(event) => form.set('supportNote', event.target.value)}
          />
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}
