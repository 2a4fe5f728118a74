import { Button, Dialog, Field, Flex, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_LIMITS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
} from '../../../../shared/constants/feedback';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import { checkAdminNote } from '../../../../shared/rules/feedback';
import type { FeedbackAdminDto } from '../../../../shared/schemas/admin/feedback';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { CharacterCount } from '../../../components/ui/character-count';
import { ModalDialog, ModalDialogTitle } from '../../../components/ui/modal-dialog';
import { FormTextarea } from '../../../components/ui/form-controls';
import { FeedbackStatusBadge, STATUS_PALETTES } from '../../feedback';
import {
  AdminFilterSelect,
  AdminListEmpty,
  AdminListFilters,
  AdminListResults,
  AdminPage,
  NativeRadioGroup,
  AdminSearchBox,
  AdminTable,
  useAdminListSearch,
  useDialogForm,
} from '../kit';
import { parseFeedbackListSearch, type FeedbackFilters } from './feedback-list-search';
import { ADMIN_FEEDBACK_TEXT as T } from './feedback-text';

/** How many are in each status; each a button that filters the list to it (pressed while it does). */
function StatusCounts({ active, onPick }: { active?: FeedbackStatus; onPick: (status: FeedbackStatus | undefined) => void }) {
  const counts = trpc.admin.feedback.counts.useQuery(undefined, { staleTime: 0 });
  return (
    <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={T.countsLabel}>
      {FEEDBACK_STATUSES.map((status) => {
        const pressed = active === status;
        return (
          <li key={status}>
            <Button
              size="sm"
              rounded="full"
              variant={pressed ? 'solid' : 'outline'}
              colorPalette={STATUS_PALETTES[status]}
              aria-pressed={pressed}
              onClick={() => onPick(pressed ? undefined : status)}
            >
              {T.countOf(FEEDBACK_STATUS_LABELS[status], counts.data?.[status] ?? 0)}
            </Button>
          </li>
        );
      })}
    </HStack>
  );
}

/** The status and note of one piece of feedback, in a modal dialog (focus kept inside, Escape cancels). */
function StatusDialog({ feedback, onClose }: { feedback: FeedbackAdminDto; onClose: () => void }) {
  const utils = trpc.useUtils();
  const change = trpc.admin.feedback.setStatus.useMutation();
  const form = useDialogForm({
    target: feedback,
    initial: { status: feedback.status, note: feedback.adminNote ?? '' },
    save: ({ status, note }, { id }) => change.mutateAsync({ id, status, note: note.trim() }),
    onDone: async (result) => {
      toaster.create({
        type: 'success',
        title: T.saved(result.feedback.status),
        description: !result.changed ? T.savedNoChange : result.notified ? T.savedNotified(result.feedback.username) : undefined,
      });
      await Promise.all([utils.admin.feedback.list.invalidate(), utils.admin.feedback.counts.invalidate()]);
    },
    onClose,
    failed: T.saveFailed,
  });
  const { status, note } = form.values;
  // Checked as the admin types: Save waits until the note is right.
  const noteProblem = checkAdminNote(note);
  const noteError = noteProblem ?? form.errors.note;
  const pending = form.pending;

  return (
    <ModalDialog open={form.dialog.open} onOpenChange={form.dialog.onOpenChange} pending={pending} maxW="xl" p={{ base: '5', md: '6' }}>
      <ModalDialogTitle>{T.dialogTitle}</ModalDialogTitle>
      <Dialog.Description mt="2" color="gray.600">
        {T.dialogBody(feedback.username)}
      </Dialog.Description>
      <Text
        mt="3"
        fontSize="sm"
        color="gray.800"
        bg="gray.50"
        rounded="lg"
        px="3"
        py="2"
        lineClamp={4}
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        {feedback.message}
      </Text>
      <Stack gap="4" mt="4">
        <NativeRadioGroup
          legend={T.statusLegend}
          name="status"
          value={status}
          direction="row"
          disabled={pending}
          error={form.errors.status}
          onChange={(value) => form.set('status', value)}
          options={FEEDBACK_STATUSES.map((value) => ({ value, label: FEEDBACK_STATUS_LABELS[value] }))}
        />
        <Field.Root invalid={Boolean(noteError)}>
          <Field.Label>{T.noteLabel}</Field.Label>
          <FormTextarea value={note} onChange={(event) => form.set('note', event.target.value)} rows={3} minH="20" disabled={pending} />
          <Flex w="full" justify="space-between" gap="3">
            {noteError ? <Field.ErrorText>{noteError}</Field.ErrorText> : <Field.HelperText>{T.noteHelp}</Field.HelperText>}
            <CharacterCount value={note} max={FEEDBACK_LIMITS.adminNoteMax} />
          </Flex>
        </Field.Root>
      </Stack>
      {form.error ? (
        <Text role="alert" mt="3" color="red.700" fontSize="sm">
          {form.error}
        </Text>
      ) : null}
      <Dialog.Footer display="flex" gap="3" justifyContent="flex-end" mt="6" flexWrap="wrap" p="0">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" rounded="full" disabled={pending}>
            {T.cancel}
          </Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="brand"
          rounded="full"
          loading={pending}
          loadingText={T.saving}
          disabled={Boolean(noteProblem)}
          onClick={form.submit}
        >
          {T.save}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  );
}

function FeedbackRow({ feedback, onChangeStatus }: { feedback: FeedbackAdminDto; onChangeStatus: () => void }) {
  return (
    <Table.Row>
      <Table.Cell minW="64" maxW="xl" verticalAlign="top">
        <Stack gap="1.5" py="1">
          <Text fontWeight="semibold" color="gray.900">
            {FEEDBACK_CATEGORY_LABELS[feedback.category]}
          </Text>
          <Text color="gray.800" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={6}>
            {feedback.message}
          </Text>
          {feedback.pageLink ? (
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {T.page}{' '}
              <ChakraLink href={feedback.pageLink} target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
                {feedback.pageLink}
              </ChakraLink>
            </Text>
          ) : null}
          {feedback.adminNote ? (
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {T.note} {feedback.adminNote}
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell verticalAlign="top" whiteSpace="nowrap">
        @{feedback.username}
      </Table.Cell>
      <Table.Cell verticalAlign="top" whiteSpace="nowrap">
        {formatDisplayDate(feedback.createdAt)}
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        <FeedbackStatusBadge status={feedback.status} />
      </Table.Cell>
      <Table.Cell verticalAlign="top" textAlign="end">
        <Button size="sm" variant="outline" rounded="full" aria-label={T.changeStatusOf(feedback.username)} onClick={onChangeStatus}>
          {T.changeStatus}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/** /admin/feedback: members' feedback, filtered in the URL by status and category, triaged one at a time. */
export function AdminFeedbackPage() {
  const { search, q, page, setQ, setPage, setSearch, clearFilters, filtered } = useAdminListSearch(parseFeedbackListSearch);
  const list = trpc.admin.feedback.list.useQuery(
    { q: q || undefined, page, status: search.status, category: search.category },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const [editing, setEditing] = useState<FeedbackAdminDto | null>(null);

  return (
    <AdminPage title={T.title} description={T.description} back={{ to: '/admin', label: 'Dashboard' }}>
      <StatusCounts active={search.status} onPick={(status) => setSearch({ status })} />
      <AdminListFilters>
        <AdminSearchBox value={q} onChange={setQ} label={T.searchLabel} placeholder={T.searchPlaceholder} />
        <AdminFilterSelect
          label={T.filterStatus}
          anyLabel={T.allStatuses}
          value={search.status ?? ''}
          onChange={(status) => setSearch({ status: (status || undefined) as FeedbackFilters['status'] })}
          options={FEEDBACK_STATUSES.map((status) => [status, FEEDBACK_STATUS_LABELS[status]] as const)}
        />
        <AdminFilterSelect
          label={T.filterCategory}
          anyLabel={T.allCategories}
          value={search.category ?? ''}
          onChange={(category) => setSearch({ category: (category || undefined) as FeedbackFilters['category'] })}
          options={FEEDBACK_CATEGORIES.map((category) => [category, FEEDBACK_CATEGORY_LABELS[category]] as const)}
        />
      </AdminListFilters>
      <AdminListResults
        query={list}
        loadingLabel={T.loading}
        loadFailed={T.loadFailed}
        onPageChange={setPage}
        empty={<AdminListEmpty filtered={filtered} title={T.emptyTitle} filteredTitle={T.noMatchTitle} onClearFilters={clearFilters} />}
      >
        {(items) => (
          <AdminTable
            caption={T.caption}
            columns={[
              { label: T.columns.feedback, card: 'title' },
              T.columns.member,
              { label: T.columns.sent, card: 'date' },
              { label: T.columns.status, card: 'status' },
              { label: T.columns.actions, srOnly: true, textAlign: 'end', card: 'actions' },
            ]}
          >
            {items.map((feedback) => (
              <FeedbackRow key={feedback.id} feedback={feedback} onChangeStatus={() => setEditing(feedback)} />
            ))}
          </AdminTable>
        )}
      </AdminListResults>
      {editing ? <StatusDialog key={editing.id} feedback={editing} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}
