import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GAMIFICATION_TEXT } from '../../../shared/constants/gamification';
import { LevelBadge, formatPoints, useMemberStats } from '../gamification';
import { HOME_TEXT } from './home-text';
import { formatNumber } from '../../../shared/lib/numbers';

function Figure({ value, label }: { value: ReactNode; label: string }) {
  return (
    <Stack
      as="li"
      gap="0.5"
      rounded="2xl"
      bg="whiteAlpha.100"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      px={{ base: '3', sm: '5' }}
      py="4"
    >
      <Text
        fontSize={{ base: '2xl', sm: '3xl' }}
        fontWeight="bold"
        fontFamily="heading"
        color="white"
        lineHeight="1.1"
        fontVariantNumeric="tabular-nums"
      >
        {value}
      </Text>
      <Text color="gray.300" fontSize={{ base: 'xs', sm: 'sm' }} lineHeight="short">
        {label}
      </Text>
    </Stack>
  );
}

/** The member's level, this month's points and entries, and her level number (PRODUCT.md "States and transitions"). */
export default function BannerMemberStats({ userId, fallback }: { userId: number; fallback: ReactNode }) {
  const stats = useMemberStats(userId);
  const text = HOME_TEXT.gamification.member;
  if (stats.isError) {
    return (
      <Text role="alert" color="red.200">
        {GAMIFICATION_TEXT.statsFailed}
      </Text>
    );
  }
  if (!stats.data) return fallback;
  const { level, levelTitle, levelEmoji, monthlyPoints, giveawayEntries, nextLevel } = stats.data;
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <LevelBadge level={level} title={levelTitle} size="lg" />
        <Text color="gray.300" fontSize="sm">
          {nextLevel ? text.toNext(formatPoints(nextLevel.pointsNeeded), nextLevel.title) : text.topLevel}
        </Text>
      </HStack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: '2', sm: '3' }}>
        <Figure value={`${levelEmoji} ${levelTitle}`} label={text.levelLabel} />
        <Figure value={formatPoints(monthlyPoints)} label={text.monthlyPointsLabel} />
        <Figure value={formatNumber(giveawayEntries)} label={text.entriesLabel(giveawayEntries)} />
        <Figure value={level} label={text.levelNumberLabel} />
      </SimpleGrid>
    </Stack>
  );
}
