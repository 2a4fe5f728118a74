import { Badge, Box, Button, HStack, Image, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Tags } from 'lucide-react';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import { sanitizeImageUrl } from '../../../../shared/lib/images';
import type { PerkListRowDto } from '../../../../shared/schemas/admin/perks';
import { trpc } from '../../../trpc';
import {
  AdminFilterSelect,
  AdminListEmpty,
  AdminListFilters,
  AdminListResults,
  AdminNewButton,
  AdminPage,
  AdminSearchBox,
  AdminTable,
  useAdminListSearch,
} from '../kit';
import { parsePerkListSearch, perkListInputOf, type PerkFilters } from './perk-list-search';
import { PERKS_TEXT } from './perks-text';

const text = PERKS_TEXT;

function Redemption({ perk }: { perk: PerkListRowDto }) {
  return (
    <Stack gap="0.5">
      <Text>{text.methodLabel(perk.redemptionMethod)}</Text>
      {perk.pool ? (
        <Text fontSize="xs" color={perk.pool.left === 0 ? 'fg.error' : 'fg.muted'}>
          {text.poolLeft(perk.pool.left, perk.pool.total)}
        </Text>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        {text.redeemedCount(perk.redemptions)}
      </Text>
    </Stack>
  );
}

function PerkRow({ perk }: { perk: PerkListRowDto }) {
  const logo = sanitizeImageUrl(perk.brandLogo);
  return (
    <Table.Row>
      <Table.Cell minW="56">
        <HStack gap="3">
          <Box w="10" h="10" flexShrink={0} rounded="md" borderWidth="1px" borderColor="gray.200" bg="white" overflow="hidden">
            {logo ? <Image src={logo} alt="" w="full" h="full" objectFit="contain" /> : null}
          </Box>
          <Stack gap="0.5" minW="0">
            <ChakraLink asChild fontWeight="semibold" color="gray.900">
              <Link to="/admin/perks/$id" params={{ id: String(perk.id) }}>
                {perk.title}
              </Link>
            </ChakraLink>
            <HStack gap="2" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {perk.brandName}
              </Text>
              {perk.featured ? (
                <Badge colorPalette="brand" variant="subtle" size="sm">
                  {text.featured}
                </Badge>
              ) : null}
            </HStack>
          </Stack>
        </HStack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{perk.discountAmount}</Table.Cell>
      <Table.Cell>
        {perk.category?.name ?? (
          <Text as="span" color="fg.muted">
            {text.noCategory}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Redemption perk={perk} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {perk.expiryDate ? (
          formatDisplayDate(perk.expiryDate)
        ) : (
          <Text as="span" color="fg.muted">
            {text.noExpiry}
          </Text>
        )}
        {perk.expired ? (
          <Badge ms="2" colorPalette="red" variant="subtle" size="sm">
            {text.expired}
          </Badge>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        <Button asChild size="sm" variant="ghost" aria-label={`${text.edit} ${perk.title}`}>
          <Link to="/admin/perks/edit/$id" params={{ id: String(perk.id) }}>
            {text.edit}
          </Link>
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

function Filters({ search, setSearch }: { search: PerkFilters; setSearch: (patch: Partial<PerkFilters>) => void }) {
  const categories = trpc.admin.perkCategories.list.useQuery();
  return (
    <>
      <AdminFilterSelect
        label={text.filterCategory}
        anyLabel={text.all}
        value={search.category ?? ''}
        onChange={(category) => setSearch({ category: category || undefined })}
        options={[['none', text.noCategory], ...(categories.data ?? []).map((category) => [String(category.id), category.name] as const)]}
      />
      <AdminFilterSelect
        label={text.filterFeatured}
        anyLabel={text.all}
        value={search.featured ?? ''}
        onChange={(featured) => setSearch({ featured: (featured || undefined) as PerkFilters['featured'] })}
        options={[
          ['yes', text.featuredYes],
          ['no', text.featuredNo],
        ]}
      />
      <AdminFilterSelect
        label={text.filterStatus}
        anyLabel={text.all}
        value={search.status ?? ''}
        onChange={(status) => setSearch({ status: (status || undefined) as PerkFilters['status'] })}
        options={[
          ['active', text.statusActive],
          ['expired', text.statusExpired],
        ]}
      />
    </>
  );
}

/** /admin/perks: every perk, searched and filtered in the URL, a page at a time. */
export function PerksListPage() {
  const { search, q, page, setQ, setPage, setSearch, clearFilters, filtered } = useAdminListSearch(parsePerkListSearch);
  const list = trpc.admin.perks.list.useQuery(perkListInputOf(search, q, page), { placeholderData: (previous) => previous });

  return (
    <AdminPage
      title={text.listTitle}
      description={text.listDescription}
      back={{ to: '/admin', label: 'Dashboard' }}
      actions={
        <>
          <Button asChild variant="outline" rounded="full">
            <Link to="/admin/perk-categories">
              <Tags aria-hidden />
              {text.categories}
            </Link>
          </Button>
          <AdminNewButton to="/admin/perks/new">{text.newPerk}</AdminNewButton>
        </>
      }
    >
      <AdminListFilters>
        <AdminSearchBox value={q} onChange={setQ} label={text.searchLabel} placeholder={text.searchPlaceholder} />
        <Filters search={search} setSearch={setSearch} />
      </AdminListFilters>
      <AdminListResults
        query={list}
        loadingLabel={text.loading}
        loadFailed={text.loadFailed}
        onPageChange={setPage}
        empty={
          <AdminListEmpty
            filtered={filtered}
            title={text.emptyTitle}
            filteredTitle={text.noMatchTitle}
            onClearFilters={clearFilters}
            action={<AdminNewButton to="/admin/perks/new">{text.newPerk}</AdminNewButton>}
          />
        }
      >
        {(perks) => (
          <AdminTable
            caption={text.caption}
            columns={[
              { label: text.columns.perk, card: 'title' },
              text.columns.discount,
              text.columns.category,
              text.columns.redemption,
              { label: text.columns.expiry, card: 'date' },
              { label: text.columns.actions, srOnly: true, textAlign: 'end', card: 'actions' },
            ]}
          >
            {perks.map((perk) => (
              <PerkRow key={perk.id} perk={perk} />
            ))}
          </AdminTable>
        )}
      </AdminListResults>
    </AdminPage>
  );
}
