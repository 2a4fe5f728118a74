import { Avatar, HStack, Link as ChakraLink, Table } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminAuthorRow } from '../../../../shared/schemas/admin/authors';
import { trpc } from '../../../trpc';
import {
  AdminListEmpty,
  AdminListResults,
  AdminNewButton,
  AdminPage,
  AdminRowActions,
  AdminSearchBox,
  AdminTable,
  useAdminListSearch,
} from '../kit';
import { AUTHORS_TEXT } from './author-text';
import { DeleteAuthorDialog } from './delete-author-dialog';

/** /admin/authors: the people posts are credited to, with how many posts each has. */
export function AuthorListPage() {
  const { q, page, setQ, setPage, clearFilters } = useAdminListSearch();
  const authors = trpc.admin.authors.list.useQuery({ q: q || undefined, page }, { placeholderData: (previous) => previous });
  const [deleting, setDeleting] = useState<AdminAuthorRow | null>(null);

  return (
    <AdminPage
      title={AUTHORS_TEXT.listTitle}
      description={AUTHORS_TEXT.listDescription}
      actions={<AdminNewButton to="/admin/authors/new">{AUTHORS_TEXT.newAuthor}</AdminNewButton>}
    >
      <AdminSearchBox value={q} onChange={setQ} label={AUTHORS_TEXT.searchLabel} placeholder={AUTHORS_TEXT.searchPlaceholder} />
      <AdminListResults
        query={authors}
        loadingLabel={AUTHORS_TEXT.loading}
        loadFailed={AUTHORS_TEXT.loadFailed}
        onPageChange={setPage}
        empty={
          <AdminListEmpty
            filtered={Boolean(q)}
            title={AUTHORS_TEXT.empty}
            filteredTitle={AUTHORS_TEXT.emptyFiltered}
            onClearFilters={clearFilters}
            action={<AdminNewButton to="/admin/authors/new">{AUTHORS_TEXT.newAuthor}</AdminNewButton>}
          />
        }
      >
        {(items) => (
          <AdminTable
            caption={AUTHORS_TEXT.listTitle}
            columns={[
              { label: AUTHORS_TEXT.columns.name, card: 'title' },
              AUTHORS_TEXT.columns.role,
              AUTHORS_TEXT.columns.posts,
              { label: AUTHORS_TEXT.columns.actions, srOnly: true, textAlign: 'end', card: 'actions' },
            ]}
          >
            {items.map((author) => (
              <Table.Row key={author.id}>
                <Table.Cell minW="44">
                  <HStack gap="3">
                    <Avatar.Root size="sm">
                      <Avatar.Fallback name={author.name} />
                      {author.avatar ? <Avatar.Image src={author.avatar} alt="" /> : null}
                    </Avatar.Root>
                    <ChakraLink asChild fontWeight="medium" color="gray.900">
                      <Link to="/admin/authors/edit/$id" params={{ id: String(author.id) }}>
                        {author.name}
                      </Link>
                    </ChakraLink>
                  </HStack>
                </Table.Cell>
                <Table.Cell>{author.role ?? '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{AUTHORS_TEXT.postCount(author.postCount)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <AdminRowActions
                    editTo="/admin/authors/edit/$id"
                    id={author.id}
                    editLabel={AUTHORS_TEXT.editAuthor(author.name)}
                    deleteLabel={AUTHORS_TEXT.deleteAuthor(author.name)}
                    onDelete={() => setDeleting(author)}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </AdminListResults>
      <DeleteAuthorDialog author={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}
