import { Button, chakra, HStack, Input, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { AUTHOR_LIMITS } from '../../../../shared/rules/authors';
import type { AdminAuthorDetail } from '../../../../shared/schemas/admin/authors';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { serverMessage } from '../../../lib/trpc-errors';
import { FormTextarea } from '../../../components/ui/form-controls';
import { fieldErrorsOf, FormField, UnsavedChangesGuard } from '../kit';
import { ImageUploadField } from '../uploads';
import {
  type AuthorFormErrors,
  type AuthorFormValues,
  authorValuesOf,
  checkAuthorForm,
  EMPTY_AUTHOR,
  isAuthorDirty,
  toAuthorInput,
} from './author-form';
import { AUTHORS_TEXT } from './author-text';
import { formatNumber } from '../../../../shared/lib/numbers';

/** An author's name, role, avatar and bio; new or saved. */
export function AuthorEditor({ author }: { author?: AdminAuthorDetail }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const initial = useMemo(() => (author ? authorValuesOf(author) : EMPTY_AUTHOR), [author]);
  const [values, setValues] = useState<AuthorFormValues>(initial);
  const [errors, setErrors] = useState<AuthorFormErrors>({});
  const [done, setDone] = useState(false);

  const onSuccess = () => {
    toaster.create({ type: 'success', title: AUTHORS_TEXT.saved, duration: 3000 });
    flushSync(() => setDone(true));
    void navigate({ to: '/admin/authors' });
    void utils.admin.authors.invalidate();
    void utils.content.invalidate();
  };
  const onError = (error: unknown) => {
    const fieldErrors: AuthorFormErrors = fieldErrorsOf(error);
    const onFields = Object.keys(fieldErrors).length > 0;
    if (onFields) setErrors(fieldErrors);
    toaster.create({
      type: 'error',
      title: AUTHORS_TEXT.saveFailed,
      description: onFields ? AUTHORS_TEXT.fixErrors : serverMessage(error),
    });
  };
  const create = trpc.admin.authors.create.useMutation({ onSuccess, onError });
  const update = trpc.admin.authors.update.useMutation({ onSuccess, onError });
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof AuthorFormValues>(field: K, value: AuthorFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const problems = checkAuthorForm(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    const input = toAuthorInput(values);
    if (author) update.mutate({ ...input, id: author.id });
    else create.mutate(input);
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate maxW="2xl">
      <UnsavedChangesGuard when={isAuthorDirty(values, initial) && !done} />
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
          <Button type="submit" colorPalette="brand" loading={saving} disabled={saving} flex={{ base: '1', sm: 'initial' }}>
            {AUTHORS_TEXT.save}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
