import { Box, Stack, Text } from '@chakra-ui/react';
import { LoadError } from '../../../components/page-states';
import { trpc } from '../../../trpc';
import { DashboardPanel } from '../dashboard/dashboard-panel';
import { DASHBOARD_TEXT } from '../dashboard/dashboard-text';
import { useAdminListSearch } from '../kit/admin-list-search';
import { AdminPager } from '../kit/admin-pager';
import { AdminSearchBox } from '../kit/admin-search-box';
import { AdminEmptyState } from '../kit/admin-table';
import { AuditEntryItem } from './audit-entry';

/** Changes a page of the full log shows. */
export const ALL_CHANGES_PAGE_SIZE = 20;

/** The whole audit log, searchable and paged (search and page in the URL). */
export function AllChanges() {
  const { q, page, setQ, setPage } = useAdminListSearch();
  const list = trpc.admin.audit.list.useQuery(
    { q: q || undefined, page, pageSize: ALL_CHANGES_PAGE_SIZE },
    { placeholderData: (previous) => previous, refetchOnMount: 'always' },
  );

  return (
    <DashboardPanel title={DASHBOARD_TEXT.allChanges} headingId="all-changes">
      <Stack gap="4">
        <AdminSearchBox
          value={q}
          onChange={setQ}
          label={DASHBOARD_TEXT.searchChanges}
          placeholder={DASHBOARD_TEXT.searchChangesPlaceholder}
          hideLabel
        />
        {list.isPending ? (
          <Text role="status" color="fg.muted">
            {DASHBOARD_TEXT.loading}
          </Text>
        ) : list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <AdminEmptyState title={q ? DASHBOARD_TEXT.noMatchingChanges(q) : DASHBOARD_TEXT.noChanges} />
        ) : (
          <Box as="ul" m="0" p="0" aria-label={DASHBOARD_TEXT.allChanges}>
            {list.data.items.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </Box>
        )}
        {list.data ? (
          <AdminPager
            page={page}
            pageSize={ALL_CHANGES_PAGE_SIZE}
            total={list.data.total}
            onPageChange={setPage}
            label="Change log pages"
          />
        ) : null}
      </Stack>
    </DashboardPanel>
  );
}
