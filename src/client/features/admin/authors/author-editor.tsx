import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { AUTHOR_LIMITS } from '../../../../shared/rules/authors';
import type { AdminAuthorDetail } from '../../../../shared/schemas/admin/authors';
import { trpc } from '../../../trpc';
import { FormTextarea } from '../../../components/ui/form-controls';
import { AdminRecordForm, FormField, useRecordEditor } from '../kit';
import { ImageUploadField } from '../uploads';
import { authorValuesOf, checkAuthorForm, EMPTY_AUTHOR, toAuthorInput } from './author-form';
import { AUTHORS_TEXT } from './author-text';
import { formatNumber } from '../../../../shared/lib/numbers';

/** An author's name, role, avatar and bio; new or saved. */
export function AuthorEditor({ author }: { author?: AdminAuthorDetail }) {
  const utils = trpc.useUtils();
  const create = trpc.admin.authors.create.useMutation();
  const update = trpc.admin.authors.update.useMutation();
  const editor = useRecordEditor({
    initial: author ? authorValuesOf(author) : EMPTY_AUTHOR,
    isNew: !author,
    check: checkAuthorForm,
    save: (values) =>
      author ? update.mutateAsync({ ...toAuthorInput(values), id: author.id }) : create.mutateAsync(toAuthorInput(values)),
    afterSave: '/admin/authors',
    invalidate: () => Promise.all([utils.admin.authors.invalidate(), utils.content.invalidate()]),
    text: AUTHORS_TEXT,
  });
  const { values, set, errors } = editor;

  return (
    <AdminRecordForm editor={editor} maxW="2xl">
      <Stack gap="5">
        <FormField label={AUTHORS_TEXT.name} error={errors.name} required>
          <Input
            name="name"
            autoComplete="off"
            maxLength={AUTHOR_LIMITS.nameMax + 20}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </FormField>
        <FormField label={AUTHORS_TEXT.role} error={errors.role} helper={AUTHORS_TEXT.roleHelper}>
          <Input name="role" autoComplete="off" value={values.role} onChange={(e) => set('role', e.target.value)} />
        </FormField>
        <ImageUploadField
          label={AUTHORS_TEXT.avatar}
          kind="avatar"
          value={values.avatar}
          onChange={(address) => set('avatar', address)}
          error={errors.avatar}
        />
        <FormField
          label={AUTHORS_TEXT.bio}
          error={errors.bio}
          helper={`${values.bio.trim().length} / ${formatNumber(AUTHOR_LIMITS.bioMax)}`}
        >
          <FormTextarea name="bio" rows={6} value={values.bio} onChange={(e) => set('bio', e.target.value)} />
        </FormField>
        <HStack justify={{ base: 'stretch', sm: 'flex-start' }}>
          <Button type="submit" colorPalette="brand" loading={editor.saving} disabled={editor.saving} flex={{ base: '1', sm: 'initial' }}>
            {AUTHORS_TEXT.save}
          </Button>
        </HStack>
      </Stack>
    </AdminRecordForm>
  );
}
