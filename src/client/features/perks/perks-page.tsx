import { Box, Button, Container, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { CurrentPerkDto, RedemptionDto } from '../../../shared/schemas/perks';
import {
  CardGridSkeleton,
  cardGridColumns,
  EmptyState,
  FilterChips,
  type FilterOption,
  ListPageHeader,
  LoadError,
} from '../../components/page-states';
import { trpc } from '../../trpc';
import { MemberPerkCard } from './member-perk-card';
import { PERKS_PAGE_TEXT as T } from './perks-text';
import { usePageMeta } from '../../lib/page-head';

interface Group {
  key: string;
  title: string;
  perks: CurrentPerkDto[];
}

/** The perks under their category's heading, in the server's order (perks without one last). */
function groupByCategory(perks: CurrentPerkDto[]): Group[] {
  const groups = new Map<string, Group>();
  for (const perk of perks) {
    const key = perk.categoryId === null ? 'none' : String(perk.categoryId);
    const group = groups.get(key) ?? { key, title: perk.category ?? T.otherPerks, perks: [] };
    group.perks.push(perk);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function PerkGrid({ perks, mine }: { perks: CurrentPerkDto[]; mine: Map<number, RedemptionDto> }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={cardGridColumns} gap="6">
      {perks.map((perk) => (
        <li key={perk.id}>
          <MemberPerkCard perk={perk} redemption={mine.get(perk.id)} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * /perks (members): every current perk by category, a filter by category in the URL
 * (`?category=<id>`), and Redeem on each card. Her codes and links come from perks.mine, so a
 * code she got earlier shows again.
 */
export function PerksPage({ category }: { category?: number }) {
  usePageMeta({ title: T.title });
  const categoryId = category;
  const list = trpc.perks.list.useQuery(categoryId === undefined ? undefined : { category: categoryId }, {
    placeholderData: (previous) => previous,
  });
  const mineQuery = trpc.perks.mine.useQuery();
  const mine = useMemo(() => new Map((mineQuery.data ?? []).map((r) => [r.perkId, r])), [mineQuery.data]);

  const options: FilterOption[] = [
    { key: 'all', label: T.all, value: undefined },
    ...(list.data?.categories ?? []).map((c) => ({ key: String(c.id), label: c.name, value: String(c.id) })),
  ];
  const active = categoryId === undefined ? undefined : String(categoryId);
  const activeName = list.data?.categories.find((c) => c.id === categoryId)?.name;

  return (
    <>
      <ListPageHeader title={T.title} intro={T.intro}>
        {list.data && list.data.categories.length > 0 ? (
          <FilterChips
            label={T.filterLabel}
            options={options}
            active={active}
            renderLink={(option, children) => (
              <Link
                to="/perks"
                search={option.value ? { category: Number(option.value) } : {}}
                activeOptions={{ exact: true, includeSearch: true }}
                aria-current={option.value === active ? 'page' : undefined}
                resetScroll={false}
              >
                {children}
              </Link>
            )}
          />
        ) : null}
      </ListPageHeader>
      <Container maxW="6xl" pt={{ base: '4', md: '6' }} pb={{ base: '12', md: '20' }}>
        {list.data && !list.isPlaceholderData ? (
          list.data.perks.length === 0 ? (
            categoryId === undefined ? (
              <EmptyState title={T.emptyTitle}>{T.emptyBody}</EmptyState>
            ) : (
              <Stack align="center" gap="2">
                <EmptyState title={T.emptyCategoryTitle}>{T.emptyCategoryBody}</EmptyState>
                <Button asChild variant="outline" colorPalette="brand" rounded="full">
                  <Link to="/perks">{T.seeAll}</Link>
                </Button>
              </Stack>
            )
          ) : categoryId !== undefined ? (
            <Box as="section" aria-labelledby="perks-heading">
              <Heading as="h2" id="perks-heading" size={{ base: 'xl', md: '2xl' }} color="gray.900" mb="5">
                {activeName ?? T.title}
              </Heading>
              <PerkGrid perks={list.data.perks} mine={mine} />
            </Box>
          ) : (
            <Stack gap={{ base: '12', md: '16' }}>
              {groupByCategory(list.data.perks).map((group) => (
                <Box as="section" key={group.key} aria-labelledby={`perks-${group.key}`}>
                  <Heading as="h2" id={`perks-${group.key}`} size={{ base: 'xl', md: '2xl' }} color="gray.900" mb="5">
                    {group.title}
                  </Heading>
                  <PerkGrid perks={group.perks} mine={mine} />
                </Box>
              ))}
            </Stack>
          )
        ) : list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : (
          <CardGridSkeleton label={T.loading} />
        )}
      </Container>
    </>
  );
}
