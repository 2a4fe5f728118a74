import {
  Badge,
  Box,
  Button,
  chakra,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  Link as ChakraLink,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Gift, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { sanitizeImageUrl } from '../../../shared/lib/images';
import { formatSydneyDateTime, formatSydneyLastMinuteBefore, monthName } from '../../../shared/lib/sydney-clock';
import type { GiveawayDto, MemberGiveawaysDto } from '../../../shared/schemas/giveaways';
import { DetailSkeleton, LoadError } from '../../components/page-states';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { serverMessage } from '../../lib/trpc-errors';
import { formatPoints } from '../gamification';
import { DrawCheck } from './draw-check';
import { MEMBER_GIVEAWAYS_TEXT as T } from './giveaways-text';
import { formatNumber } from '../../../shared/lib/numbers';
import { prizeValueToShow } from '../../../shared/rules/giveaways';
import { usePageMeta } from '../../lib/page-head';

const card = { bg: 'white', rounded: '2xl', borderWidth: '1px', borderColor: 'gray.100', shadow: 'sm', p: { base: '5', md: '7' } } as const;

/** One of the page's cards: a region named by its h2. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} {...card}>
      <Heading as="h2" id={id} size="xl" color="gray.900" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function MyPrize({ prize }: { prize: GiveawayDto }) {
  const utils = trpc.useUtils();
  const claim = trpc.giveaways.claim.useMutation({
    onSuccess: async () => {
      toaster.create({ type: 'success', title: T.claimed, description: T.claimedText });
      await utils.giveaways.mine.invalidate();
    },
    onError: (error) => toaster.create({ type: 'error', title: T.claimFailed, description: serverMessage(error) }),
  });
  return (
    <Box as="section" aria-labelledby="my-prize" {...card} bg="brand.50" borderColor="brand.200">
      <HStack gap="3" align="flex-start">
        <Box color="brand.600" aria-hidden>
          <Trophy size={28} />
        </Box>
        <Stack gap="3">
          <Heading as="h2" id="my-prize" size="lg" color="gray.900">
            {T.yourPrize}
          </Heading>
          <Text color="gray.800">{T.yourPrizeText(prize.prize, formatSydneyDateTime(prize.winner!.claimBy))}</Text>
          <Box>
            <Button
              colorPalette="brand"
              rounded="full"
              loading={claim.isPending}
              loadingText={T.claiming}
              onClick={() => claim.mutate({ id: prize.id })}
            >
              {T.claim}
            </Button>
          </Box>
        </Stack>
      </HStack>
    </Box>
  );
}

function ThisMonth({ data }: { data: MemberGiveawaysDto }) {
  const giveaway = data.current;
  const shownValue = giveaway ? prizeValueToShow(giveaway) : null;
  const image = sanitizeImageUrl(giveaway?.image);
  return (
    <Section id="this-month" title={T.thisMonth}>
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap={{ base: '6', md: '8' }}>
        <Stack gap="3">
          {giveaway ? (
            <>
              {image ? <Image src={image} alt="" rounded="xl" maxH="64" objectFit="cover" /> : null}
              <Heading as="h3" size="lg" color="gray.900" overflowWrap="anywhere">
                {giveaway.prize}
              </Heading>
              {shownValue ? (
                <Text color="brand.fg" fontWeight="semibold">
                  {T.worth(shownValue)}
                </Text>
              ) : null}
              {giveaway.description ? (
                <Text color="gray.700" whiteSpace="pre-line">
                  {giveaway.description}
                </Text>
              ) : null}
              <Text color="gray.700" fontWeight="medium">
                {T.closes(formatSydneyLastMinuteBefore(giveaway.closesAt))}
              </Text>
              <Box bg="gray.50" rounded="lg" p="3">
                <Text fontSize="sm" fontWeight="semibold" color="gray.800">
                  {T.commitment}
                </Text>
                <Text fontSize="sm" color="gray.700">
                  {T.commitmentText}
                </Text>
                <Text fontSize="xs" color="gray.700" mt="1">
                  {T.seedHash}:{' '}
                  <chakra.code fontFamily="mono" wordBreak="break-all">
                    {giveaway.seedHash}
                  </chakra.code>
                </Text>
              </Box>
              <chakra.details>
                <chakra.summary cursor="pointer" fontWeight="semibold" color="gray.800">
                  {T.terms}
                </chakra.summary>
                <Text mt="2" fontSize="sm" color="gray.700" whiteSpace="pre-line">
                  {giveaway.terms}
                </Text>
              </chakra.details>
            </>
          ) : (
            <Text color="gray.700">{T.noGiveaway}</Text>
          )}
        </Stack>
        <Stack gap="4">
          <Box bg="brand.50" rounded="xl" p="4" textAlign="center">
            <Text fontSize="sm" color="gray.700">
              {T.yourEntries}
            </Text>
            <Text fontSize="4xl" fontWeight="bold" fontFamily="heading" color="gray.900" lineHeight="1.1">
              {formatNumber(data.myEntries)}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {T.entriesDetail(formatPoints(data.myMonthlyPoints))}
            </Text>
          </Box>
          <Stack gap="2">
            <Heading as="h3" size="sm" color="gray.900">
              {T.earnMore}
            </Heading>
            <Stack as="ul" gap="1" ps="5" color="gray.700" fontSize="sm">
              <li>{T.earn.thread(formatPoints(data.pointValues.thread))}</li>
              <li>{T.earn.reply(formatPoints(data.pointValues.reply))}</li>
              <li>{T.earn.like(formatPoints(data.pointValues.like))}</li>
            </Stack>
            <Text fontSize="xs" color="gray.600">
              {T.earnNote}
            </Text>
            <ChakraLink asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
              <Link to="/community">{T.goToCommunity}</Link>
            </ChakraLink>
          </Stack>
        </Stack>
      </Grid>
    </Section>
  );
}

function Leaderboard({ rows }: { rows: MemberGiveawaysDto['leaderboard'] }) {
  return (
    <Section id="leaderboard" title={T.leaderboard}>
      {rows.length === 0 ? (
        <Text color="gray.600">{T.noLeaders}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Caption srOnly>{T.leaderboardCaption}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{T.leaderboardColumns.rank}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.leaderboardColumns.member}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{T.leaderboardColumns.points}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{T.leaderboardColumns.entries}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.userId}>
                  <Table.Cell fontVariantNumeric="tabular-nums">{row.rank}</Table.Cell>
                  <Table.Cell>
                    <ChakraLink asChild color="gray.900" fontWeight="medium">
                      <Link to="/community/profile/$id" params={{ id: String(row.userId) }}>
                        {row.name}
                      </Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatPoints(row.monthlyPoints)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatNumber(row.entries)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}

function DrawRecord({ giveaway, draw }: { giveaway: GiveawayDto; draw: NonNullable<GiveawayDto['draw']> }) {
  const fields: [string, string][] = [
    [T.recordFields.algorithm, draw.algorithm],
    [T.recordFields.seedHash, giveaway.seedHash],
    [T.recordFields.seed, draw.seed],
    [T.recordFields.listHash, `${draw.listHash} (${T.entrants(draw.entrantCount)})`],
  ];
  return (
    <chakra.details fontSize="sm">
      <chakra.summary cursor="pointer" fontWeight="semibold" color="gray.800">
        {T.record}
      </chakra.summary>
      <Stack as="dl" gap="1.5" mt="2">
        {fields.map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" color="gray.600">
              {label}
            </Text>
            <chakra.dd fontFamily="mono" fontSize="xs" wordBreak="break-all" color="gray.900">
              {value}
            </chakra.dd>
          </Box>
        ))}
      </Stack>
      <ChakraLink href={`/api/giveaways/${giveaway.id}/draw`} color="brand.fg" mt="2" display="inline-block">
        {T.fullRecord}
      </ChakraLink>
    </chakra.details>
  );
}

function PastDraws({ past }: { past: GiveawayDto[] }) {
  return (
    <Section id="past-draws" title={T.past}>
      {past.length === 0 ? (
        <Text color="gray.600">{T.noPast}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="5" divideY="1px" divideColor="gray.100">
          {past.map((giveaway) => (
            <Stack as="li" key={giveaway.id} gap="2" pt="4" _first={{ pt: '0' }}>
              <HStack gap="2" wrap="wrap">
                <Text fontSize="sm" fontWeight="semibold" color="gray.600">
                  {monthName(giveaway.month)}
                </Text>
                <Badge variant="subtle" colorPalette={giveaway.status === 'claimed' ? 'green' : 'gray'}>
                  {T.claimState[giveaway.status] ?? giveaway.status}
                </Badge>
              </HStack>
              <Heading as="h3" size="md" color="gray.900">
                {giveaway.prize}
              </Heading>
              {giveaway.winner ? <Text color="gray.700">{T.winner(giveaway.winner.username)}</Text> : null}
              {giveaway.draw ? <DrawRecord giveaway={giveaway} draw={giveaway.draw} /> : null}
              <DrawCheck giveawayId={giveaway.id} winner={giveaway.winner} />
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** /member-giveaways: this month's prize and my entries, my win to claim, the leaderboard, past draws anyone can check. */
export function MemberGiveawaysPage() {
  usePageMeta({ title: T.title });
  const query = trpc.giveaways.mine.useQuery(undefined, { staleTime: 0 });
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Flex gap="3" align="center">
            <Box color="brand.600" aria-hidden>
              <Gift size={30} />
            </Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
              {T.title}
            </Heading>
          </Flex>
          <Text color="gray.700" maxW="2xl">
            {T.lead}
          </Text>
        </Stack>
        {query.data ? (
          <>
            {query.data.myPrize ? <MyPrize prize={query.data.myPrize} /> : null}
            <ThisMonth data={query.data} />
            <Leaderboard rows={query.data.leaderboard} />
            <PastDraws past={query.data.past} />
          </>
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()}>{T.loadFailed}</LoadError>
        ) : (
          <DetailSkeleton />
        )}
      </Stack>
    </Container>
  );
}
