import { Box, Container, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ResourceDto, ResourceFilter } from '../../../shared/schemas/content';
import { MasterclassCard } from '../../components/cards/masterclass-card';
import {
  CardGridSkeleton,
  cardGridColumns,
  EmptyState,
  FilterChips,
  type FilterOption,
  ListPageHeader,
  LoadError,
} from '../../components/page-states';
import { ResourceCard } from './resource-card';
import { filterResources, isMasterclass, toResourceFilter } from './resource-filters';
import { RESOURCE_TEXT } from './resource-text';
import { useMasterclassFeatureImage } from './use-masterclass-feature-image';
import { useResources } from './use-resources';
import { usePageMeta } from '../../lib/page-head';
import { SEO_TEXT } from '../../../shared/constants/seo';

const FILTER_OPTIONS: FilterOption[] = [
  { key: 'all', label: RESOURCE_TEXT.tabs.all, value: undefined },
  { key: 'downloadable', label: RESOURCE_TEXT.tabs.downloadable, value: 'downloadable' },
  { key: 'masterclass', label: RESOURCE_TEXT.tabs.masterclass, value: 'masterclass' },
];

function ResourceGrid({ resources, featureImage }: { resources: ResourceDto[]; featureImage?: string }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={cardGridColumns} gap="6">
      {resources.map((resource) => (
        <li key={resource.id}>
          {isMasterclass(resource) ? (
            <MasterclassCard resource={resource} featureImage={featureImage} />
          ) : (
            <ResourceCard resource={resource} />
          )}
        </li>
      ))}
    </SimpleGrid>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} color="gray.900" mb="5">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ResourceSections({ resources, filter }: { resources: ResourceDto[]; filter: ResourceFilter | undefined }) {
  const shown = filterResources(resources, filter);
  const featureImage = useMasterclassFeatureImage(shown.some(isMasterclass));
  if (shown.length === 0) return <EmptyState title={RESOURCE_TEXT.emptyTitle}>{RESOURCE_TEXT.emptyBody}</EmptyState>;
  if (filter) {
    return (
      <Section
        id="resources-heading"
        title={filter === 'masterclass' ? RESOURCE_TEXT.sections.masterclasses : RESOURCE_TEXT.tabs.downloadable}
      >
        <ResourceGrid resources={shown} featureImage={featureImage} />
      </Section>
    );
  }
  // All: guides and downloads first, then the masterclasses, each under its own heading.
  const others = shown.filter((resource) => !isMasterclass(resource));
  const masterclasses = shown.filter(isMasterclass);
  return (
    <Stack gap={{ base: '12', md: '16' }}>
      {others.length > 0 ? (
        <Section id="guides-heading" title={RESOURCE_TEXT.sections.resources}>
          <ResourceGrid resources={others} />
        </Section>
      ) : null}
      {masterclasses.length > 0 ? (
        <Section id="masterclasses-heading" title={RESOURCE_TEXT.sections.masterclasses}>
          <ResourceGrid resources={masterclasses} featureImage={featureImage} />
        </Section>
      ) : null}
    </Stack>
  );
}

/**
 * /resources: downloads, guides and masterclasses. `?category=downloadable` and
 * `?category=masterclass` (the footer's links) pick a tab; any other value shows All.
 */
export function ResourceListPage({ category }: { category?: string }) {
  usePageMeta(SEO_TEXT.pages.resources);
  const filter = toResourceFilter(category);
  const query = useResources();

  return (
    <>
      <ListPageHeader title={RESOURCE_TEXT.title} intro={RESOURCE_TEXT.intro}>
        <FilterChips
          label={RESOURCE_TEXT.filterLabel}
          options={FILTER_OPTIONS}
          active={filter}
          renderLink={(option, children) => (
            <Link
              to="/resources"
              search={option.value ? { category: option.value } : {}}
              activeOptions={{ exact: true }}
              aria-current={option.value === filter ? 'page' : undefined}
              resetScroll={false}
            >
              {children}
            </Link>
          )}
        />
      </ListPageHeader>
      <Container maxW="6xl" pt={{ base: '4', md: '6' }} pb={{ base: '12', md: '20' }}>
        {query.data ? (
          <ResourceSections resources={query.data} filter={filter} />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : (
          <CardGridSkeleton label={RESOURCE_TEXT.loadingResources} />
        )}
      </Container>
    </>
  );
}
