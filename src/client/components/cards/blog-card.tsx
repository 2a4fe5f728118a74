import { Badge, Box, Flex, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { categoryColour } from '../../../shared/lib/category-colours';
import { formatShortDate } from '../../../shared/lib/dates';
import { IMAGE_FALLBACKS, IMAGE_SHAPES, IMAGE_SIZES, imageOrFallback } from '../../../shared/lib/images';
import type { AuthorDto, BlogCategoryDto, BlogPostDto } from '../../../shared/schemas/content';
import { cardShellStyles } from './card-styles';
import { FallbackImage } from './fallback-image';

/** PRODUCT.md "Screens" (Cards), blog card fallbacks. */
export const BLOG_CARD_TEXT = {
  defaultCategory: 'General',
  defaultRole: 'Writer',
  /** Ours: a post whose author is unknown is signed by the team. */
  defaultAuthor: 'Mama Village Team',
  readArticle: 'Read article',
} as const;

interface BlogCardProps {
  post: BlogPostDto;
  category?: BlogCategoryDto | null;
  author?: AuthorDto | null;
  /** 'feature' is the large layout of the home page's featured post. */
  variant?: 'card' | 'feature';
}

function AuthorLine({ author, large }: { author?: AuthorDto | null; large: boolean }) {
  const name = author?.name?.trim() || BLOG_CARD_TEXT.defaultAuthor;
  const role = author?.role?.trim() || BLOG_CARD_TEXT.defaultRole;
  const size = large ? '11' : '10';
  return (
    <HStack gap="3" minW="0">
      <FallbackImage
        src={imageOrFallback(author?.avatar, IMAGE_FALLBACKS.author)}
        fallback={IMAGE_FALLBACKS.author}
        sizes={IMAGE_SIZES.thumbnail}
        shape={IMAGE_SHAPES.square}
        alt={name}
        w={size}
        h={size}
        rounded="full"
        objectFit="cover"
        flexShrink={0}
        bg="brand.50"
      />
      <Box minW="0" fontSize="sm" lineHeight="short">
        <Text fontWeight="semibold" color="gray.900" truncate>
          {name}
        </Text>
        <Text color="gray.600" truncate>
          {role}
        </Text>
      </Box>
    </HStack>
  );
}

/**
 * PRODUCT.md "Screens" (Cards), blog card: links to /blog/{slug} (the title's link covers the card);
 * category in its colour ('General' when missing), author avatar, name and role ('Writer' when
 * missing), date like 'Jan 5, 2024'.
 */
export function BlogCard({ post, category, author, variant = 'card' }: BlogCardProps) {
  const feature = variant === 'feature';
  const categoryName = category?.name?.trim() || BLOG_CARD_TEXT.defaultCategory;

  return (
    <LinkBox
      as="article"
      {...cardShellStyles}
      flexDirection={feature ? { base: 'column', md: 'row' } : 'column'}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '3px' }}
    >
      <Box
        position="relative"
        bg="brand.50"
        flexShrink={0}
        aspectRatio={feature ? { base: '16 / 10', md: 'auto' } : '16 / 10'}
        w={feature ? { base: 'full', md: '55%' } : 'full'}
        minH={feature ? { md: '96' } : undefined}
      >
        <FallbackImage
          src={imageOrFallback(post.image, IMAGE_FALLBACKS.thumbnail)}
          fallback={IMAGE_FALLBACKS.thumbnail}
          sizes={feature ? IMAGE_SIZES.featureCard : IMAGE_SIZES.card}
          shape={IMAGE_SHAPES.sixteenByTen}
          alt={post.title}
          position={feature ? { md: 'absolute' } : undefined}
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
        />
      </Box>

      <Stack
        p={feature ? { base: '6', md: '10' } : { base: '5', md: '6' }}
        gap={feature ? '4' : '3'}
        flex="1"
        minW="0"
        justify={feature ? 'center' : undefined}
      >
        <Flex gap="3" align="center" wrap="wrap">
          <Badge colorPalette={categoryColour(category?.slug)} variant="subtle" rounded="full" px="2.5" size={feature ? 'md' : 'sm'}>
            {categoryName}
          </Badge>
          {post.publishedAt ? (
            <Text fontSize="sm" color="gray.600">
              <time dateTime={post.publishedAt}>{formatShortDate(post.publishedAt)}</time>
            </Text>
          ) : null}
        </Flex>
        <Heading as="h3" size={feature ? { base: '2xl', md: '3xl' } : 'xl'} color="gray.900" lineHeight="short" lineClamp={feature ? 3 : 2}>
          <LinkOverlay asChild _hover={{ color: 'brand.fg' }} outline="none">
            <Link to="/blog/$slug" params={{ slug: post.slug }}>
              {post.title}
            </Link>
          </LinkOverlay>
        </Heading>
        <Text color="gray.600" lineClamp={feature ? 4 : 3} fontSize={feature ? { md: 'lg' } : undefined}>
          {post.description}
        </Text>
        <Flex mt={feature ? '2' : 'auto'} pt="2" align="center" justify="space-between" gap="3">
          <AuthorLine author={author} large={feature} />
          {feature ? (
            <HStack
              as="span"
              gap="1"
              color="brand.fg"
              fontWeight="semibold"
              fontSize="sm"
              flexShrink={0}
              display={{ base: 'none', sm: 'flex' }}
              aria-hidden
            >
              {BLOG_CARD_TEXT.readArticle}
              <ArrowRight size={16} />
            </HStack>
          ) : null}
        </Flex>
      </Stack>
    </LinkBox>
  );
}
