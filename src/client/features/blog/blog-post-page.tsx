import { Badge, Box, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, Navigate } from '@tanstack/react-router';
import { categoryColour } from '../../../shared/lib/category-colours';
import { formatDisplayDate } from '../../../shared/lib/dates';
import { IMAGE_FALLBACKS, IMAGE_SHAPES, IMAGE_SIZES, imageOrFallback } from '../../../shared/lib/images';
import type { AuthorDto, BlogPostDetailDto } from '../../../shared/schemas/content';
import { BLOG_CARD_TEXT, BlogCard } from '../../components/cards/blog-card';
import { NotFoundPage } from '../../components/layout/not-found-page';
import { Prose } from '../../components/prose';
import { trpc } from '../../trpc';
import { useBlogLookups } from './use-blog-lookups';
import { BLOG_TEXT } from './blog-text';
import { BackLink, DetailSkeleton, isMissing, LoadError } from '../../components/page-states';
import { FallbackImage } from '../../components/cards/fallback-image';
import { CommentsWhenNear } from '../comments';
import { LikeButton, SaveButton } from '../reactions';
import { usePageMeta } from '../../lib/page-head';
import { blogPostMeta } from './blog-post-meta';

function AuthorAvatar({ author, size }: { author: AuthorDto | null; size: string }) {
  const name = author?.name || BLOG_CARD_TEXT.defaultAuthor;
  return (
    <FallbackImage
      src={imageOrFallback(author?.avatar, IMAGE_FALLBACKS.author)}
      fallback={IMAGE_FALLBACKS.author}
      sizes={IMAGE_SIZES.thumbnail}
      shape={IMAGE_SHAPES.square}
      alt={BLOG_TEXT.authorAvatarAlt(name)}
      boxSize={size}
      rounded="full"
      objectFit="cover"
      bg="brand.50"
      flexShrink={0}
    />
  );
}

/** Author (the team when unknown, as on the cards), role ('Writer' when missing) and date. */
function Byline({ post }: { post: BlogPostDetailDto }) {
  const { author } = post;
  return (
    <HStack gap="3" align="center">
      <AuthorAvatar author={author} size="12" />
      <Box lineHeight="short">
        <Text fontWeight="semibold" color="gray.900">
          {author?.name || BLOG_CARD_TEXT.defaultAuthor}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {author?.role || BLOG_TEXT.defaultRole}
          {post.publishedAt ? (
            <>
              {' · '}
              <time dateTime={post.publishedAt}>{formatDisplayDate(post.publishedAt)}</time>
            </>
          ) : null}
        </Text>
      </Box>
    </HStack>
  );
}

function AuthorBio({ author }: { author: AuthorDto }) {
  if (!author.bio) return null;
  return (
    <Flex
      as="aside"
      aria-label={BLOG_TEXT.aboutAuthor}
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
      bg="brand.50"
      rounded="2xl"
      p={{ base: '5', md: '6' }}
      mt="12"
    >
      <AuthorAvatar author={author} size="16" />
      <Stack gap="1">
        <Text fontSize="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brand.fg">
          {BLOG_TEXT.aboutAuthor}
        </Text>
        <Text fontWeight="semibold" color="gray.900">
          {author.name}
          <Text as="span" fontWeight="normal" color="fg.muted">
            {' · '}
            {author.role || BLOG_TEXT.defaultRole}
          </Text>
        </Text>
        <Text color="gray.700" lineHeight="1.7">
          {author.bio}
        </Text>
      </Stack>
    </Flex>
  );
}

function RelatedPosts({ posts }: { posts: BlogPostDetailDto['related'] }) {
  const { categoryOf, authorOf } = useBlogLookups();
  if (posts.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="related-heading" mt={{ base: '14', md: '20' }} data-print-hidden>
      <Heading as="h2" id="related-heading" size={{ base: 'xl', md: '2xl' }} color="gray.900" mb="6">
        {BLOG_TEXT.related}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {posts.map((related) => (
          <BlogCard key={related.id} post={related} category={categoryOf(related)} author={authorOf(related)} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

function BlogPost({ post }: { post: BlogPostDetailDto }) {
  usePageMeta(blogPostMeta(post));
  const categoryName = post.category?.name ?? BLOG_TEXT.generalCategory;
  const badge = (
    <Badge colorPalette={categoryColour(post.category?.slug)} variant="subtle" size="lg" rounded="full" px="3" textTransform="none">
      {categoryName}
    </Badge>
  );
  return (
    <>
      <Box as="article" aria-labelledby="post-title">
        <Stack gap="5" maxW="3xl" mx="auto">
          <Box>
            {post.category ? (
              <Link to="/blog" search={{ category: post.category.slug }} aria-label={`More ${categoryName} articles`}>
                {badge}
              </Link>
            ) : (
              badge
            )}
          </Box>
          <Heading as="h1" id="post-title" size={{ base: '3xl', md: '5xl' }} color="gray.900" lineHeight="1.15">
            {post.title}
          </Heading>
          {post.description ? (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.600" lineHeight="1.6">
              {post.description}
            </Text>
          ) : null}
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Byline post={post} />
            <HStack gap="1">
              <LikeButton contentType="blog_post" contentId={post.id} size="md" />
              <SaveButton contentType="blog_post" contentId={post.id} size="md" />
            </HStack>
          </Flex>
        </Stack>
        <FallbackImage
          src={imageOrFallback(post.image, IMAGE_FALLBACKS.generic)}
          fallback={IMAGE_FALLBACKS.generic}
          sizes={IMAGE_SIZES.page}
          shape={IMAGE_SHAPES.fourByThree}
          priority
          alt=""
          w="full"
          maxW="5xl"
          mx="auto"
          mt={{ base: '8', md: '10' }}
          aspectRatio={{ base: '4/3', md: '2/1' }}
          objectFit="cover"
          rounded={{ base: 'xl', md: '3xl' }}
          bg="brand.50"
          shadow="sm"
        />
        <Box maxW="3xl" mx="auto" mt={{ base: '8', md: '12' }}>
          <Prose html={post.bodyHtml} />
          {post.author ? <AuthorBio author={post.author} /> : null}
        </Box>
      </Box>
      <Box maxW="3xl" mx="auto">
        <CommentsWhenNear contentType="blog_post" contentId={post.id} open={post.commentsOpen} />
      </Box>
      <RelatedPosts posts={post.related} />
    </>
  );
}

/** /blog/{slug}: one article, its author and three to read next. */
export function BlogPostPage({ slug }: { slug: string }) {
  const query = trpc.content.blog.bySlug.useQuery({ slug });
  const missing = query.isError && isMissing(query.error);
  // A renamed post's old address, followed inside the app (the server answers a loaded page 301).
  const moved = trpc.content.blog.redirect.useQuery({ slug }, { enabled: missing });

  if (missing && moved.data) return <Navigate to="/blog/$slug" params={{ slug: moved.data.slug }} replace />;
  if (missing && !moved.isPending) return <NotFoundPage />;
  if (missing) {
    return (
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Box maxW="3xl" mx="auto">
          <DetailSkeleton />
        </Box>
      </Container>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <BackLink to="/blog">{BLOG_TEXT.backToBlog}</BackLink>
      {query.data ? (
        <BlogPost post={query.data} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Box maxW="3xl" mx="auto">
          <DetailSkeleton />
        </Box>
      )}
    </Container>
  );
}
