import { Badge, HStack, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { RESOURCE_COMING_SOON_FILTERS, RESOURCE_FEATURED_FILTERS, RESOURCE_MEMBERS_FILTERS } from '../../../../shared/rules/resources';
import { parseId } from '../../../../shared/rules/ids';
import { formatShortDate } from '../../../../shared/lib/dates';
import { trpc } from '../../../trpc';
import {
  AdminFilterSelect,
  AdminListEmpty,
  AdminListFilters,
  AdminListResults,
  AdminNewButton,
  AdminPage,
  AdminSearchBox,
  AdminTable,
  useAdminListSearch,
} from '../kit';
import { oneOf } from '../recipes/recipe-list-search';
import { RESOURCE_ADMIN_TEXT as T } from './resource-admin-text';
import { parseResourceListSearch } from './resource-list-search';

/** /admin/resources: search, filters in the URL, a page at a time. */
export function ResourceListPage() {
  const { q, page, search: filters, setQ, setPage, setSearch, clearFilters, filtered } = useAdminListSearch(parseResourceListSearch);
  const categories = trpc.admin.resources.categories.useQuery();
  const query = trpc.admin.resources.list.useQuery(
    {
      q: q || undefined,
      page,
      category: filters.category,
      membersOnly: filters.membersOnly,
      featured: filters.featured,
      comingSoon: filters.comingSoon,
    },
    { placeholderData: (previous) => previous },
  );

  return (
    <AdminPage
      title={T.listTitle}
      description={T.listDescription}
      actions={<AdminNewButton to="/admin/resources/new">{T.newResource}</AdminNewButton>}
    >
      <AdminListFilters>
        <AdminSearchBox value={q} onChange={setQ} label={T.search} placeholder={T.searchPlaceholder} />
        <AdminFilterSelect
          anyLabel={T.any}
          label={T.categoryFilter}
          value={filters.category ? String(filters.category) : ''}
          onChange={(value) => setSearch({ category: parseId(value) ?? undefined })}
          options={(categories.data ?? []).map((category) => [String(category.id), category.name])}
        />
        <AdminFilterSelect
          anyLabel={T.any}
          label={T.membersFilter}
          value={filters.membersOnly ?? ''}
          onChange={(value) => setSearch({ membersOnly: oneOf(value, RESOURCE_MEMBERS_FILTERS) })}
          options={[
            ['members', T.membersOnly],
            ['everyone', T.everyone],
          ]}
        />
        <AdminFilterSelect
          anyLabel={T.any}
          label={T.featuredFilter}
          value={filters.featured ?? ''}
          onChange={(value) => setSearch({ featured: oneOf(value, RESOURCE_FEATURED_FILTERS) })}
          options={[
            ['featured', T.featured],
            ['not-featured', T.notFeatured],
          ]}
        />
        <AdminFilterSelect
          anyLabel={T.any}
          label={T.comingSoonFilter}
          value={filters.comingSoon ?? ''}
          onChange={(value) => setSearch({ comingSoon: oneOf(value, RESOURCE_COMING_SOON_FILTERS) })}
          options={[
            ['coming-soon', T.comingSoon],
            ['open', T.open],
          ]}
        />
      </AdminListFilters>

      <AdminListResults
        query={query}
        loadingLabel={T.loading}
        loadFailed={T.loadFailed}
        onPageChange={setPage}
        empty={<AdminListEmpty filtered={filtered} title={T.empty} filteredTitle={T.emptySearch} onClearFilters={clearFilters} />}
      >
        {(resources) => (
          <AdminTable
            caption={T.tableCaption}
            columns={[
              { label: T.columns.title, card: 'title' },
              T.columns.categories,
              T.columns.access,
              { label: T.columns.flags, card: 'status' },
              { label: T.columns.published, card: 'date' },
            ]}
          >
            {resources.map((resource) => (
              <Table.Row key={resource.id}>
                <Table.Cell minW="12rem">
                  <ChakraLink asChild fontWeight="medium" color="gray.900">
                    <Link to="/admin/resources/edit/$id" params={{ id: String(resource.id) }} aria-label={T.edit(resource.title)}>
                      {resource.title}
                    </Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell>
                  <Text fontSize="sm">{resource.categories.map((category) => category.name).join(', ') || '—'}</Text>
                </Table.Cell>
                <Table.Cell>{T.accessLabels[resource.access]}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap">
                    {resource.membersOnly ? <Badge>{T.membersOnly}</Badge> : null}
                    {resource.featured ? <Badge colorPalette="brand">{T.featured}</Badge> : null}
                    {resource.comingSoon ? <Badge colorPalette="purple">{T.comingSoon}</Badge> : null}
                  </HStack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatShortDate(resource.publishedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </AdminListResults>
    </AdminPage>
  );
}
