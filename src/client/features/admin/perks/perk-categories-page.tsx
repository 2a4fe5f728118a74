import { Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { checkCategoryName } from '../../../../shared/rules/perks';
import type { PerkCategoryDto } from '../../../../shared/schemas/admin/perks';
import { LoadError } from '../../../components/page-states';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import {
  AdminEmptyState,
  AdminPage,
  AdminRecordForm,
  AdminTable,
  ConfirmDialog,
  FormField,
  useConfirmedAction,
  useRecordEditor,
} from '../kit';

const T = {
  title: 'Perk Categories',
  description: 'The groups perks are shown in. Deleting a category keeps its perks, without a category.',
  newName: 'New category',
  add: 'Add category',
  added: 'Category added',
  caption: 'Perk categories',
  columns: { name: 'Name', perks: 'Perks', actions: 'Actions' },
  empty: 'No categories yet',
  rename: (name: string) => `Rename ${name}`,
  nameOf: (name: string) => `New name for ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  renamed: 'Category renamed',
  delete: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete this category?',
  deleteBody: (category: PerkCategoryDto) =>
    `“${category.name}” will be removed. ${category.perkCount === 1 ? 'Its 1 perk stays' : `Its ${category.perkCount} perks stay`}, without a category.`,
  deleted: 'Category deleted',
  failed: 'The change could not be saved',
} as const;

/** /admin/perk-categories: add, rename and delete the perks' categories. */
export function PerkCategoriesPage() {
  const list = trpc.admin.perkCategories.list.useQuery();
  return (
    <AdminPage title={T.title} description={T.description} back={{ to: '/admin/perks', label: 'All perks' }}>
      <Stack gap="6">
        <NewCategoryForm />
        {list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Text color="fg.muted">Loading...</Text>
        ) : list.data.length === 0 ? (
          <AdminEmptyState title={T.empty} />
        ) : (
          <AdminTable
            caption={T.caption}
            columns={[
              { label: T.columns.name, card: 'title' },
              T.columns.perks,
              { label: T.columns.actions, textAlign: 'end', card: 'actions' },
            ]}
          >
            {list.data.map((category) => (
              <CategoryRow key={category.id} category={category} />
            ))}
          </AdminTable>
        )}
      </Stack>
    </AdminPage>
  );
}

/** A category's name, checked by the shared rule; any refusal is the name's. */
function useCategoryEditor({
  name,
  saved,
  save,
  onSaved,
}: {
  name: string;
  saved: string;
  save(name: string): Promise<unknown>;
  onSaved?(): void;
}) {
  const utils = trpc.useUtils();
  return useRecordEditor({
    initial: { name },
    isNew: false,
    check: (values) => ({ name: checkCategoryName(values.name) ?? undefined }),
    save: (values) => save(values.name),
    onSaved,
    resetTo: () => ({ name }),
    invalidate: () => Promise.all([utils.admin.perkCategories.list.invalidate(), utils.admin.perks.invalidate()]),
    text: { saved, saveFailed: T.failed },
    refusalField: () => 'name',
  });
}

function NewCategoryForm() {
  const create = trpc.admin.perkCategories.create.useMutation();
  const editor = useCategoryEditor({ name: '', saved: T.added, save: (name) => create.mutateAsync({ name }) });
  return (
    <AdminRecordForm editor={editor} guarded={false} maxW="lg">
      <HStack align="end" gap="3">
        <FormField label={T.newName} error={editor.errors.name}>
          <Input value={editor.values.name} onChange={(event) => editor.set('name', event.target.value)} />
        </FormField>
        <Button type="submit" colorPalette="brand" rounded="full" loading={editor.saving} disabled={editor.saving}>
          {T.add}
        </Button>
      </HStack>
    </AdminRecordForm>
  );
}

function RenameForm({ category, onClose }: { category: PerkCategoryDto; onClose(): void }) {
  const rename = trpc.admin.perkCategories.rename.useMutation();
  const editor = useCategoryEditor({
    name: category.name,
    saved: T.renamed,
    save: (name) => rename.mutateAsync({ id: category.id, name }),
    onSaved: onClose,
  });
  return (
    <AdminRecordForm editor={editor} guarded={false}>
      <HStack align="end" gap="2">
        <FormField label={T.nameOf(category.name)} error={editor.errors.name}>
          <Input value={editor.values.name} onChange={(event) => editor.set('name', event.target.value)} />
        </FormField>
        <Button type="submit" size="sm" colorPalette="brand" loading={editor.saving}>
          {T.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {T.cancel}
        </Button>
      </HStack>
    </AdminRecordForm>
  );
}

function CategoryRow({ category }: { category: PerkCategoryDto }) {
  const [editing, setEditing] = useState(false);
  const utils = trpc.useUtils();
  const remove = trpc.admin.perkCategories.delete.useMutation();
  const deletion = useConfirmedAction<PerkCategoryDto>({
    run: () => remove.mutateAsync({ id: category.id }),
    failed: T.failed,
    onDone: async () => {
      toaster.create({ type: 'success', title: T.deleted });
      await Promise.all([utils.admin.perkCategories.list.invalidate(), utils.admin.perks.invalidate()]);
    },
  });

  return (
    <Table.Row>
      <Table.Cell>{editing ? <RenameForm category={category} onClose={() => setEditing(false)} /> : category.name}</Table.Cell>
      <Table.Cell>{category.perkCount}</Table.Cell>
      <Table.Cell textAlign="end">
        <HStack justify="end" gap="1">
          <Button size="sm" variant="ghost" aria-label={T.rename(category.name)} onClick={() => setEditing(true)} disabled={editing}>
            Rename
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" aria-label={T.delete(category.name)} onClick={() => deletion.ask(category)}>
            Delete
          </Button>
        </HStack>
        <ConfirmDialog
          {...deletion.dialog}
          title={T.deleteTitle}
          body={T.deleteBody(category)}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
        />
      </Table.Cell>
    </Table.Row>
  );
}
