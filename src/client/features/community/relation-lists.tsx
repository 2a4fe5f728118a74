import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { RELATIONS_TEXT } from '../../../shared/constants/relations';
import { formatSydneyDateTime } from '../../../shared/lib/sydney-clock';
import { RELATION_KINDS, type RelationKind } from '../../../shared/rules/relations';
import type { RelationDto } from '../../../shared/schemas/relations';
import { SettingsCard } from '../../components/ui/settings-card';
import { trpc } from '../../trpc';
import { MemberLink } from './member-link';
import { useUndoRelation } from './use-relation-changes';

const T = RELATIONS_TEXT.lists;

function RelationRow({ kind, relation, undo }: { kind: RelationKind; relation: RelationDto; undo: ReturnType<typeof useUndoRelation> }) {
  const { member, until } = relation;
  return (
    <Flex justify="space-between" align="center" gap="3" py="2.5">
      <Stack gap="0" minW="0">
        <Text overflowWrap="anywhere">
          <MemberLink memberId={member.id}>{member.name}</MemberLink>
        </Text>
        <Text fontSize="sm" color="gray.600">
          {until ? T.until(formatSydneyDateTime(until)) : T.forever}
        </Text>
      </Stack>
      <Button
        size="xs"
        variant="outline"
        colorPalette="brand"
        bg="white"
        rounded="full"
        flexShrink={0}
        aria-label={T.undoLabel[kind](member.name)}
        disabled={undo.pending}
        onClick={() => undo.undo(kind, member)}
      >
        {T.undo}
      </Button>
    </Flex>
  );
}

/**
 * Her muted and blocked members on /profile/notifications, each with when it ends and Undo (at
 * once, with a toast): a card each, beside her notification settings.
 */
export function RelationLists() {
  const query = trpc.community.relations.list.useQuery();
  const undo = useUndoRelation();
  return (
    <>
      {RELATION_KINDS.map((kind) => {
        const relations = kind === 'mute' ? query.data?.muted : query.data?.blocked;
        return (
          <SettingsCard key={kind} id={`relations-${kind}`} title={T[kind].title} intro={T[kind].intro}>
            {query.isError ? (
              <Text color="red.700" fontSize="sm" role="alert">
                {T.failed}
              </Text>
            ) : !relations ? (
              <Box role="status">
                <Box srOnly>{T.loading}</Box>
                <Skeleton h="10" rounded="md" aria-hidden />
              </Box>
            ) : relations.length === 0 ? (
              <Text color="gray.600" fontSize="sm">
                {T[kind].empty}
              </Text>
            ) : (
              <Box as="ul" listStyleType="none" borderTopWidth="1px" borderColor="brand.100">
                {relations.map((relation) => (
                  <Box as="li" key={relation.member.id} borderBottomWidth="1px" borderColor="brand.100" _last={{ borderBottomWidth: '0' }}>
                    <RelationRow kind={kind} relation={relation} undo={undo} />
                  </Box>
                ))}
              </Box>
            )}
          </SettingsCard>
        );
      })}
    </>
  );
}
