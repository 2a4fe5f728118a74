import { Box, Button, Field, Flex, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { checkMemberSearch, PENALTY_DAYS_TEXT } from './member-management-text';
import type { BulkAction } from '../../../../shared/rules/members-admin';
import { PENALTY_DAYS } from '../../../../shared/rules/penalties';
import { ROLES } from '../../../../shared/rules/roles';
import type { BulkResultDto, MemberRowDto } from '../../../../shared/schemas/admin/members';
import { FormSelect, FormTextarea } from '../../../components/ui/form-controls';
import { NativeCheckbox, NativeRadioGroup } from '../../../components/ui/choice';
import { serverMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { useCurrentUser } from '../../auth';
import {
  AdminBulkBar,
  AdminListResults,
  AdminListEmpty,
  AdminPage,
  AdminSearchBox,
  AdminTable,
  FormField,
  useAdminListSearch,
} from '../kit';
import { MemberStatusBadge } from './member-badges';
import { BATCH, MEMBER_ACTIONS, toDays, type ActionValues, type BatchCall } from './member-actions';
import { memberListInput, parseMemberListSearch } from './members-search';
import { MANAGEMENT_TEXT as T } from './member-management-text';
import { ROLE_LABELS } from './members-text';

type Picked = Pick<MemberRowDto, 'id' | 'username'>;
interface Run {
  done: number;
  total: number;
  failures: { member: Picked; error: string }[];
  finished: boolean;
}

/** /admin/member-management: pick members across searches, then one action for all of them with a typed phrase. */
export function MemberManagementPage() {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const { search, q, page, setQ, setPage, clearFilters, filtered } = useAdminListSearch(parseMemberListSearch);
  const list = trpc.admin.members.list.useQuery(memberListInput(q, page, search), {
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const bulk = trpc.admin.members.bulk.useMutation();
  const [picked, setPicked] = useState<Map<number, Picked>>(new Map());
  const actions = MEMBER_ACTIONS.filter((action) => !action.adminOnly || user?.isAdmin);
  const [actionValue, setActionValue] = useState(actions[0]!.value);
  const action = actions.find((a) => a.value === actionValue) ?? actions[0]!;
  const [values, setValues] = useState<ActionValues>({ days: '3', reason: '', role: 'member' });
  const [typed, setTyped] = useState('');
  const [run, setRun] = useState<Run | null>(null);
  const [error, setError] = useState<string | null>(null);
  const phrase = action.phrase(picked.size);
  const searchProblem = checkMemberSearch(q);

  /** The call for each action: a penalty's days and reason, a role, or the members alone. */
  const callFor = (action: BulkAction): BatchCall => {
    switch (action) {
      case 'silence':
      case 'suspend':
        return (ids, v) => bulk.mutateAsync({ action, ids, days: toDays(v.days), reason: v.reason.trim() });
      case 'role':
        return (ids, v) => bulk.mutateAsync({ action, ids, role: v.role });
      default:
        return (ids) => bulk.mutateAsync({ action, ids });
    }
  };

  const toggle = (member: Picked, on: boolean) =>
    setPicked((previous) => {
      const next = new Map(previous);
      if (on) next.set(member.id, { id: member.id, username: member.username });
      else next.delete(member.id);
      return next;
    });

  const missingReason = action.fields === 'penalty' && !values.reason.trim();
  const ready = picked.size > 0 && typed.trim() === phrase && !missingReason && !(run && !run.finished);

  async function go() {
    setError(null);
    const members = [...picked.values()];
    const state: Run = { done: 0, total: members.length, failures: [], finished: false };
    setRun({ ...state });
    try {
      for (let i = 0; i < members.length; i += BATCH) {
        const batch = members.slice(i, i + BATCH);
        const results = await callFor(action.value)(
          batch.map((m) => m.id),
          values,
        );
        for (const result of results as BulkResultDto[]) {
          if (!result.ok) state.failures.push({ member: batch.find((m) => m.id === result.id)!, error: result.error });
        }
        state.done += batch.length;
        setRun({ ...state, failures: [...state.failures] });
      }
      state.finished = true;
      setRun({ ...state, failures: [...state.failures] });
      setTyped('');
      // The ones that went through are done; those that failed stay picked to try again.
      setPicked(new Map(state.failures.map((f) => [f.member.id, f.member])));
      await utils.admin.members.invalidate();
    } catch (refusal) {
      setError(serverMessage(refusal) ?? T.failed);
      setRun({ ...state, finished: true });
    }
  }

  const pageIds = list.data?.items ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((m) => picked.has(m.id));

  return (
    <AdminPage title={T.title} description={T.description} back={{ to: '/admin/members', label: T.back }}>
      <Stack gap="3">
        <Stack gap="1">
          <AdminSearchBox value={q} onChange={setQ} label={T.searchLabel} placeholder={T.searchPlaceholder} />
          {searchProblem ? (
            <Text fontSize="sm" color="fg.muted" role="status">
              {searchProblem}
            </Text>
          ) : null}
        </Stack>
        <AdminListResults
          query={list}
          loadingLabel={T.loading}
          loadFailed={T.loadFailed}
          onPageChange={setPage}
          empty={<AdminListEmpty filtered={filtered} title={T.emptyTitle} filteredTitle={T.noMatchTitle} onClearFilters={clearFilters} />}
        >
          {(items) => (
            <Stack gap="2">
              <NativeCheckbox label={T.pickPage} checked={allOnPage} onChange={(on) => items.forEach((m) => toggle(m, on))} />
              <AdminTable
                caption={T.caption}
                columns={[{ label: T.columns.member, card: 'title' }, { label: T.columns.status, card: 'status' }, T.columns.role]}
              >
                {items.map((member) => (
                  <Table.Row key={member.id}>
                    <Table.Cell>
                      <NativeCheckbox
                        name="picked"
                        label={`@${member.username}`}
                        description={member.email}
                        checked={picked.has(member.id)}
                        onChange={(on) => toggle(member, on)}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <MemberStatusBadge status={member.status} />
                    </Table.Cell>
                    <Table.Cell>{ROLE_LABELS[member.role]}</Table.Cell>
                  </Table.Row>
                ))}
              </AdminTable>
            </Stack>
          )}
        </AdminListResults>
      </Stack>

      {picked.size > 0 ? (
        <AdminBulkBar label={T.selection} summary={T.selected(picked.size)} clearLabel={T.clear} onClear={() => setPicked(new Map())}>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {[...picked.values()]
              .slice(0, 8)
              .map((m) => `@${m.username}`)
              .join(', ')}
            {picked.size > 8 ? ` ${T.andMore(picked.size - 8)}` : ''}
          </Text>
        </AdminBulkBar>
      ) : null}

      <Box
        as="section"
        aria-labelledby="bulk-action-title"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="xl"
        p={{ base: '4', md: '5' }}
      >
        <Heading as="h2" id="bulk-action-title" fontSize="lg" mb="3">
          {T.actionTitle}
        </Heading>
        <Stack gap="4">
          <NativeRadioGroup
            legend={T.actionLegend}
            name="action"
            value={action.value}
            onChange={(value) => {
              setActionValue(value);
              setTyped('');
            }}
            options={actions.map((a) => ({ value: a.value, label: a.label, description: a.description }))}
          />
          {action.fields === 'penalty' ? (
            <>
              <FormField label={T.days} required>
                <FormSelect
                  name="days"
                  value={values.days}
                  onChange={(event) => setValues({ ...values, days: event.target.value as ActionValues['days'] })}
                >
                  {[...PENALTY_DAYS.map((d) => `${d}` as const), ...(user?.isAdmin ? (['forever'] as const) : [])].map((choice) => (
                    <option key={choice} value={choice}>
                      {PENALTY_DAYS_TEXT[choice]}
                    </option>
                  ))}
                </FormSelect>
              </FormField>
              <FormField label={T.reason} required helper={T.reasonHelp}>
                <FormTextarea
                  name="reason"
                  rows={2}
                  maxLength={500}
                  value={values.reason}
                  onChange={(event) => setValues({ ...values, reason: event.target.value })}
                />
              </FormField>
            </>
          ) : null}
          {action.fields === 'role' ? (
            <FormField label={T.role} required>
              <FormSelect
                name="role"
                value={values.role}
                onChange={(event) => setValues({ ...values, role: event.target.value as ActionValues['role'] })}
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </FormSelect>
            </FormField>
          ) : null}
          <Field.Root>
            <Field.Label>{T.typeToConfirm(phrase)}</Field.Label>
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" disabled={picked.size === 0} />
            <Field.HelperText>{picked.size === 0 ? T.pickFirst : T.phraseHelp}</Field.HelperText>
          </Field.Root>
          <HStack>
            <Button
              colorPalette="red"
              rounded="full"
              disabled={!ready}
              loading={Boolean(run && !run.finished)}
              loadingText={T.running}
              onClick={() => void go()}
            >
              {T.go(action.label, picked.size)}
            </Button>
          </HStack>
          {error ? (
            <Text role="alert" color="red.700">
              {error}
            </Text>
          ) : null}
          {run ? <RunProgress run={run} /> : null}
        </Stack>
      </Box>
    </AdminPage>
  );
}

function RunProgress({ run }: { run: Run }) {
  const percent = run.total === 0 ? 100 : Math.round((run.done / run.total) * 100);
  return (
    <Stack gap="2" as="section" aria-label={T.progress}>
      <Text role="status" aria-live="polite" fontWeight="semibold">
        {run.finished ? T.finished(run.done - run.failures.length, run.failures.length) : T.progressLine(run.done, run.total)}
      </Text>
      <Box h="2" bg="gray.100" rounded="full" overflow="hidden" aria-hidden>
        <Box h="full" w={`${percent}%`} bg="brand.500" transition="width 0.2s" />
      </Box>
      {run.failures.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="1" aria-label={T.failures}>
          {run.failures.map((f) => (
            <Flex as="li" key={f.member.id} gap="2" fontSize="sm" wrap="wrap">
              <Text fontWeight="semibold">@{f.member.username}</Text>
              <Text color="red.700">{f.error}</Text>
            </Flex>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
