import { Box, Button, Center, Link as ChakraLink, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { serverCode } from '../lib/trpc-errors';

/**
 * Loading, empty, error and "Load more" pieces shared by the content pages (blog, recipes,
 * resources, comparisons).
 */
export const PAGE_STATE_TEXT = {
  errorTitle: 'Something went wrong',
  errorBody: "We couldn't load this just now. Please check your connection and try again.",
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  loading: 'Loading...',
} as const;

/** PRODUCT.md "Constants and limits": lists show 3 loading placeholders. */
export const PLACEHOLDER_COUNT = 3;

export const cardGridColumns = { base: 1, sm: 2, lg: 3 } as const;

function CardSkeleton() {
  return (
    <Box bg="white" rounded="2xl" overflow="hidden" borderWidth="1px" borderColor="gray.100" shadow="sm">
      <Skeleton h="48" rounded="none" />
      <Stack gap="3" p="5">
        <Skeleton h="4" w="24" />
        <Skeleton h="6" w="80%" />
        <Skeleton h="4" />
        <Skeleton h="4" w="60%" />
      </Stack>
    </Box>
  );
}

/** Three card-shaped placeholders while a list loads; announced once to screen readers. */
export function CardGridSkeleton({ label = PAGE_STATE_TEXT.loading }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite">
      <Box srOnly>{label}</Box>
      <SimpleGrid columns={cardGridColumns} gap="6" aria-hidden>
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** A detail page's placeholder: a title bar, an image block and a few lines. */
export function DetailSkeleton() {
  return (
    <Stack gap="5" role="status" aria-live="polite" maxW="3xl">
      <Box srOnly>{PAGE_STATE_TEXT.loading}</Box>
      <Skeleton h="5" w="32" />
      <Skeleton h="10" w="90%" />
      <Skeleton h="5" w="70%" />
      <Skeleton h={{ base: '56', md: '80' }} rounded="2xl" />
      <Skeleton h="4" />
      <Skeleton h="4" />
      <Skeleton h="4" w="80%" />
    </Stack>
  );
}

/** A list or page that failed to load, with a retry. */
export function LoadError({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  return (
    <Center py="12">
      <Stack
        role="alert"
        gap="3"
        align="center"
        textAlign="center"
        maxW="md"
        bg="white"
        borderWidth="1px"
        borderColor="gray.100"
        rounded="2xl"
        shadow="sm"
        p={{ base: '6', md: '8' }}
      >
        <Heading as="h2" size="lg" color="gray.900">
          {PAGE_STATE_TEXT.errorTitle}
        </Heading>
        <Text color="fg.muted">{children ?? PAGE_STATE_TEXT.errorBody}</Text>
        <Button colorPalette="brand" rounded="full" onClick={onRetry}>
          {PAGE_STATE_TEXT.retry}
        </Button>
      </Stack>
    </Center>
  );
}

/** Nothing to show (yet). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center py="12">
      <Stack gap="2" align="center" textAlign="center" maxW="md" bg="brand.50" rounded="2xl" p={{ base: '6', md: '8' }}>
        <Heading as="h2" size="lg" color="gray.900">
          {title}
        </Heading>
        {children ? <Text color="fg.muted">{children}</Text> : null}
      </Stack>
    </Center>
  );
}

/** What LoadMoreButton reads of an infinite query. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * 'Load more' under a paged list, hidden once the last page is in; when loading the next page
 * failed, `failedText` shows above it (the button stays, to try again).
 */
export function LoadMoreButton({ query, failedText }: { query: PagedQuery; failedText: string }) {
  return (
    <>
      {query.isFetchNextPageError ? (
        <Text role="alert" textAlign="center" color="red.700" mt="8">
          {failedText}
        </Text>
      ) : null}
      {query.hasNextPage ? (
        <Center mt="10">
          <Button
            variant="outline"
            colorPalette="brand"
            rounded="full"
            size="lg"
            px="8"
            loading={query.isFetchingNextPage}
            loadingText={PAGE_STATE_TEXT.loadingMore}
            onClick={() => void query.fetchNextPage()}
          >
            {PAGE_STATE_TEXT.loadMore}
          </Button>
        </Center>
      ) : null}
    </>
  );
}

/** The link back to a detail page's list, above its content. */
export function BackLink({ to, children }: { to: '/blog' | '/recipes' | '/resources'; children: ReactNode }) {
  return (
    <ChakraLink
      asChild
      color="gray.600"
      fontSize="sm"
      fontWeight="medium"
      mb={{ base: '5', md: '8' }}
      _hover={{ color: 'brand.fg' }}
      data-print-hidden
    >
      <Link to={to}>
        <ArrowLeft size={16} aria-hidden />
        {children}
      </Link>
    </ChakraLink>
  );
}

/** The h1 and introduction at the top of a detail page (recipe, resource, comparison). */
export function DetailTitle({ title, description }: { title: string; description: string }) {
  return (
    <>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900" lineHeight="1.15">
        {title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.600" lineHeight="1.7">
        {description}
      </Text>
    </>
  );
}

/**
 * True when the server said the thing asked for doesn't exist (NOT_FOUND), or that the address
 * can't name one (BAD_REQUEST, e.g. a malformed slug): both show the not-found page.
 */
export function isMissing(error: unknown): boolean {
  const code = serverCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** The band at the top of a list page: its h1, an introduction, and room for filters. */
export function ListPageHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="white" pt={{ base: '10', md: '16' }} pb={{ base: '6', md: '8' }}>
      <Container maxW="6xl">
        <Stack gap="3" maxW="2xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="gray.900">
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.600" lineHeight="1.7">
            {intro}
          </Text>
        </Stack>
        {children ? <Box mt={{ base: '6', md: '8' }}>{children}</Box> : null}
      </Container>
    </Box>
  );
}

export interface FilterOption {
  key: string;
  label: string;
  /** The `?category=` value; undefined for All. */
  value: string | undefined;
}

/** Links as chips ('All', 'Nutrition' …); the active one carries aria-current="page". */
export function FilterChips({
  label,
  options,
  active,
  renderLink,
}: {
  label: string;
  options: FilterOption[];
  active: string | undefined;
  renderLink: (option: FilterOption, children: ReactNode) => ReactNode;
}) {
  return (
    <Box as="nav" aria-label={label} mx={{ base: '-4', sm: '0' }} overflowX={{ base: 'auto', sm: 'visible' }}>
      <HStack as="ul" listStyleType="none" gap="2" px={{ base: '4', sm: '0' }} pb="1" wrap={{ base: 'nowrap', sm: 'wrap' }}>
        {options.map((option) => {
          const selected = option.value === active;
          return (
            <Box as="li" key={option.key} flexShrink={0}>
              <Button
                asChild
                size="sm"
                rounded="full"
                colorPalette="brand"
                variant={selected ? 'solid' : 'outline'}
                bg={selected ? undefined : 'white'}
              >
                {renderLink(option, option.label)}
              </Button>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
