import { Button, chakra, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { type SubmitEvent, useState } from 'react';
import { checkCategoryName } from '../../../../shared/rules/perks';
import type { PerkCategoryDto } from '../../../../shared/schemas/admin/perks';
import { LoadError } from '../../../components/page-states';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { serverMessage } from '../../../lib/trpc-errors';
import { AdminEmptyState, AdminPage, AdminTable, ConfirmDialog, fieldErrorsOf, FormField } from '../kit';

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

function useCategoryMutation(success: string, onDone: () => void, setError: (message: string | null) => void) {
  const utils = trpc.useUtils();
  const options = {
    onSuccess: async () => {
      toaster.create({ type: 'success', title: success });
      setError(null);
      onDone();
      await Promise.all([utils.admin.perkCategories.list.invalidate(), utils.admin.perks.invalidate()]);
    },
    onError: (error: unknown) => setError(fieldErrorsOf(error).name ?? serverMessage(error) ?? T.failed),
  };
  return options;
}

function NewCategoryForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = trpc.admin.perkCategories.create.useMutation(useCategoryMutation(T.added, () => setName(''), setError));
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkCategoryName(name);
    setError(problem);
    if (!problem) create.mutate({ name });
  };
  return (
    <chakra.form onSubmit={onSubmit} noValidate maxW="lg">
      <HStack align="end" gap="3">
        <FormField label={T.newName} error={error ?? undefined}>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <Button type="submit" colorPalette="brand" rounded="full" loading={create.isPending} disabled={create.isPending}>
          {T.add}
        </Button>
      </HStack>
    </chakra.form>
  );
}

function CategoryRow({ category }: { category: PerkCategoryDto }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rename = trpc.admin.perkCategories.rename.useMutation(useCategoryMutation(T.renamed, () => setEditing(false), setError));
  const remove = trpc.admin.perkCategories.delete.useMutation(useCategoryMutation(T.deleted, () => setConfirming(false), setError));

  const onRename = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkCategoryName(name);
    setError(problem);
    if (!problem) rename.mutate({ id: category.id, name });
  };

  return (
    <Table.Row>
      <Table.Cell>
        {editing ? (
          <chakra.form onSubmit={onRename} noValidate>
            <HStack align="end" gap="2">
              <FormField label={T.nameOf(category.name)} error={error ?? undefined}>
                <Input value={name} onChange={(event) => setName(event.target.value)} />
              </FormField>
              <Button type="submit" size="sm" colorPalette="brand" loading={rename.isPending}>
                {T.save}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
                {T.cancel}
              </Button>
            </HStack>
          </chakra.form>
        ) : (
          category.name
        )}
      </Table.Cell>
      <Table.Cell>{category.perkCount}</Table.Cell>
      <Table.Cell textAlign="end">
        <HStack justify="end" gap="1">
          <Button size="sm" variant="ghost" aria-label={T.rename(category.name)} onClick={() => setEditing(true)} disabled={editing}>
            Rename
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" aria-label={T.delete(category.name)} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </HStack>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={T.deleteTitle}
          body={T.deleteBody(category)}
          confirmLabel="Delete"
          pending={remove.isPending}
          pendingLabel="Deleting..."
          error={confirming ? error : null}
          onConfirm={() => remove.mutate({ id: category.id })}
        />
      </Table.Cell>
    </Table.Row>
  );
}
