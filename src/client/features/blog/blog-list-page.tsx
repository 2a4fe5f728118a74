import { Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BlogCard } from '../../components/cards/blog-card';
import { trpc } from '../../trpc';
import { useBlogLookups } from './use-blog-lookups';
import { BLOG_TEXT } from './blog-text';
import { BLOG_CATEGORY_SLUGS, BLOG_PAGE_SIZE, type BlogCategorySlug } from '../../../shared/constants/blog';
import {
  CardGridSkeleton,
  cardGridColumns,
  EmptyState,
  FilterChips,
  type FilterOption,
  ListPageHeader,
  LoadError,
  LoadMoreButton,
} from '../../components/page-states';
import { usePageMeta } from '../../lib/page-head';
import { SEO_TEXT } from '../../../shared/constants/seo';

/** `?category=` read by hand: one of the five blog categories, anything else means All. */
export function toBlogCategory(value: unknown): BlogCategorySlug | undefined {
  return typeof value === 'string' && (BLOG_CATEGORY_SLUGS as readonly string[]).includes(value) ? (value as BlogCategorySlug) : undefined;
}

/** 'parenting-tips' → 'Parenting Tips', until the server's names arrive. */
function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function useCategoryOptions(): FilterOption[] {
  const categories = trpc.content.blog.categories.useQuery();
  const names = new Map((categories.data ?? []).map((category) => [category.slug, category.name]));
  return [
    { key: 'all', label: BLOG_TEXT.all, value: undefined },
    ...BLOG_CATEGORY_SLUGS.map((slug) => ({ key: slug, label: names.get(slug) ?? nameFromSlug(slug), value: slug })),
  ];
}

/** /blog: every article, newest first, filtered by category, a page at a time. */
export function BlogListPage({ category: requested }: { category?: string }) {
  usePageMeta(SEO_TEXT.pages.blog);
  const category = toBlogCategory(requested);
  const options = useCategoryOptions();
  const { categoryOf, authorOf } = useBlogLookups();
  const query = trpc.content.blog.list.useInfiniteQuery(
    { category, limit: BLOG_PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];
  const activeName = options.find((option) => option.value === category)?.label;

  return (
    <>
      <ListPageHeader title={BLOG_TEXT.title} intro={BLOG_TEXT.intro}>
        <FilterChips
          label={BLOG_TEXT.filterLabel}
          options={options}
          active={category}
          renderLink={(option, children) => (
            <Link
              to="/blog"
              search={option.value ? { category: option.value } : {}}
              activeOptions={{ exact: true }}
              aria-current={option.value === category ? 'page' : undefined}
              resetScroll={false}
            >
              {children}
            </Link>
          )}
        />
      </ListPageHeader>
      <Container maxW="6xl" pt={{ base: '4', md: '6' }} pb={{ base: '12', md: '20' }}>
        <Heading as="h2" srOnly>
          {category && activeName ? BLOG_TEXT.categoryArticles(activeName) : BLOG_TEXT.allArticles}
        </Heading>
        {query.isPending ? (
          <CardGridSkeleton label={BLOG_TEXT.loadingArticles} />
        ) : query.isError && posts.length === 0 ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : posts.length === 0 ? (
          <EmptyState title={BLOG_TEXT.emptyTitle}>{BLOG_TEXT.emptyBody}</EmptyState>
        ) : (
          <>
            <SimpleGrid as="ul" listStyleType="none" columns={cardGridColumns} gap="6">
              {posts.map((post) => (
                <li key={post.id}>
                  <BlogCard post={post} category={categoryOf(post)} author={authorOf(post)} />
                </li>
              ))}
            </SimpleGrid>
            <LoadMoreButton query={query} failedText={BLOG_TEXT.loadMoreFailed} />
          </>
        )}
      </Container>
    </>
  );
}
