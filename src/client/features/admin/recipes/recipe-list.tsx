import { Badge, HStack, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { RECIPE_DIFFICULTIES, RECIPE_FEATURED_FILTERS } from '../../../../shared/constants/recipes';
import { formatShortDate } from '../../../../shared/lib/dates';
import { trpc } from '../../../trpc';
import {
  AdminListEmpty,
  AdminFilterSelect,
  AdminListFilters,
  AdminListResults,
  AdminNewButton,
  AdminPage,
  AdminSearchBox,
  AdminTable,
  useAdminListSearch,
} from '../kit';
import { oneOf, parseRecipeListSearch } from './recipe-list-search';
import { RECIPE_ADMIN_TEXT as T } from './recipe-admin-text';

/** /admin/recipes: search, filters in the URL, a page at a time. */
export function RecipeListPage() {
  const { q, page, search: filters, setQ, setPage, setSearch, clearFilters, filtered } = useAdminListSearch(parseRecipeListSearch);
  const query = trpc.admin.recipes.list.useQuery(
    {
      q: q || undefined,
      page,
      featured: filters.featured,
      difficulty: filters.difficulty,
    },
    { placeholderData: (previous) => previous },
  );

  return (
    <AdminPage
      title={T.listTitle}
      description={T.listDescription}
      actions={<AdminNewButton to="/admin/recipes/new">{T.newRecipe}</AdminNewButton>}
    >
      <AdminListFilters>
        <AdminSearchBox value={q} onChange={setQ} label={T.search} placeholder={T.searchPlaceholder} />
        <AdminFilterSelect
          anyLabel={T.any}
          label={T.featuredFilter}
          value={filters.featured ?? ''}
          onChange={(value) => setSearch({ featured: oneOf(value, RECIPE_FEATURED_FILTERS) })}
          options={[
            ['featured', T.featuredOnly],
            ['not-featured', T.notFeatured],
          ]}
        />
        <AdminFilterSelect
          anyLabel={T.any}
          label={T.difficultyFilter}
          value={filters.difficulty ?? ''}
          onChange={(value) => setSearch({ difficulty: oneOf(value, RECIPE_DIFFICULTIES) })}
          options={RECIPE_DIFFICULTIES.map((d) => [d, d])}
        />
      </AdminListFilters>

      <AdminListResults
        query={query}
        loadingLabel={T.loading}
        loadFailed={T.loadFailed}
        onPageChange={setPage}
        empty={<AdminListEmpty filtered={filtered} title={T.empty} filteredTitle={T.emptySearch} onClearFilters={clearFilters} />}
      >
        {(recipes) => (
          <AdminTable
            caption={T.tableCaption}
            columns={[
              { label: T.columns.title, card: 'title' },
              T.columns.difficulty,
              { label: T.columns.featured, card: 'status' },
              { label: T.columns.published, card: 'date' },
              { label: T.columns.actions, srOnly: true, card: 'actions' },
            ]}
          >
            {recipes.map((recipe) => (
              <Table.Row key={recipe.id}>
                <Table.Cell minW="12rem">
                  <ChakraLink asChild fontWeight="medium" color="gray.900">
                    <Link to="/admin/recipes/edit/$id" params={{ id: String(recipe.id) }} aria-label={T.edit(recipe.title)}>
                      {recipe.title}
                    </Link>
                  </ChakraLink>
                  <Text fontSize="xs" color="fg.muted">
                    /recipes/{recipe.slug}
                  </Text>
                </Table.Cell>
                <Table.Cell>{recipe.difficulty}</Table.Cell>
                <Table.Cell>{recipe.featured ? <Badge colorPalette="brand">{T.featuredOnly}</Badge> : null}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatShortDate(recipe.publishedAt)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="flex-end">
                    <ChakraLink
                      href={`/recipes/${recipe.slug}`}
                      target="_blank"
                      rel="noopener"
                      fontSize="sm"
                      aria-label={T.view(recipe.title)}
                    >
                      View
                    </ChakraLink>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </AdminListResults>
    </AdminPage>
  );
}
