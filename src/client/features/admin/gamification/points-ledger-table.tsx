import { Table, Text } from '@chakra-ui/react';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import { trpc } from '../../../trpc';
import { formatPointsChange } from '../../gamification';
import { AdminListEmpty, AdminListResults, AdminSearchBox, AdminTable, useAdminListSearch } from '../kit';
import { ADMIN_GAMIFICATION_TEXT as T } from './gamification-text';

/** Every ledger row, newest first, searched by member or title (q and page in the URL). */
export function PointsLedgerTable() {
  const { q, page, setQ, setPage, clearFilters } = useAdminListSearch();
  const ledger = trpc.admin.gamification.ledger.useQuery({ q: q || undefined, page }, { placeholderData: (previous) => previous });
  return (
    <>
      <AdminSearchBox value={q} onChange={setQ} label={T.ledgerSearch} placeholder={T.ledgerSearchPlaceholder} />
      <AdminListResults
        query={ledger}
        loadingLabel={T.ledgerLoading}
        loadFailed={T.ledgerFailed}
        onPageChange={setPage}
        empty={<AdminListEmpty filtered={Boolean(q)} title={T.ledgerEmpty} filteredTitle={T.ledgerEmpty} onClearFilters={clearFilters} />}
      >
        {(rows) => (
          <AdminTable
            caption={T.ledgerCaption}
            columns={[
              { label: T.ledgerColumns.when, card: 'date' },
              { label: T.ledgerColumns.member, card: 'title' },
              T.ledgerColumns.what,
              { label: T.ledgerColumns.points, textAlign: 'end' },
            ]}
          >
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell whiteSpace="nowrap">{formatDisplayDate(row.createdAt)}</Table.Cell>
                <Table.Cell>@{row.member.username}</Table.Cell>
                <Table.Cell minW="48">{row.label}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  <Text as="span" color={row.points < 0 ? 'red.700' : 'green.700'} fontWeight="semibold">
                    {formatPointsChange(row.points)}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </AdminListResults>
    </>
  );
}
