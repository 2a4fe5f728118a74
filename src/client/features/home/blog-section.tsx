import { Box, Button, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BlogCard } from '../../components/cards/blog-card';
import { trpc } from '../../trpc';
import { useBlogLookups } from '../blog';
import { HOME_BLOG_CARD_COUNT } from './home-data';
import { CardGrid, CardPlaceholders, EmptyMessage, HomeSection, SectionHeading } from './section-layout';
import { SECTIONS_TEXT } from './sections-text';

/** PRODUCT.md "Screens": the first featured post big, the next 3 as cards, and 'View All Articles' to /blog. */
export function BlogSection() {
  const text = SECTIONS_TEXT.blog;
  const posts = trpc.content.blog.featured.useQuery();
  const { categoryOf, authorOf } = useBlogLookups();
  const [featured, ...rest] = posts.data ?? [];
  const cards = rest.slice(0, HOME_BLOG_CARD_COUNT);

  return (
    <HomeSection labelledBy="blog-title" bg="brand.50">
      <SectionHeading
        id="blog-title"
        eyebrow={text.eyebrow}
        title={text.title}
        description={text.description}
        action={
          <Button asChild variant="outline" colorPalette="brand" size="lg" rounded="full" px="6" bg="white" borderColor="brand.300">
            <Link to="/blog">{text.viewAll}</Link>
          </Button>
        }
      />
      {posts.isPending ? (
        <CardPlaceholders label={text.loading} />
      ) : !featured ? (
        <EmptyMessage>{text.empty}</EmptyMessage>
      ) : (
        <Stack gap={{ base: '6', md: '8' }}>
          <Box>
            <BlogCard post={featured} category={categoryOf(featured)} author={authorOf(featured)} variant="feature" />
          </Box>
          {cards.length > 0 ? (
            <CardGrid>
              {cards.map((post) => (
                <BlogCard key={post.id} post={post} category={categoryOf(post)} author={authorOf(post)} />
              ))}
            </CardGrid>
          ) : null}
        </Stack>
      )}
    </HomeSection>
  );
}
