import { Field } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminAuthorRow } from '../../../../shared/schemas/admin/authors';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { fieldErrorsOf, serverMessage } from '../../../lib/trpc-errors';
import { FormSelect } from '../../../components/ui/form-controls';
import { ConfirmDialog } from '../kit';
import { AUTHORS_TEXT } from './author-text';

/**
 * Asks before deleting an author; one credited with posts needs another author to take them over
 * (the server refuses otherwise), chosen here.
 */
export function DeleteAuthorDialog({ author, onClose }: { author: AdminAuthorRow | null; onClose(): void }) {
  const [reassignTo, setReassignTo] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const candidates = trpc.admin.authors.list.useQuery({ pageSize: 100 }, { enabled: Boolean(author && author.postCount > 0) });
  const remove = trpc.admin.authors.delete.useMutation({
    onSuccess: async () => {
      toaster.create({ type: 'success', title: AUTHORS_TEXT.deleted, duration: 3000 });
      close();
      await utils.admin.authors.invalidate();
      await utils.admin.blogPosts.invalidate();
      await utils.content.invalidate();
    },
    onError: (error) => setChoiceError(fieldErrorsOf(error).reassignTo ?? null),
  });

  function close() {
    setReassignTo('');
    setChoiceError(null);
    remove.reset();
    onClose();
  }

  const hasPosts = Boolean(author && author.postCount > 0);
  const others = (candidates.data?.items ?? []).filter((candidate) => candidate.id !== author?.id);
  const refusal =
    remove.error && !fieldErrorsOf(remove.error).reassignTo ? (serverMessage(remove.error) ?? AUTHORS_TEXT.deleteFailed) : null;

  return (
    <ConfirmDialog
      open={author !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={AUTHORS_TEXT.deleteTitle}
      body={author ? (hasPosts ? AUTHORS_TEXT.deleteWithPosts(author.name, author.postCount) : AUTHORS_TEXT.deleteBody(author.name)) : ''}
      confirmLabel={AUTHORS_TEXT.delete}
      pending={remove.isPending}
      pendingLabel="Deleting..."
      error={refusal}
      onConfirm={() => {
        if (!author) return;
        if (hasPosts && !reassignTo) {
          setChoiceError(AUTHORS_TEXT.reassignRequired);
          return;
        }
        remove.mutate({ id: author.id, ...(hasPosts && { reassignTo: Number(reassignTo) }) });
      }}
    >
      {hasPosts ? (
        <Field.Root invalid={Boolean(choiceError)} required>
          <Field.Label fontWeight="medium">{AUTHORS_TEXT.reassignTo}</Field.Label>
          <FormSelect
            value={reassignTo}
            onChange={(event) => {
              setReassignTo(event.target.value);
              setChoiceError(null);
            }}
          >
            <option value="">{AUTHORS_TEXT.chooseAuthor}</option>
            {others.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </FormSelect>
          <Field.ErrorText>{choiceError}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </ConfirmDialog>
  );
}
