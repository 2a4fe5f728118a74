import { Badge, Box, Button, chakra, Flex, Heading, HStack, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { GiveawayStatus } from '../../../../shared/constants/giveaways';
import { prizeValueToShow } from '../../../../shared/rules/giveaways';
import { sanitizeImageUrl } from '../../../../shared/lib/images';
import { formatSydneyDateTime, formatSydneyLastMinuteBefore, monthName } from '../../../../shared/lib/sydney-clock';
import type { GiveawayDto } from '../../../../shared/schemas/giveaways';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { ConfirmDialog, useConfirmedAction } from '../kit';
import { GIVEAWAYS_TEXT as T } from './giveaways-text';

const PALETTE: Record<GiveawayStatus, string> = {
  upcoming: 'gray',
  open: 'green',
  ready: 'orange',
  awaitingClaim: 'blue',
  claimed: 'purple',
  unclaimed: 'red',
  noEntrants: 'gray',
};

type Action = 'draw' | 'redraw' | 'delete';

/** One giveaway: what it is, where it stands, and what the admin can do with it now. */
export function GiveawayCard({ giveaway, onEdit }: { giveaway: GiveawayDto; onEdit: () => void }) {
  const utils = trpc.useUtils();
  const draw = trpc.admin.giveaways.draw.useMutation();
  const redraw = trpc.admin.giveaways.redraw.useMutation();
  const remove = trpc.admin.giveaways.delete.useMutation();
  const action = useConfirmedAction<Action, string>({
    run: async (asked) => {
      if (asked === 'delete') return remove.mutateAsync({ id: giveaway.id }).then(() => T.deleted);
      const drawn = await (asked === 'draw' ? draw : redraw).mutateAsync({ id: giveaway.id });
      return T.drawn(drawn.winner?.username ?? null);
    },
    failed: T.actionFailed,
    onDone: async (_asked, title) => {
      toaster.create({ type: 'success', title });
      await utils.admin.giveaways.list.invalidate();
    },
  });
  const image = sanitizeImageUrl(giveaway.image);
  const drawn = giveaway.drawnAt !== null;
  const { winner } = giveaway;

  const dialog = {
    draw: { title: T.drawTitle, body: T.drawBody(monthName(giveaway.month)), confirm: T.draw, pending: T.drawing, destructive: false },
    redraw: { title: T.redrawTitle, body: T.redrawBody, confirm: T.redraw, pending: T.drawing, destructive: false },
    delete: { title: T.deleteTitle, body: T.deleteBody(giveaway.prize), confirm: T.delete, pending: T.deleting, destructive: true },
  }[action.target ?? 'delete'];

  const shownValue = prizeValueToShow(giveaway);
  return (
    <Box
      as="article"
      aria-label={`${monthName(giveaway.month)}: ${giveaway.prize}`}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '4', md: '6' }}
    >
      <Flex gap="5" direction={{ base: 'column', sm: 'row' }}>
        {image ? (
          <Image
            src={image}
            alt=""
            w={{ base: 'full', sm: '32' }}
            h={{ base: '40', sm: '32' }}
            objectFit="cover"
            rounded="lg"
            flexShrink={0}
          />
        ) : null}
        <Stack gap="2" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" fontWeight="semibold" color="gray.600">
              {monthName(giveaway.month)}
            </Text>
            <Badge colorPalette={PALETTE[giveaway.status]} variant="subtle">
              {T.status[giveaway.status]}
            </Badge>
          </HStack>
          <Heading as="h2" size="md" color="gray.900" overflowWrap="anywhere">
            {giveaway.prize}
            {shownValue ? (
              <Text as="span" fontWeight="normal" color="gray.600">
                {' · '}
                {shownValue}
              </Text>
            ) : null}
          </Heading>
          {!drawn ? (
            <Text fontSize="sm" color="gray.700">
              {T.closes(formatSydneyLastMinuteBefore(giveaway.closesAt))}
            </Text>
          ) : null}
          {winner ? (
            <Text fontSize="sm" color="gray.800">
              {T.winner(winner.username, winner.round)} ·{' '}
              {winner.claimedAt ? T.claimedOn(formatSydneyDateTime(winner.claimedAt)) : T.claimBy(formatSydneyDateTime(winner.claimBy))}
            </Text>
          ) : null}
          <Text fontSize="xs" color="gray.600">
            {T.commitment}:{' '}
            <chakra.code fontFamily="mono" wordBreak="break-all">
              {giveaway.seedHash}
            </chakra.code>
          </Text>
          {drawn ? (
            <Text fontSize="xs">
              <ChakraLink href={`/api/giveaways/${giveaway.id}/draw`} color="brand.fg" target="_blank" rel="noopener">
                {T.record}
              </ChakraLink>
            </Text>
          ) : null}
          <HStack gap="2" wrap="wrap" pt="1">
            {giveaway.status === 'ready' ? (
              <Button size="sm" colorPalette="brand" rounded="full" onClick={() => action.ask('draw')}>
                {T.draw}
              </Button>
            ) : null}
            {giveaway.status === 'unclaimed' ? (
              <Button size="sm" colorPalette="brand" rounded="full" onClick={() => action.ask('redraw')}>
                {T.redraw}
              </Button>
            ) : null}
            {!drawn ? (
              <>
                <Button size="sm" variant="outline" rounded="full" onClick={onEdit} aria-label={`${T.edit} ${giveaway.prize}`}>
                  {T.edit}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  rounded="full"
                  onClick={() => action.ask('delete')}
                  aria-label={`${T.delete} ${giveaway.prize}`}
                >
                  {T.delete}
                </Button>
              </>
            ) : null}
          </HStack>
        </Stack>
      </Flex>
      <ConfirmDialog
        {...action.dialog}
        title={dialog.title}
        body={dialog.body}
        confirmLabel={dialog.confirm}
        destructive={dialog.destructive}
        pendingLabel={dialog.pending}
      />
    </Box>
  );
}
