import { Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { LoadError } from '../../../components/page-states';
import { serverCode } from '../../../lib/trpc-errors';
import { AdminPage } from './admin-page';

export interface AdminRecordLoaderProps<Record> {
  query: { data?: Record; error: unknown; refetch(): unknown };
  /** The edit page's title and back link, shown while the record loads or when it failed to. */
  title: string;
  back: { to: string; label: string };
  loadFailed: string;
  /** The editor, once the record is here. */
  children(record: Record): ReactNode;
}

/**
 * An edit page (/admin/…/edit/{id}) until its record has loaded: a skeleton, then the editor; a
 * failed load offers a retry, and a record that doesn't exist is the site's not-found page.
 */
export function AdminRecordLoader<Record>({ query, title, back, loadFailed, children }: AdminRecordLoaderProps<Record>) {
  if (query.data !== undefined) return children(query.data);
  if (serverCode(query.error) === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <AdminPage title={title} back={back}>
      {query.error ? (
        <LoadError onRetry={() => void query.refetch()}>{loadFailed}</LoadError>
      ) : (
        <Stack gap="4" role="status" aria-label="Loading...">
          <Skeleton h="10" />
          <Skeleton h="64" />
        </Stack>
      )}
    </AdminPage>
  );
}
