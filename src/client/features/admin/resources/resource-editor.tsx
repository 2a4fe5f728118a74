import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { resourceFormErrors, type ResourceAccess } from '../../../../shared/rules/resources';
import type { AdminResourceDto } from '../../../../shared/schemas/admin/resources';
import { trpc } from '../../../trpc';
import { FormTextarea } from '../../../components/ui/form-controls';
import {
  NativeCheckbox,
  AdminFormSection,
  AdminPage,
  NativeRadioGroup,
  AdminRecordForm,
  type RadioOption,
  AdminRecordLoader,
  ConfirmDialog,
  FormField,
  useRecordEditor,
} from '../kit';
import { ImageUploadField, PdfUploadField } from '../uploads';
import { CategoryPicker } from './category-picker';
import { MasterclassImageEditor } from './masterclass-image-editor';
import { RESOURCE_ADMIN_TEXT as T } from './resource-admin-text';
import { formFromResource, previewOf, valuesOf } from './resource-form';

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
  const utils = trpc.useUtils();
  const categories = trpc.admin.resources.categories.useQuery();
  const create = trpc.admin.resources.create.useMutation();
  const update = trpc.admin.resources.update.useMutation();
  const remove = trpc.admin.resources.delete.useMutation();
  const editor = useRecordEditor({
    initial: formFromResource(resource),
    isNew: !resource,
    check: (form) => resourceFormErrors(valuesOf(form)),
    save: (form) => (resource ? update.mutateAsync({ ...valuesOf(form), id: resource.id }) : create.mutateAsync(valuesOf(form))),
    remove: resource ? () => remove.mutateAsync({ id: resource.id }) : undefined,
    afterSave: LIST,
    afterDelete: LIST,
    invalidate: () => utils.admin.resources.invalidate(),
    text: T,
    savedDescription: (saved) => saved.title,
  });
  const { values: form, set, errors } = editor;

  return (
    <AdminPage
      title={resource ? T.editTitle : T.newTitle}
      description={resource?.title}
      back={{ to: LIST, label: T.backToList }}
      actions={
        resource ? (
          <Button type="button" variant="outline" colorPalette="red" rounded="full" onClick={editor.askDelete}>
            {T.deleteResource}
          </Button>
        ) : null
      }
    >
      <AdminRecordForm editor={editor} display="flex" flexDirection="column" gap="6">
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
              <NativeCheckbox
                label={T.commentsOpen}
                description={T.commentsOpenHelper}
                checked={form.commentsOpen}
                onChange={(value) => set('commentsOpen', value)}
              />
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
            loading={editor.saving}
            loadingText={T.saving}
            w={{ base: 'full', sm: 'auto' }}
          >
            {T.save}
          </Button>
        </Box>
      </AdminRecordForm>

      {resource ? (
        <ConfirmDialog
          {...editor.deleteDialog}
          title={T.deleteTitle}
          body={T.deleteBody(resource.title)}
          confirmLabel={T.delete}
          pendingLabel={T.deleting}
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
