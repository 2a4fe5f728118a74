import { Box, Button, Link as ChakraLink, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { RELATION_LISTS_TEXT as T } from '../../../shared/constants/relation-lists';
import { formatSydneyDateTime } from '../../../shared/lib/sydney-clock';
import type { RelationKind } from '../../../shared/rules/relations';
import type { RelationDto } from '../../../shared/schemas/relations';
import { SettingsCard } from '../../components/ui/settings-card';
import { toaster } from '../../components/ui/toaster';
import { serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';

const KINDS = Object.keys(T.kinds) as RelationKind[];

/**
 * Undo from the list, at once. Its own mutations, not the forum's Unmute and Unblock: the thread
 * pages' code then shares no file with this page's, which would add a file to the first load's
 * list of page files (bench:bundle). The row leaving the list says it worked; a failure says so.
 */
function useUndo() {
  const utils = trpc.useUtils();
  const options = {
    onSuccess: () => void utils.community.relations.list.invalidate(),
    onError: (error: unknown) => void toaster.create({ type: 'error', title: T.undoFailed, description: serverMessage(error) }),
  };
  const unmute = trpc.community.relations.unmute.useMutation(options);
  const unblock = trpc.community.relations.unblock.useMutation(options);
  return {
    pending: unmute.isPending || unblock.isPending,
    undo: (kind: RelationKind, memberId: number) => (kind === 'mute' ? unmute : unblock).mutate({ memberId }),
  };
}

function RelationRow({ kind, relation, undo }: { kind: RelationKind; relation: RelationDto; undo: ReturnType<typeof useUndo> }) {
  const { member, until } = relation;
  return (
    <Flex justify="space-between" align="center" gap="3" py="2.5">
      <Stack gap="0" minW="0">
        <Text overflowWrap="anywhere">
          <ChakraLink asChild fontWeight="semibold" color="gray.900" _hover={{ color: 'brand.fg' }}>
            <Link to="/community/profile/$id" params={{ id: String(member.id) }}>
              {member.name}
            </Link>
          </ChakraLink>
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
        aria-label={T.kinds[kind].undoLabel(member.name)}
        disabled={undo.pending}
        onClick={() => undo.undo(kind, member.id)}
      >
        {T.undo}
      </Button>
    </Flex>
  );
}

/**
 * Her muted and blocked members on /profile/notifications, each with when it ends and Undo: a
 * card each, beside her notification settings.
 */
export function RelationLists() {
  const query = trpc.community.relations.list.useQuery();
  const undo = useUndo();
  return (
    <>
      {KINDS.map((kind) => {
        const relations = kind === 'mute' ? query.data?.muted : query.data?.blocked;
        return (
          <SettingsCard key={kind} id={`relations-${kind}`} title={T.kinds[kind].title} intro={T.kinds[kind].intro}>
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
                {T.kinds[kind].empty}
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
