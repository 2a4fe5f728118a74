import { Field } from '@chakra-ui/react';
import type { AdminAuthorRow } from '../../../../shared/schemas/admin/authors';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { FormSelect } from '../../../components/ui/form-controls';
import { ConfirmDialog, useDialogForm } from '../kit';
import { AUTHORS_TEXT } from './author-text';

/**
 * Asks before deleting an author; one credited with posts needs another author to take them over
 * (the server refuses otherwise), chosen here.
 */
export function DeleteAuthorDialog({ author, onClose }: { author: AdminAuthorRow | null; onClose(): void }) {
  const utils = trpc.useUtils();
  const hasPosts = Boolean(author && author.postCount > 0);
  const candidates = trpc.admin.authors.list.useQuery({ pageSize: 100 }, { enabled: hasPosts });
  const remove = trpc.admin.authors.delete.useMutation();
  const form = useDialogForm({
    target: author,
    initial: { reassignTo: '' },
    check: ({ reassignTo }) => ({ reassignTo: hasPosts && !reassignTo ? AUTHORS_TEXT.reassignRequired : null }),
    save: ({ reassignTo }, { id }) => remove.mutateAsync({ id, ...(hasPosts && { reassignTo: Number(reassignTo) }) }),
    onDone: async () => {
      toaster.create({ type: 'success', title: AUTHORS_TEXT.deleted, duration: 3000 });
      await utils.admin.authors.invalidate();
      await utils.admin.blogPosts.invalidate();
      await utils.content.invalidate();
    },
    onClose,
    failed: AUTHORS_TEXT.deleteFailed,
  });
  const others = (candidates.data?.items ?? []).filter((candidate) => candidate.id !== author?.id);

  return (
    <ConfirmDialog
      {...form.dialog}
      title={AUTHORS_TEXT.deleteTitle}
      body={author ? (hasPosts ? AUTHORS_TEXT.deleteWithPosts(author.name, author.postCount) : AUTHORS_TEXT.deleteBody(author.name)) : ''}
      confirmLabel={AUTHORS_TEXT.delete}
      pendingLabel="Deleting..."
    >
      {hasPosts ? (
        <Field.Root invalid={Boolean(form.errors.reassignTo)} required>
          <Field.Label fontWeight="medium">{AUTHORS_TEXT.reassignTo}</Field.Label>
          <FormSelect value={form.values.reassignTo} onChange={(event) => form.set('reassignTo', event.target.value)}>
            <option value="">{AUTHORS_TEXT.chooseAuthor}</option>
            {others.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </FormSelect>
          <Field.ErrorText>{form.errors.reassignTo}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </ConfirmDialog>
  );
}
