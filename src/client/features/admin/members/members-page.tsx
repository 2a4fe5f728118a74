import { Button, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import { checkMemberSearch, MEMBER_SORTS, MEMBER_STATUSES } from '../../../../shared/rules/members-admin';
import { ROLES } from '../../../../shared/rules/roles';
import type { MemberRowDto } from '../../../../shared/schemas/admin/members';
import { trpc } from '../../../trpc';
import { useCurrentUser } from '../../auth';
import {
  AdminFilterDate,
  AdminFilterSelect,
  AdminListEmpty,
  AdminListFilters,
  AdminListResults,
  AdminPage,
  AdminSearchBox,
  AdminTable,
  useAdminListSearch,
} from '../kit';
import { MemberStatusBadge } from './member-badges';
import { csvHref, memberListInput, parseMemberListSearch, type MemberListFilters } from './members-search';
import { MEMBERS_TEXT as T, ROLE_LABELS, SORT_LABELS, STATUS_LABELS } from './members-text';

function MemberRow({ member }: { member: MemberRowDto }) {
  return (
    <Table.Row>
      <Table.Cell verticalAlign="top" minW="48">
        <Stack gap="0.5">
          <ChakraLink asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
            <Link to="/admin/members/$id" params={{ id: String(member.id) }}>
              @{member.username}
            </Link>
          </ChakraLink>
          {member.displayName ? <Text fontSize="sm">{member.displayName}</Text> : null}
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {member.email}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell verticalAlign="top" whiteSpace="nowrap">
        <Text>{formatDisplayDate(member.joinedAt)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {member.lastSeenOn ? formatDisplayDate(member.lastSeenOn) : T.never}
        </Text>
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        <Text whiteSpace="nowrap">{T.levelShort(member.level, member.levelTitle)}</Text>
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {T.pointsShort(member.points)}
        </Text>
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        {T.postLines(member.counts).map((line) => (
          <Text key={line} fontSize="sm" whiteSpace="nowrap">
            {line}
          </Text>
        ))}
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        <MemberStatusBadge status={member.status} />
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        <Text>{ROLE_LABELS[member.role]}</Text>
        <Text fontSize="sm" color="fg.muted">
          {member.newsletter ? T.subscribedShort : T.notSubscribedShort}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}

const yesNo = (yes: string, no: string) =>
  [
    ['true', yes],
    ['false', no],
  ] as const;

/** /admin/members: search, filters and sort in the URL, 50 a page. */
export function AdminMembersPage() {
  const { user } = useCurrentUser();
  const { search, q, page, setQ, setPage, setSearch, clearFilters, filtered } = useAdminListSearch(parseMemberListSearch);
  const searchProblem = checkMemberSearch(q);
  const input = memberListInput(q, page, search);
  const list = trpc.admin.members.list.useQuery(input, { placeholderData: (previous) => previous, staleTime: 0 });
  const set = (patch: Partial<MemberListFilters>) => setSearch(patch);

  return (
    <AdminPage
      title={T.title}
      description={T.description}
      back={{ to: '/admin', label: 'Dashboard' }}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline" rounded="full">
            <Link to="/admin/member-management">{T.manage}</Link>
          </Button>
          {user?.isAdmin ? (
            <Button asChild size="sm" variant="outline" rounded="full">
              <a href={csvHref(input)} download>
                {T.downloadCsv}
              </a>
            </Button>
          ) : null}
        </HStack>
      }
    >
      <AdminListFilters>
        <Stack gap="1" flex="1" minW="60">
          <AdminSearchBox value={q} onChange={setQ} label={T.searchLabel} placeholder={T.searchPlaceholder} />
          {searchProblem ? (
            <Text fontSize="sm" color="fg.muted" role="status">
              {searchProblem}
            </Text>
          ) : null}
        </Stack>
        <AdminFilterSelect
          label={T.sortBy}
          anyLabel={SORT_LABELS.joined}
          value={search.sort && search.sort !== 'joined' ? search.sort : ''}
          onChange={(sort) => set({ sort: (sort || undefined) as MemberListFilters['sort'] })}
          options={MEMBER_SORTS.filter((s) => s !== 'joined').map((s) => [s, SORT_LABELS[s]] as const)}
        />
        <AdminFilterSelect
          label={T.filterRole}
          anyLabel={T.allRoles}
          value={search.role ?? ''}
          onChange={(role) => set({ role: (role || undefined) as MemberListFilters['role'] })}
          options={ROLES.map((role) => [role, ROLE_LABELS[role]] as const)}
        />
        <AdminFilterSelect
          label={T.filterStatus}
          anyLabel={T.allStatuses}
          value={search.status ?? ''}
          onChange={(status) => set({ status: (status || undefined) as MemberListFilters['status'] })}
          options={MEMBER_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const)}
        />
        <AdminFilterSelect
          label={T.filterActivity}
          anyLabel={T.anyActivity}
          value={search.inactive ?? ''}
          onChange={(value) => set({ inactive: (value || undefined) as MemberListFilters['inactive'] })}
          options={yesNo(T.inactive, T.activeRecently)}
        />
        <AdminFilterSelect
          label={T.filterReports}
          anyLabel={T.anyReports}
          value={search.reported ?? ''}
          onChange={(value) => set({ reported: (value || undefined) as MemberListFilters['reported'] })}
          options={yesNo(T.reported, T.notReported)}
        />
        <AdminFilterSelect
          label={T.filterNewsletter}
          anyLabel={T.anyNewsletter}
          value={search.newsletter ?? ''}
          onChange={(value) => set({ newsletter: (value || undefined) as MemberListFilters['newsletter'] })}
          options={yesNo(T.subscribed, T.notSubscribed)}
        />
        <AdminFilterDate label={T.joinedFrom} value={search.joinedFrom ?? ''} onChange={(day) => set({ joinedFrom: day || undefined })} />
        <AdminFilterDate label={T.joinedTo} value={search.joinedTo ?? ''} onChange={(day) => set({ joinedTo: day || undefined })} />
      </AdminListFilters>
      {list.data ? (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {T.total(list.data.total, list.data.totalCapped)}
        </Text>
      ) : null}
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
              { label: T.columns.member, card: 'title' },
              { label: T.columns.joinedLastActive, card: 'date' },
              T.columns.level,
              T.columns.postsShort,
              { label: T.columns.status, card: 'status' },
              T.columns.roleNewsletter,
            ]}
          >
            {items.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </AdminTable>
        )}
      </AdminListResults>
    </AdminPage>
  );
}
