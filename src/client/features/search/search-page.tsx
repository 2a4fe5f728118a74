import { Badge, Box, Button, chakra, Container, Heading, HStack, Image, Input, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import {
  SEARCH_LIMITS,
  SEARCH_TEXT,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  searchCursorOfPage,
  type SearchType,
} from '../../../shared/constants/search';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../shared/constants/search-query';
import { formatShortDate } from '../../../shared/lib/dates';
import { snippetParts } from '../../../shared/lib/search-snippet';
import type { SearchResultDto } from '../../../shared/schemas/search';
import { LoadError } from '../../components/page-states';
import { trpc } from '../../trpc';
import type { SearchPageParams } from './search-params';
import { SUGGESTED_RECIPES } from './search-queries';
import { usePageMeta } from '../../lib/page-head';

interface SearchPageProps {
  title: string;
  /** 'grouped' shows the page's results under a heading per type; 'list' in rank order. */
  layout: 'list' | 'grouped';
  params: SearchPageParams;
  /** A new search state for the URL (q, type, page). */
  onChange: (next: SearchPageParams) => void;
}

/**
 * /search, /simplified-search and /test-search: a search box, filters by type and the ranked
 * results with their highlights, a page at a time, all of it in the URL.
 */
export function SearchPage({ title, layout, params, onChange }: SearchPageProps) {
  usePageMeta({ title });
  const query = params.q?.trim() ?? '';
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
          {title}
        </Heading>
        {/* Keyed by the URL's query: back, forward and the header's search show theirs in the box. */}
        <SearchBox key={params.q ?? ''} initial={params.q ?? ''} onSearch={(q) => onChange({ q, type: params.type })} />
        {query ? (
          <>
            <TypeFilter value={params.type} onChange={(type) => onChange({ q: params.q, type })} />
            <SearchResults
              query={query}
              type={params.type}
              page={params.page ?? 1}
              layout={layout}
              onPage={(page) => onChange({ q: params.q, type: params.type, page: page > 1 ? page : undefined })}
            />
          </>
        ) : (
          <Stack gap="6">
            <Text color="fg.muted">{SEARCH_TEXT.enterQuery}</Text>
            <PopularContent />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(initial);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (q) onSearch(q);
  };
  return (
    <chakra.form role="search" onSubmit={onSubmit} display="flex" gap="2">
      <Input
        type="search"
        name="q"
        aria-label={SEARCH_TEXT.boxLabel}
        placeholder={SEARCH_TEXT.boxPlaceholder}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        rounded="full"
        bg="white"
        flex="1"
      />
      <Button type="submit" colorPalette="brand" rounded="full">
        {SEARCH_TEXT.submit}
      </Button>
    </chakra.form>
  );
}

function TypeFilter({ value, onChange }: { value?: SearchType; onChange: (type?: SearchType) => void }) {
  const options: { type?: SearchType; label: string }[] = [
    { label: SEARCH_TEXT.allTypes },
    ...SEARCH_TYPES.map((type) => ({ type, label: SEARCH_TYPE_LABELS[type] })),
  ];
  return (
    <HStack role="group" aria-label={SEARCH_TEXT.typeFilterLabel} gap="2" wrap="wrap">
      {options.map((option) => {
        const pressed = option.type === value;
        return (
          <Button
            key={option.label}
            size="sm"
            rounded="full"
            colorPalette="brand"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChange(option.type)}
          >
            {option.label}
          </Button>
        );
      })}
    </HStack>
  );
}

interface SearchResultsProps {
  query: string;
  type?: SearchType;
  page: number;
  layout: 'list' | 'grouped';
  onPage: (page: number) => void;
}

function SearchResults({ query, type, page, layout, onPage }: SearchResultsProps) {
  const results = trpc.search.find.useQuery({ q: query, type, limit: SEARCH_LIMITS.pageSize, cursor: searchCursorOfPage(page) });
  if (results.isPending) {
    return (
      <Text role="status" aria-live="polite" color="fg.muted">
        {SEARCH_TEXT.loading}
      </Text>
    );
  }
  if (results.isError) return <LoadError onRetry={() => void results.refetch()}>{SEARCH_TEXT.failed}</LoadError>;
  const { results: items, nextCursor } = results.data;
  if (items.length === 0 && page === 1) {
    return (
      <Stack gap="6">
        <Text role="status" color="gray.700">
          {SEARCH_TEXT.noResults(query)}
        </Text>
        <PopularContent />
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <Text role="status" color="fg.muted" fontSize="sm">
        {SEARCH_TEXT.resultsFor(query)} · {SEARCH_TEXT.pageLabel(page)}
      </Text>
      {layout === 'grouped' ? <GroupedResults items={items} /> : <ResultList items={items} />}
      <HStack as="nav" aria-label={SEARCH_TEXT.pageLabel(page)} justify="space-between">
        <Button variant="outline" rounded="full" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {SEARCH_TEXT.previous}
        </Button>
        <Button variant="outline" rounded="full" disabled={!nextCursor} onClick={() => onPage(page + 1)}>
          {SEARCH_TEXT.next}
        </Button>
      </HStack>
    </Stack>
  );
}

function ResultList({ items }: { items: SearchResultDto[] }) {
  return (
    <Stack as="ol" gap="3" listStyleType="none">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`}>
          <ResultItem item={item} />
        </li>
      ))}
    </Stack>
  );
}

function GroupedResults({ items }: { items: SearchResultDto[] }) {
  return (
    <Stack gap="6">
      {SEARCH_TYPES.filter((type) => items.some((item) => item.type === type)).map((type) => (
        <Stack as="section" key={type} gap="3" aria-labelledby={`search-group-${type}`}>
          <Heading as="h2" size="lg" id={`search-group-${type}`} color="gray.900">
            {SEARCH_TYPE_LABELS[type]}
          </Heading>
          <ResultList items={items.filter((item) => item.type === type)} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The snippet's matches as <mark>, the rest as text: nothing from the server is parsed as HTML. */
export function Snippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          <chakra.mark key={index} bg="brand.100" color="inherit" px="0.5" rounded="sm">
            {part.text}
          </chakra.mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function ResultItem({ item }: { item: SearchResultDto }) {
  return (
    <LinkBox
      as="article"
      display="flex"
      gap="4"
      bg="white"
      borderWidth="1px"
      borderColor="gray.100"
      rounded="xl"
      shadow="xs"
      p={{ base: '4', md: '5' }}
      _hover={{ borderColor: 'brand.200' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      {item.image ? (
        <Image
          src={item.image}
          alt=""
          w={{ base: '16', md: '20' }}
          h={{ base: '16', md: '20' }}
          objectFit="cover"
          rounded="lg"
          flexShrink={0}
          bg="brand.50"
          loading="lazy"
        />
      ) : null}
      <Stack gap="1.5" minW="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle" rounded="full" size="sm">
            {SEARCH_TYPE_LABELS[item.type]}
          </Badge>
          <Text asChild fontSize="xs" color="fg.muted">
            <time dateTime={item.date}>{formatShortDate(item.date)}</time>
          </Text>
        </HStack>
        <Heading as="h3" size="md" color="gray.900" lineHeight="short">
          <LinkOverlay asChild>
            <Link to={item.url}>{item.title}</Link>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="gray.700" lineClamp={3}>
          <Snippet snippet={item.snippet} />
        </Text>
      </Stack>
    </LinkBox>
  );
}

/** What the empty states suggest: the featured articles and the newest recipes. */
function PopularContent() {
  const posts = trpc.content.blog.featured.useQuery();
  const recipes = trpc.content.recipes.list.useQuery({ limit: SUGGESTED_RECIPES });
  const links = [
    ...(posts.data ?? []).map((post) => ({
      key: `post-${post.id}`,
      to: `/blog/${post.slug}`,
      title: post.title,
      type: 'blog_post' as const,
    })),
    ...(recipes.data?.items ?? []).map((recipe) => ({
      key: `recipe-${recipe.id}`,
      to: `/recipes/${recipe.slug}`,
      title: recipe.title,
      type: 'recipe' as const,
    })),
  ];
  if (links.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="search-popular">
      <Heading as="h2" size="lg" id="search-popular" color="gray.900" mb="3">
        {SEARCH_TEXT.popularHeading}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.key}>
            <HStack gap="2">
              <Badge colorPalette="brand" variant="subtle" rounded="full" size="sm">
                {SEARCH_TYPE_LABELS[link.type]}
              </Badge>
              <Link to={link.to}>
                <Text as="span" color="brand.fg" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
                  {link.title}
                </Text>
              </Link>
            </HStack>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
