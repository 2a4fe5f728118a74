import { Box, Button, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { TOAST_SHORT_MS } from '../../../../shared/constants/timing';
import { resourceFormErrors, type ResourceAccess } from '../../../../shared/rules/resources';
import type { AdminResourceDto } from '../../../../shared/schemas/admin/resources';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { serverMessage } from '../../../lib/trpc-errors';
import { FormTextarea } from '../../../components/ui/form-controls';
import {
  NativeCheckbox,
  AdminFormSection,
  AdminPage,
  NativeRadioGroup,
  type RadioOption,
  AdminRecordLoader,
  ConfirmDialog,
  FormField,
  fieldErrorsOf,
  UnsavedChangesGuard,
} from '../kit';
import { ImageUploadField, PdfUploadField } from '../uploads';
import { CategoryPicker } from './category-picker';
import { MasterclassImageEditor } from './masterclass-image-editor';
import { RESOURCE_ADMIN_TEXT as T } from './resource-admin-text';
import { formFromResource, previewOf, valuesOf, type ResourceForm } from './resource-form';

const LIST = '/admin/resources';

const ACCESS_OPTIONS: RadioOption<ResourceAccess>[] = [
  { value: 'file', label: T.accessFile },
  { value: 'link', label: T.accessLink },
  { value: 'none', label: T.accessNone },
];

export interface ResourceEditorProps {
  resource?: AdminResourceDto;
}

/** Every field of a resource, its masterclass card previewed live, saved in one go. */
export function ResourceEditor({ resource }: ResourceEditorProps) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const categories = trpc.admin.resources.categories.useQuery();
  const [form, setForm] = useState(() => formFromResource(resource));
  const [initial] = useState(() => JSON.stringify(form));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const clientErrors = useMemo(() => (submitted ? resourceFormErrors(valuesOf(form)) : {}), [submitted, form]);
  const errors = { ...serverErrors, ...clientErrors };
  const dirty = JSON.stringify(form) !== initial;

  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const set = <K extends keyof ResourceForm>(key: K, value: ResourceForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setServerErrors({});
    setFormError(null);
  };

  const onSaved = async (saved: AdminResourceDto) => {
    await utils.admin.resources.invalidate();
    toaster.create({ type: 'success', title: T.saved, description: saved.title, duration: TOAST_SHORT_MS });
    await navigate({ to: LIST, ignoreBlocker: true });
  };
  const onFailed = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setServerErrors(fields);
    if (Object.keys(fields).length === 0) setFormError(serverMessage(error) ?? T.saveFailed);
    setFocusTick((tick) => tick + 1);
  };
  const create = trpc.admin.resources.create.useMutation({ onSuccess: onSaved, onError: onFailed });
  const update = trpc.admin.resources.update.useMutation({ onSuccess: onSaved, onError: onFailed });
  const remove = trpc.admin.resources.delete.useMutation({
    onSuccess: async () => {
      await utils.admin.resources.invalidate();
      setConfirmDelete(false);
      toaster.create({ type: 'success', title: T.deleted, duration: TOAST_SHORT_MS });
      await navigate({ to: LIST, ignoreBlocker: true });
    },
  });
  const saving = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const values = valuesOf(form);
    if (Object.keys(resourceFormErrors(values)).length > 0) {
      setFormError(T.fixErrors);
      setFocusTick((tick) => tick + 1);
      return;
    }
    setFormError(null);
    if (resource) update.mutate({ ...values, id: resource.id });
    else create.mutate(values);
  };

  return (
    <AdminPage
      title={resource ? T.editTitle : T.newTitle}
      description={resource?.title}
      back={{ to: LIST, label: T.backToList }}
      actions={
        resource ? (
          <Button type="button" variant="outline" colorPalette="red" rounded="full" onClick={() => setConfirmDelete(true)}>
            {T.deleteResource}
          </Button>
        ) : null
      }
    >
      <UnsavedChangesGuard when={dirty && !saving} />
      <chakra.form ref={formRef} onSubmit={submit} noValidate display="flex" flexDirection="column" gap="6">
        {formError ? (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {formError}
          </Text>
        ) : null}
        <AdminFormSection title={T.details}>
          <Stack gap="4">
            <FormField label={T.title} error={errors.title} required>
              <Input bg="white" value={form.title} onChange={(e) => set('title', e.target.value)} />
            </FormField>
            <FormField label={T.description} helper={T.descriptionHelper} error={errors.description}>
              <FormTextarea minH="20" value={form.description} onChange={(e) => set('description', e.target.value)} />
            </FormField>
            <FormField label={T.body} helper={T.bodyHelper} error={errors.body}>
              <FormTextarea minH="48" fontFamily="mono" fontSize="sm" value={form.body} onChange={(e) => set('body', e.target.value)} />
            </FormField>
            <Box maxW="xs">
              <FormField label={T.publishedAt} error={errors.publishedAt} required>
                <Input bg="white" type="date" value={form.publishedAt} onChange={(e) => set('publishedAt', e.target.value)} />
              </FormField>
            </Box>
            <CategoryPicker value={form.categoryIds} onChange={(ids) => set('categoryIds', ids)} error={errors.categoryIds} />
          </Stack>
        </AdminFormSection>

        <AdminFormSection title={T.showing}>
          <Stack gap="5">
            <Stack gap="3">
              <NativeCheckbox label={T.membersOnlyBox} checked={form.membersOnly} onChange={(value) => set('membersOnly', value)} />
              <NativeCheckbox label={T.featuredBox} checked={form.featured} onChange={(value) => set('featured', value)} />
              <NativeCheckbox label={T.comingSoonBox} checked={form.comingSoon} onChange={(value) => set('comingSoon', value)} />
            </Stack>
            <NativeRadioGroup
              legend={T.access}
              name="resource-access"
              value={form.access}
              options={ACCESS_OPTIONS}
              onChange={(access) => set('access', access)}
            />
            {form.access === 'file' ? (
              <PdfUploadField
                label={T.pdf}
                value={form.fileName}
                onChange={(fileName) => set('fileName', fileName)}
                error={errors.fileName}
              />
            ) : null}
            {form.access === 'link' ? (
              <FormField label={T.url} helper={T.urlHelper} error={errors.externalUrl} required>
                <Input
                  bg="white"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={form.externalUrl}
                  onChange={(e) => set('externalUrl', e.target.value)}
                />
              </FormField>
            ) : null}
          </Stack>
        </AdminFormSection>

        <AdminFormSection title={T.masterclass}>
          <Stack gap="5">
            <ImageUploadField
              label={T.image}
              kind="masterclass"
              helper={T.imageHelper}
              value={form.masterclassImage}
              onChange={(image) => set('masterclassImage', image)}
              error={errors.masterclassImage}
            />
            {errors['imagePosition.x'] || errors['imagePosition.y'] || errors.imageScale ? (
              <Text role="alert" color="fg.error" fontSize="sm">
                {errors['imagePosition.x'] ?? errors['imagePosition.y'] ?? errors.imageScale}
              </Text>
            ) : null}
            <MasterclassImageEditor
              resource={previewOf(form, categories.data ?? [])}
              position={form.imagePosition}
              onPositionChange={(position) => set('imagePosition', position)}
              scale={form.imageScale}
              onScaleChange={(scale) => set('imageScale', scale)}
            />
          </Stack>
        </AdminFormSection>

        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            rounded="full"
            size="lg"
            loading={saving}
            loadingText={T.saving}
            w={{ base: 'full', sm: 'auto' }}
          >
            {T.save}
          </Button>
        </Box>
      </chakra.form>

      {resource ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={T.deleteTitle}
          body={T.deleteBody(resource.title)}
          confirmLabel={T.delete}
          pending={remove.isPending}
          pendingLabel={T.deleting}
          error={remove.error ? (serverMessage(remove.error) ?? T.saveFailed) : null}
          onConfirm={() => remove.mutate({ id: resource.id })}
        />
      ) : null}
    </AdminPage>
  );
}

export function NewResourcePage() {
  return <ResourceEditor />;
}

export function EditResourcePage({ id }: { id: number }) {
  const query = trpc.admin.resources.byId.useQuery({ id });
  return (
    <AdminRecordLoader query={query} title={T.editTitle} back={{ to: LIST, label: T.backToList }} loadFailed={T.loadResourceFailed}>
      {(data) => <ResourceEditor key={data.id} resource={data} />}
    </AdminRecordLoader>
  );
}
