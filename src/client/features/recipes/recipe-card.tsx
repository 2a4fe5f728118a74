import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Clock, CookingPot } from 'lucide-react';
import { useId } from 'react';
import { IMAGE_FALLBACKS, IMAGE_SHAPES, IMAGE_SIZES, imageOrFallback } from '../../../shared/lib/images';
import type { RecipeDifficulty, RecipeDto } from '../../../shared/schemas/content';
import { RatingSummary } from '../comments';
import { LikeButton, SaveButton } from '../reactions';
import { cardShellStyles } from '../../components/cards/card-styles';
import { FallbackImage } from '../../components/cards/fallback-image';

const DIFFICULTY_PALETTE: Record<RecipeDifficulty, string> = { Easy: 'green', Medium: 'orange', Hard: 'red' };

/** PRODUCT.md "Screens" (Cards), recipe card, with its like and save controls beside 'View Recipe'. */
export function RecipeCard({ recipe }: { recipe: RecipeDto }) {
  const titleId = useId();
  return (
    <Box as="article" {...cardShellStyles}>
      <Box position="relative" aspectRatio="4 / 3" bg="brand.50" flexShrink={0}>
        <FallbackImage
          src={imageOrFallback(recipe.image, IMAGE_FALLBACKS.recipe)}
          fallback={IMAGE_FALLBACKS.recipe}
          sizes={IMAGE_SIZES.card}
          shape={IMAGE_SHAPES.fourByThree}
          alt={recipe.title}
          w="full"
          h="full"
          objectFit="cover"
        />
        {recipe.featured ? (
          <Badge position="absolute" top="3" left="3" colorPalette="brand" variant="solid" size="md" rounded="full" px="2.5">
            Featured
          </Badge>
        ) : null}
      </Box>

      <Stack p={{ base: '5', md: '6' }} gap="3" flex="1">
        <HStack gap="3" fontSize="sm" color="gray.600" wrap="wrap" rowGap="1.5">
          <HStack gap="1">
            <Clock size={15} aria-hidden />
            <Text>Prep: {recipe.prepTime} min</Text>
          </HStack>
          <HStack gap="1">
            <CookingPot size={15} aria-hidden />
            <Text>Cook: {recipe.cookTime} min</Text>
          </HStack>
          <Badge colorPalette={DIFFICULTY_PALETTE[recipe.difficulty] ?? 'gray'} variant="subtle" rounded="full" px="2">
            {recipe.difficulty}
          </Badge>
        </HStack>

        <Heading as="h3" id={titleId} size="xl" color="gray.900" lineHeight="short" lineClamp={2}>
          {recipe.title}
        </Heading>
        <Text color="gray.600" lineClamp={3}>
          {recipe.description}
        </Text>
        <RatingSummary rating={recipe.rating} size={14} />
        {recipe.perfectFor ? (
          <Text fontSize="sm" color="gray.700">
            <Text as="span" fontWeight="semibold" color="brand.fg">
              Perfect for:
            </Text>{' '}
            {recipe.perfectFor}
          </Text>
        ) : null}

        <Flex mt="auto" pt="2" align="center" gap="1" data-part="actions">
          <LikeButton contentType="recipe" contentId={recipe.id} size="sm" />
          <SaveButton contentType="recipe" contentId={recipe.id} size="sm" />
          <Box flex="1" />
          <Button asChild colorPalette="brand" variant="outline" size="sm" rounded="full" px="4">
            <Link to="/recipes/$slug" params={{ slug: recipe.slug }} aria-describedby={titleId}>
              View Recipe
            </Link>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
