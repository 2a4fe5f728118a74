import { Button, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AdminPage } from '../../../../shared/schemas/admin/list';
import { LoadError } from '../../../components/page-states';
import { AdminPager } from './admin-pager';
import { AdminEmptyState } from './admin-table';

export const CLEAR_FILTERS = 'Clear search and filters';

export interface AdminListResultsProps<Row> {
  /** The list's query; kept data (placeholderData) stays on screen while the next page loads. */
  query: { data?: AdminPage<Row>; isError: boolean; refetch(): unknown };
  /** Read out while the first page loads: "Loading posts". */
  loadingLabel: string;
  loadFailed: string;
  /** What shows when the page has no rows (an AdminEmptyState). */
  empty: ReactNode;
  onPageChange(page: number): void;
  /** The table of the page's rows. */
  children(items: Row[]): ReactNode;
}

/** An admin list's states: loading, failed (with retry), empty, or the rows and the pager. */
export function AdminListResults<Row>({ query, loadingLabel, loadFailed, empty, onPageChange, children }: AdminListResultsProps<Row>) {
  const { data } = query;
  if (!data && query.isError) return <LoadError onRetry={() => void query.refetch()}>{loadFailed}</LoadError>;
  if (!data) {
    return (
      <Stack gap="2" role="status" aria-label={loadingLabel}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="10" rounded="md" />
        ))}
      </Stack>
    );
  }
  if (data.items.length === 0) return empty;
  return (
    <Stack gap="4">
      {children(data.items)}
      <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={onPageChange} />
    </Stack>
  );
}

export interface AdminListEmptyProps {
  /** A search or filter is on: the list isn't empty, nothing matched. */
  filtered: boolean;
  /** "No recipes yet". */
  title: string;
  /** "No recipes match this search". */
  filteredTitle: string;
  onClearFilters(): void;
  /** Offered on an empty list: the "New recipe" button. */
  action?: ReactNode;
}

/** An empty list says so and offers the first item; a search that matched nothing offers to clear it. */
export function AdminListEmpty({ filtered, title, filteredTitle, onClearFilters, action }: AdminListEmptyProps) {
  if (!filtered) return <AdminEmptyState title={title} action={action} />;
  return (
    <AdminEmptyState
      title={filteredTitle}
      action={
        <Button variant="outline" rounded="full" onClick={onClearFilters}>
          {CLEAR_FILTERS}
        </Button>
      }
    />
  );
}
