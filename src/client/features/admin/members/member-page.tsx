import { Box, Button, Field, Flex, Heading, HStack, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import { formatSydneyDateTime } from '../../../../shared/lib/sydney-clock';
import { checkStaffNote, STAFF_NOTE_MAX } from '../../../../shared/rules/members-admin';
import type { MemberDetailDto } from '../../../../shared/schemas/admin/members';
import { LoadError } from '../../../components/page-states';
import { CharacterCount } from '../../../components/ui/character-count';
import { FormTextarea } from '../../../components/ui/form-controls';
import { toaster } from '../../../components/ui/toaster';
import { serverCode, serverMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { AdminPage, ConfirmDialog, useConfirmedAction } from '../kit';
import { PenaltyDialog, type PenaltyTarget } from '../moderation/penalty-dialog';
import { MemberStatusBadge } from './member-badges';
import { MEMBERS_TEXT as T, ROLE_LABELS } from './members-text';

function Section({ title, children, actions }: { title: string; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p={{ base: '4', md: '5' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" fontSize="lg">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box overflowWrap="anywhere">{children}</Box>
    </Stack>
  );
}

function Notes({ detail }: { detail: MemberDetailDto }) {
  const utils = trpc.useUtils();
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const add = trpc.admin.members.addNote.useMutation({
    onSuccess: async () => {
      setBody('');
      setTouched(false);
      toaster.create({ type: 'success', title: T.noteAdded });
      await utils.admin.members.byId.invalidate({ id: detail.member.id });
    },
  });
  const problem = touched ? checkStaffNote(body) : null;
  const error = problem ?? (add.error ? (serverMessage(add.error) ?? T.noteFailed) : null);
  return (
    <Section title={T.notes}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {T.notesHelp}
      </Text>
      <Stack as="ul" listStyleType="none" gap="3" mb="4">
        {detail.notes.length === 0 ? (
          <Text as="li" color="fg.muted">
            {T.noNotes}
          </Text>
        ) : null}
        {detail.notes.map((note) => (
          <Box as="li" key={note.id} bg="gray.50" rounded="lg" px="3" py="2">
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {note.body}
            </Text>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {T.noteBy(note.authorName, formatSydneyDateTime(note.createdAt))}
            </Text>
          </Box>
        ))}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (checkStaffNote(body)) return;
          add.mutate({ id: detail.member.id, body });
        }}
      >
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{T.noteLabel}</Field.Label>
          <FormTextarea value={body} rows={3} onChange={(event) => setBody(event.target.value)} disabled={add.isPending} />
          <Flex w="full" justify="space-between" gap="3">
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : <span />}
            <CharacterCount value={body} max={STAFF_NOTE_MAX} />
          </Flex>
        </Field.Root>
        <Button type="submit" mt="3" colorPalette="brand" rounded="full" loading={add.isPending}>
          {T.addNote}
        </Button>
      </form>
    </Section>
  );
}

function Timeline({ detail }: { detail: MemberDetailDto }) {
  return (
    <Section title={T.timeline}>
      {detail.timeline.length === 0 ? <Text color="fg.muted">{T.noTimeline}</Text> : null}
      <Stack as="ol" listStyleType="none" gap="2">
        {detail.timeline.map((entry, i) => (
          <Flex as="li" key={i} gap="3" align="baseline" wrap="wrap" borderBottomWidth="1px" borderColor="gray.100" pb="2">
            <Text fontSize="sm" color="fg.muted" minW="28" whiteSpace="nowrap">
              {formatDisplayDate(entry.at)}
            </Text>
            <Text fontSize="sm" fontWeight="semibold" minW="24">
              {T.timelineKinds[entry.kind]}
            </Text>
            <Box flex="1" minW="48" overflowWrap="anywhere">
              {entry.link ? (
                <ChakraLink href={entry.link} color="brand.fg" textDecoration="underline">
                  {entry.text}
                </ChakraLink>
              ) : (
                entry.text
              )}
            </Box>
          </Flex>
        ))}
      </Stack>
    </Section>
  );
}

function MemberDetail({ detail }: { detail: MemberDetailDto }) {
  const utils = trpc.useUtils();
  const { member } = detail;
  const refresh = () => utils.admin.members.byId.invalidate({ id: member.id });
  const signOut = trpc.admin.members.signOutEverywhere.useMutation();
  const reset = trpc.admin.members.sendResetLink.useMutation();
  const signOutAction = useConfirmedAction({
    run: (target: { id: number }) => signOut.mutateAsync({ id: target.id }),
    onDone: async (_target, result) => {
      toaster.create({ type: 'success', title: T.signedOut(result.ended) });
      await refresh();
    },
    failed: T.signOutFailed,
  });
  const resetAction = useConfirmedAction({
    run: (target: { id: number }) => reset.mutateAsync({ id: target.id }),
    onDone: () => void toaster.create({ type: 'success', title: T.resetSent }),
    failed: T.resetFailed,
  });
  const [penalising, setPenalising] = useState<PenaltyTarget | null>(null);

  return (
    <AdminPage title={`@${member.username}`} description={member.displayName ?? undefined} back={{ to: '/admin/members', label: T.back }}>
      <Stack gap="5">
        <Section
          title={T.profile}
          actions={
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                rounded="full"
                onClick={() => setPenalising({ id: member.id, username: member.username })}
              >
                {T.penalise}
              </Button>
              <Button size="sm" variant="outline" rounded="full" onClick={() => resetAction.ask({ id: member.id })}>
                {T.resetLink}
              </Button>
            </HStack>
          }
        >
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            <Fact label={T.email}>{member.email}</Fact>
            <Fact label={T.columns.role}>
              {ROLE_LABELS[member.role]}
              {member.isOwner ? ` · ${T.owner}` : ''}
            </Fact>
            <Fact label={T.columns.status}>
              <MemberStatusBadge status={member.status} />
            </Fact>
            <Fact label={T.columns.joined}>{formatDisplayDate(member.joinedAt)}</Fact>
            <Fact label={T.columns.lastActive}>{member.lastSeenOn ? formatDisplayDate(member.lastSeenOn) : T.never}</Fact>
            <Fact label={T.columns.level}>{T.levelLine(member.level, member.levelTitle, member.points)}</Fact>
            <Fact label={T.columns.posts}>{T.posts(member.counts)}</Fact>
            <Fact label={T.reports}>
              {T.reportsMade(detail.reportsMade.total, detail.reportsMade.upheld)}; {T.reportsAgainst(detail.reportsAgainst)}
            </Fact>
            <Fact label={T.columns.newsletter}>{member.newsletter ? T.yes : T.no}</Fact>
            {member.bio ? <Fact label={T.bio}>{member.bio}</Fact> : null}
          </SimpleGrid>
        </Section>
        <Section
          title={T.sessions}
          actions={
            <Button size="sm" variant="outline" colorPalette="red" rounded="full" onClick={() => signOutAction.ask({ id: member.id })}>
              {T.signOut}
            </Button>
          }
        >
          <Text>{T.sessionsLine(detail.sessions.count, detail.sessions.newest ? formatSydneyDateTime(detail.sessions.newest) : null)}</Text>
        </Section>
        <Notes detail={detail} />
        <Timeline detail={detail} />
      </Stack>
      <ConfirmDialog {...signOutAction.dialog} title={T.signOutTitle(member.username)} body={T.signOutBody} confirmLabel={T.signOut} />
      <ConfirmDialog
        {...resetAction.dialog}
        title={T.resetTitle(member.username)}
        body={T.resetBody}
        confirmLabel={T.resetLink}
        destructive={false}
      />
      <PenaltyDialog
        member={penalising}
        onClose={() => {
          setPenalising(null);
          void refresh();
        }}
      />
    </AdminPage>
  );
}

/** /admin/members/{id}: her profile, sessions, staff notes and timeline (read-only support view). */
export function AdminMemberPage({ id }: { id: number }) {
  const detail = trpc.admin.members.byId.useQuery(
    { id },
    { staleTime: 0, retry: (count, error) => serverCode(error) !== 'NOT_FOUND' && count < 2 },
  );
  if (detail.error && serverCode(detail.error) === 'NOT_FOUND') return <NotFoundPage />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()}>{T.notFound}</LoadError>;
  if (!detail.data) {
    return (
      <Stack gap="3" role="status" aria-label={T.loading}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="24" rounded="xl" />
        ))}
      </Stack>
    );
  }
  return <MemberDetail detail={detail.data} />;
}
