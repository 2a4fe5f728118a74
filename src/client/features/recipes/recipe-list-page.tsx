import { Container, Heading, SimpleGrid } from '@chakra-ui/react';
import type { RecipeDto } from '../../../shared/schemas/content';
import { RecipeCard } from './recipe-card';
import { trpc } from '../../trpc';
import { CardGridSkeleton, cardGridColumns, EmptyState, ListPageHeader, LoadError, LoadMoreButton } from '../../components/page-states';
import { ReactionsList } from '../reactions';
import { RECIPE_TEXT } from './recipe-text';
import { RECIPE_PAGE_SIZE } from '../../../shared/constants/recipes';
import { usePageMeta } from '../../lib/page-head';
import { SEO_TEXT } from '../../../shared/constants/seo';

const recipeRef = (recipe: RecipeDto) => ({ contentType: 'recipe' as const, contentId: recipe.id });

/** /recipes: every recipe, newest first, a page at a time. */
export function RecipeListPage() {
  usePageMeta(SEO_TEXT.pages.recipes);
  const query = trpc.content.recipes.list.useInfiniteQuery(
    { limit: RECIPE_PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const recipes = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <ListPageHeader title={RECIPE_TEXT.title} intro={RECIPE_TEXT.intro} />
      <Container maxW="6xl" pt={{ base: '2', md: '4' }} pb={{ base: '12', md: '20' }}>
        <Heading as="h2" srOnly>
          {RECIPE_TEXT.allRecipes}
        </Heading>
        {query.isPending ? (
          <CardGridSkeleton label={RECIPE_TEXT.loadingRecipes} />
        ) : query.isError && recipes.length === 0 ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : recipes.length === 0 ? (
          <EmptyState title={RECIPE_TEXT.emptyTitle}>{RECIPE_TEXT.emptyBody}</EmptyState>
        ) : (
          <>
            <SimpleGrid as="ul" listStyleType="none" columns={cardGridColumns} gap="6">
              {/* Each page's cards ask for their likes and saves in one call (Load more: one more). */}
              {query.data?.pages.map((page, index) => (
                <ReactionsList key={page.items[0]?.id ?? index} items={page.items.map(recipeRef)}>
                  {page.items.map((recipe) => (
                    <li key={recipe.id}>
                      <RecipeCard recipe={recipe} />
                    </li>
                  ))}
                </ReactionsList>
              ))}
            </SimpleGrid>
            <LoadMoreButton query={query} failedText={RECIPE_TEXT.loadMoreFailed} />
          </>
        )}
      </Container>
    </>
  );
}
