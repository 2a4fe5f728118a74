import { Button, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { sydneyMonthOf } from '../../../../shared/lib/sydney-clock';
import { LoadError } from '../../../components/page-states';
import { trpc } from '../../../trpc';
import { AdminEmptyState, AdminFormSection, AdminPage } from '../kit';
import { GiveawayCard } from './giveaway-card';
import { GiveawayForm } from './giveaway-form';
import { GIVEAWAYS_TEXT as T } from './giveaways-text';

/** /admin/giveaways: open a month's giveaway, edit it until its draw, draw and redraw. */
export function AdminGiveawaysPage() {
  const list = trpc.admin.giveaways.list.useQuery();
  // null: no form; 'new'; or the id of the giveaway being edited.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const month = sydneyMonthOf(new Date());
  const giveaways = list.data ?? [];
  const edited = typeof editing === 'number' ? giveaways.find((giveaway) => giveaway.id === editing) : undefined;

  return (
    <AdminPage
      title={T.title}
      description={T.pageDescription}
      actions={
        editing === null ? (
          <Button colorPalette="brand" rounded="full" onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {T.newGiveaway}
          </Button>
        ) : null
      }
    >
      {editing !== null ? (
        <AdminFormSection title={edited ? T.editTitle(edited.prize) : T.newTitle}>
          <GiveawayForm key={edited?.id ?? 'new'} giveaway={edited} month={month} onDone={() => setEditing(null)} />
        </AdminFormSection>
      ) : null}
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()}>{T.loadFailed}</LoadError>
      ) : !list.data ? (
        <span>{T.loading}</span>
      ) : giveaways.length === 0 ? (
        <AdminEmptyState title={T.empty} description={T.emptyText} />
      ) : (
        <Stack gap="4">
          {giveaways.map((giveaway) => (
            <GiveawayCard key={giveaway.id} giveaway={giveaway} onEdit={() => setEditing(giveaway.id)} />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
