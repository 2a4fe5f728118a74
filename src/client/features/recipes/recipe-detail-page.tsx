import { Badge, Box, Button, Container, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ChefHat, Clock, Flame, Printer, Timer, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { IMAGE_FALLBACKS, IMAGE_SHAPES, IMAGE_SIZES, imageOrFallback } from '../../../shared/lib/images';
import type { RecipeDetailDto, RecipeDifficulty } from '../../../shared/schemas/content';
import { NotFoundPage } from '../../components/layout/not-found-page';
import { BackLink, DetailSkeleton, DetailTitle, isMissing, LoadError } from '../../components/page-states';
import { FallbackImage } from '../../components/cards/fallback-image';
import { CommentsWhenNear, RatingSummary } from '../comments';
import { LikeButton, SaveButton } from '../reactions';
import { trpc } from '../../trpc';
import { IngredientList } from './ingredient-list';
import { RECIPE_TEXT } from './recipe-text';
import { usePageMeta } from '../../lib/page-head';

export const DIFFICULTY_COLOURS: Record<RecipeDifficulty, string> = { Easy: 'green', Medium: 'orange', Hard: 'red' };

/**
 * One fact of the recipe's <dl>: a group holding only its <dt> and <dd> (what a <dl> may hold, for
 * screen readers and axe), the icon inside the <dt>, placed at the card's left edge.
 */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box position="relative" bg="white" borderWidth="1px" borderColor="gray.100" rounded="xl" ps="12" pe="4" py="3" lineHeight="short">
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" fontWeight="semibold">
        <Box
          as="span"
          aria-hidden
          color="brand.fg"
          position="absolute"
          insetStart="4"
          top="50%"
          transform="translateY(-50%)"
          display="flex"
        >
          {icon}
        </Box>
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" color="gray.900">
        {children}
      </Text>
    </Box>
  );
}

function Recipe({ recipe }: { recipe: RecipeDetailDto }) {
  usePageMeta({ title: recipe.title, description: recipe.description });
  const total = recipe.prepTime + recipe.cookTime;
  return (
    <Stack gap={{ base: '10', md: '14' }}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', md: '10' }} alignItems="center">
        <FallbackImage
          src={imageOrFallback(recipe.image, IMAGE_FALLBACKS.recipe)}
          fallback={IMAGE_FALLBACKS.recipe}
          sizes={IMAGE_SIZES.half}
          shape={IMAGE_SHAPES.fourByThree}
          priority
          alt={recipe.title}
          w="full"
          aspectRatio="4/3"
          objectFit="cover"
          rounded="3xl"
          bg="brand.50"
          shadow="md"
          _print={{ display: 'none' }}
        />
        <Stack gap="5">
          <HStack gap="2" wrap="wrap">
            {recipe.featured ? (
              <Badge colorPalette="brand" variant="solid" rounded="full" px="3" size="lg">
                {RECIPE_TEXT.featured}
              </Badge>
            ) : null}
            <Badge colorPalette={DIFFICULTY_COLOURS[recipe.difficulty] ?? 'gray'} variant="subtle" rounded="full" px="3" size="lg">
              <ChefHat size={14} aria-hidden />
              {recipe.difficulty}
            </Badge>
          </HStack>
          <DetailTitle title={recipe.title} description={recipe.description} />
          <RatingSummary rating={recipe.rating} />
          {recipe.perfectFor ? (
            <Text color="gray.700">
              <Text as="span" fontWeight="semibold" color="brand.fg">
                {RECIPE_TEXT.perfectFor}:
              </Text>{' '}
              {recipe.perfectFor}
            </Text>
          ) : null}
          <Grid as="dl" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="3">
            <Fact icon={<Clock size={20} />} label={RECIPE_TEXT.prep}>
              {RECIPE_TEXT.minutes(recipe.prepTime)}
            </Fact>
            <Fact icon={<Flame size={20} />} label={RECIPE_TEXT.cook}>
              {RECIPE_TEXT.minutes(recipe.cookTime)}
            </Fact>
            <Fact icon={<Timer size={20} />} label={RECIPE_TEXT.total}>
              {RECIPE_TEXT.minutes(total)}
            </Fact>
            <Fact icon={<Users size={20} />} label={RECIPE_TEXT.servings}>
              {recipe.servings}
            </Fact>
          </Grid>
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="brand" rounded="full" variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden />
              {RECIPE_TEXT.print}
            </Button>
            <LikeButton contentType="recipe" contentId={recipe.id} size="md" />
            <SaveButton contentType="recipe" contentId={recipe.id} size="md" />
          </HStack>
        </Stack>
      </Grid>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap={{ base: '10', lg: '12' }} alignItems="start">
        <Box
          as="section"
          aria-labelledby="ingredients-heading"
          bg="brand.50"
          rounded="2xl"
          p={{ base: '5', md: '7' }}
          position={{ lg: 'sticky' }}
          top={{ lg: '24' }}
          _print={{ position: 'static', bg: 'white', p: '0' }}
        >
          <Heading as="h2" id="ingredients-heading" size="2xl" color="gray.900" mb="4">
            {RECIPE_TEXT.ingredients}
          </Heading>
          <IngredientList groups={recipe.ingredients} servings={recipe.servings} />
        </Box>

        <Box as="section" aria-labelledby="method-heading">
          <Heading as="h2" id="method-heading" size="2xl" color="gray.900" mb="6">
            {RECIPE_TEXT.method}
          </Heading>
          <Stack as="ol" gap="6" listStyleType="none">
            {recipe.steps.map((step, index) => (
              <Flex as="li" key={index} gap="4" align="flex-start">
                <Flex
                  aria-hidden
                  flexShrink={0}
                  boxSize="9"
                  rounded="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  fontWeight="bold"
                  align="center"
                  justify="center"
                  _print={{ bg: 'white', borderWidth: '1px', borderColor: 'black', color: 'black' }}
                >
                  {index + 1}
                </Flex>
                <Box pt="1">
                  <Text as="span" srOnly>{`${RECIPE_TEXT.stepLabel(index + 1)}: `}</Text>
                  <Text as="span" color="gray.800" lineHeight="1.7" fontSize={{ base: 'md', md: 'lg' }}>
                    {step}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        </Box>
      </Grid>
      <Box maxW="3xl">
        <CommentsWhenNear contentType="recipe" contentId={recipe.id} open={recipe.commentsOpen} />
      </Box>
    </Stack>
  );
}

/** /recipes/{slug}: the whole recipe, printable. */
export function RecipeDetailPage({ slug }: { slug: string }) {
  const query = trpc.content.recipes.bySlug.useQuery({ slug });

  if (query.isError && isMissing(query.error)) return <NotFoundPage />;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <BackLink to="/recipes">{RECIPE_TEXT.backToRecipes}</BackLink>
      {query.data ? (
        <Recipe recipe={query.data} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Container>
  );
}
