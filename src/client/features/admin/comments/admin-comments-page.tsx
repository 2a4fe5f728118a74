import { Badge, Button, HStack, Link as ChakraLink, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  COMMENT_ADMIN_SORTS,
  COMMENT_CONTENT_TYPES,
  COMMENT_DECISIONS,
  COMMENT_LIMITS,
  COMMENT_STATUSES,
  type CommentDecision,
} from '../../../../shared/constants/comments';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import type { AdminCommentDto } from '../../../../shared/schemas/comments';
import { trpc } from '../../../trpc';
import {
  AdminBulkBar,
  AdminFilterDate,
  AdminFilterSelect,
  AdminListEmpty,
  AdminListFilters,
  AdminListResults,
  AdminPage,
  AdminSearchBox,
  AdminTable,
  NativeCheckbox,
  useAdminListSearch,
} from '../kit';
import { CommentModeSetting } from './comment-mode-setting';
import { commentAuthorName, CommentRowActions, CommentSummary, pageOf, STATUS_PALETTE } from './comment-row-parts';
import { ADMIN_COMMENTS_TEXT as T } from './comments-admin-text';
import { parseCommentSearch } from './comments-search';
import { ReplyAsTeamDialog, type TeamReplyTarget } from './reply-as-team-dialog';
import { useCommentDecisions } from './use-comment-decisions';

/**
 * /admin/comments: every comment (moderators and admins), searched by text or author and filtered
 * in the URL by content, status, reports and days, newest or most reported first; each row
 * approved, hidden, removed with a reason, restored, viewed on its page or answered as the team;
 * up to 50 at once from the bulk bar. The moderation mode is set here (admins; moderators read it).
 */
export function AdminCommentsPage() {
  const { search, q, page, setQ, setPage, setSearch, clearFilters, filtered } = useAdminListSearch(parseCommentSearch);
  const list = trpc.admin.comments.list.useQuery(
    {
      q: q || undefined,
      page,
      contentType: search.type,
      status: search.status,
      reported: search.reported === undefined ? undefined : search.reported === 'yes',
      sort: search.sort,
      authorId: search.member,
      from: search.from,
      to: search.to,
    },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [replying, setReplying] = useState<TeamReplyTarget | null>(null);
  const decisions = useCommentDecisions({
    onDone: (ids) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) next.delete(id);
        return next;
      }),
  });

  const rows = list.data?.items ?? [];
  const chosen = rows.filter((row) => selected.has(row.id)).slice(0, COMMENT_LIMITS.bulkMax);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const member = rows.find((row) => row.author?.id === search.member)?.author?.username;

  return (
    <AdminPage
      title={T.title}
      description={T.description}
      actions={
        <Button asChild size="sm" variant="outline" rounded="full">
          <Link to="/admin/comments/pending">{T.pending.title}</Link>
        </Button>
      }
    >
      <Stack gap="6">
        <CommentModeSetting />
        <AdminListFilters>
          <AdminSearchBox value={q} onChange={setQ} label={T.searchLabel} placeholder={T.searchPlaceholder} />
          <AdminFilterSelect
            label={T.type}
            anyLabel={T.anyType}
            value={search.type ?? ''}
            onChange={(value) => setSearch({ type: parseCommentSearch({ type: value }).type })}
            options={COMMENT_CONTENT_TYPES.map((type) => [type, T.types[type]] as const)}
          />
          <AdminFilterSelect
            label={T.status}
            anyLabel={T.anyStatus}
            value={search.status ?? ''}
            onChange={(value) => setSearch({ status: parseCommentSearch({ status: value }).status })}
            options={COMMENT_STATUSES.map((status) => [status, T.statuses[status]] as const)}
          />
          <AdminFilterSelect
            label={T.reported}
            anyLabel={T.anyReported}
            value={search.reported ?? ''}
            onChange={(value) => setSearch({ reported: parseCommentSearch({ reported: value }).reported })}
            options={[
              ['yes', T.reportedOnly],
              ['no', T.notReported],
            ]}
          />
          <AdminFilterSelect
            label={T.sort}
            anyLabel={T.sorts.newest}
            value={search.sort === 'newest' ? '' : (search.sort ?? '')}
            onChange={(value) => setSearch({ sort: parseCommentSearch({ sort: value }).sort })}
            options={COMMENT_ADMIN_SORTS.filter((sort) => sort !== 'newest').map((sort) => [sort, T.sorts[sort]] as const)}
          />
          {(['from', 'to'] as const).map((edge) => (
            <AdminFilterDate
              key={edge}
              label={T.dates[edge]}
              value={search[edge] ?? ''}
              onChange={(value) => setSearch({ [edge]: parseCommentSearch({ [edge]: value })[edge] })}
            />
          ))}
          {search.member ? (
            <Button size="sm" variant="outline" alignSelf="flex-end" onClick={() => setSearch({ member: undefined })}>
              {T.memberFilter(member ?? `#${search.member}`)}
            </Button>
          ) : null}
        </AdminListFilters>
        {chosen.length > 0 ? (
          <AdminBulkBar
            label={T.bulk.label}
            summary={T.bulk.selected(chosen.length)}
            clearLabel={T.bulk.clear}
            onClear={() => setSelected(new Set())}
          >
            <HStack gap="2" wrap="wrap">
              {COMMENT_DECISIONS.map((action: CommentDecision) => (
                <Button
                  key={action}
                  size="sm"
                  rounded="full"
                  variant={action === 'remove' ? 'solid' : 'outline'}
                  colorPalette={action === 'remove' ? 'red' : 'gray'}
                  loading={decisions.pending}
                  onClick={() =>
                    decisions.run(
                      chosen.map((row) => row.id),
                      action,
                    )
                  }
                >
                  {T.decisions[action]}
                </Button>
              ))}
            </HStack>
          </AdminBulkBar>
        ) : null}
        <AdminListResults
          query={list}
          loadingLabel={T.loading}
          loadFailed={T.loadFailed}
          onPageChange={(next) => {
            setSelected(new Set());
            setPage(next);
          }}
          empty={<AdminListEmpty filtered={filtered} title={T.emptyTitle} filteredTitle={T.noMatchTitle} onClearFilters={clearFilters} />}
        >
          {(items: AdminCommentDto[]) => (
            <Stack gap="3">
              <NativeCheckbox
                label={T.selectPage}
                checked={allOnPage}
                onChange={(on) => setSelected(on ? new Set(items.slice(0, COMMENT_LIMITS.bulkMax).map((row) => row.id)) : new Set())}
              />
              <AdminTable
                caption={T.caption}
                columns={[
                  { label: T.columns.select, srOnly: true, card: 'status' },
                  { label: T.columns.comment, card: 'title' },
                  T.columns.on,
                  T.columns.author,
                  { label: T.columns.date, card: 'date' },
                  { label: T.columns.status, card: 'status' },
                  { label: T.columns.actions, srOnly: true, textAlign: 'end', card: 'actions' },
                ]}
              >
                {items.map((row) => (
                  <Table.Row key={row.id}>
                    <Table.Cell verticalAlign="top">
                      <NativeCheckbox
                        label={<VisuallyHidden>{T.select(commentAuthorName(row))}</VisuallyHidden>}
                        checked={selected.has(row.id)}
                        onChange={(on) => toggle(row.id, on)}
                      />
                    </Table.Cell>
                    <Table.Cell minW="64" maxW="lg" verticalAlign="top">
                      <CommentSummary comment={row} />
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" minW="40">
                      <Text fontSize="xs" color="fg.muted">
                        {T.types[row.contentType]}
                      </Text>
                      <ChakraLink href={pageOf(row.contentPath)} color="brand.fg" textDecoration="underline">
                        {row.contentTitle}
                      </ChakraLink>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                      {row.author ? (
                        <Button
                          variant="plain"
                          size="sm"
                          p="0"
                          h="auto"
                          color="brand.fg"
                          onClick={() => setSearch({ member: row.author!.id })}
                        >
                          @{row.author.username}
                        </Button>
                      ) : (
                        T.formerMember
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                      {formatDisplayDate(row.createdAt)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <HStack gap="1.5" wrap="wrap">
                        <Badge colorPalette={STATUS_PALETTE[row.status]} variant="subtle" rounded="full">
                          {T.statuses[row.status]}
                        </Badge>
                        {row.reportCount > 0 ? (
                          <Badge colorPalette="red" variant="outline" rounded="full">
                            {T.reports(row.reportCount)}
                          </Badge>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end">
                      <CommentRowActions
                        comment={row}
                        contentPath={row.contentPath}
                        pending={decisions.pending}
                        onDecide={(action) => decisions.run([row.id], action)}
                        onReply={() => setReplying({ id: row.id, name: commentAuthorName(row) })}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </AdminTable>
            </Stack>
          )}
        </AdminListResults>
      </Stack>
      {decisions.removeDialog}
      <ReplyAsTeamDialog comment={replying} onClose={() => setReplying(null)} />
    </AdminPage>
  );
}
