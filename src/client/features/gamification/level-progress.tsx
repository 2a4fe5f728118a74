import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GAMIFICATION_TEXT, LEVELS } from '../../../shared/constants/gamification';
import { formatDisplayDate } from '../../../shared/lib/dates';
import type { MemberStatsDto } from '../../../shared/schemas/gamification';
import { LevelBadge } from './level-badge';
import { trpc } from '../../trpc';
import { formatPoints, formatPointsChange } from './format-points';
import { PROGRESS_TEXT } from './progress-text';
import { useMemberStats } from './use-member-stats';

/** How far into her level a member is, 0–100, from her lifetime points. */
export function levelProgressPercent(stats: Pick<MemberStatsDto, 'level' | 'totalPoints' | 'nextLevel'>): number {
  if (!stats.nextLevel) return 100;
  const from = LEVELS.find((level) => level.level === stats.level)?.minPoints ?? 0;
  const to = stats.totalPoints + stats.nextLevel.pointsNeeded;
  return Math.max(0, Math.min(100, Math.round(((stats.totalPoints - from) / (to - from)) * 100)));
}

/** The way to the next level as a bar (drawn here: Chakra's progress recipe isn't in the trimmed theme). */
function LevelBar({ percent }: { percent: number }) {
  return (
    <Box
      role="progressbar"
      aria-label={PROGRESS_TEXT.barLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      h="2.5"
      rounded="full"
      bg="brand.100"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} rounded="full" bg="brand.500" transition="width 0.3s" />
    </Box>
  );
}

function Receipts() {
  const receipts = trpc.gamification.myReceipts.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor ?? undefined, staleTime: 0 },
  );
  if (receipts.isError) return <Text color="fg.error">{PROGRESS_TEXT.receiptsFailed}</Text>;
  if (!receipts.data) return <Skeleton h="24" rounded="xl" />;
  const items = receipts.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Text color="gray.600">{PROGRESS_TEXT.noReceipts}</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="0" aria-label={PROGRESS_TEXT.receiptsLabel} divideY="1px" divideColor="gray.100">
        {items.map((receipt) => (
          <Flex as="li" key={receipt.id} justify="space-between" gap="3" py="2.5" align="baseline">
            <Stack gap="0" minW="0">
              <Text color="gray.800" overflowWrap="anywhere">
                {receipt.label}
              </Text>
              <Text fontSize="xs" color="gray.600">
                <time dateTime={new Date(receipt.createdAt).toISOString()}>{formatDisplayDate(receipt.createdAt)}</time>
              </Text>
            </Stack>
            <Text
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              color={receipt.points < 0 ? 'red.700' : 'green.700'}
              flexShrink={0}
            >
              {formatPointsChange(receipt.points)}
            </Text>
          </Flex>
        ))}
      </Stack>
      {receipts.hasNextPage ? (
        <Box>
          <Button
            variant="outline"
            size="sm"
            rounded="full"
            loading={receipts.isFetchingNextPage}
            onClick={() => void receipts.fetchNextPage()}
          >
            {PROGRESS_TEXT.moreReceipts}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * A member's level and the way to the next on her profile; on her own, every point she earned or
 * lost as a receipt ("Reply in 'Settling a newborn' +0.25").
 */
export function LevelProgress({ userId, own }: { userId: number; own: boolean }) {
  const stats = useMemberStats(userId);
  return (
    <Box
      as="section"
      aria-labelledby="progress-heading"
      bg="white"
      rounded="3xl"
      borderWidth="1px"
      borderColor="gray.100"
      shadow="sm"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h2" id="progress-heading" size="xl" color="gray.900" mb="4">
        {own ? PROGRESS_TEXT.ownTitle : PROGRESS_TEXT.title}
      </Heading>
      {stats.isError ? (
        <Text role="alert" color="fg.error">
          {GAMIFICATION_TEXT.statsFailed}
        </Text>
      ) : !stats.data ? (
        <Skeleton h="20" rounded="xl" />
      ) : (
        <Stack gap="3">
          <HStack gap="3" wrap="wrap" justify="space-between">
            <LevelBadge level={stats.data.level} title={stats.data.levelTitle} size="lg" />
            <Text color="gray.700" fontSize="sm">
              {PROGRESS_TEXT.totals(
                formatPoints(stats.data.totalPoints),
                formatPoints(stats.data.monthlyPoints),
                stats.data.giveawayEntries,
                own,
              )}
            </Text>
          </HStack>
          <LevelBar percent={levelProgressPercent(stats.data)} />
          <Text fontSize="sm" color="gray.600">
            {stats.data.nextLevel
              ? PROGRESS_TEXT.toNext(
                  formatPoints(stats.data.nextLevel.pointsNeeded),
                  stats.data.nextLevel.level,
                  stats.data.nextLevel.title,
                )
              : PROGRESS_TEXT.topLevel}
          </Text>
        </Stack>
      )}
      {own ? (
        <Box mt="6">
          <Heading as="h3" size="md" color="gray.900" mb="2">
            {PROGRESS_TEXT.receiptsTitle}
          </Heading>
          <Receipts />
        </Box>
      ) : null}
    </Box>
  );
}
