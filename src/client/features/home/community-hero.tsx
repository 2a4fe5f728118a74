import { Box, Button, Container, Flex, Grid, Heading, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MessageSquare, MessagesSquare } from 'lucide-react';
import { COMMUNITY_TEXT, HOME_THREADS_SHOWN, RECENT_THREADS_LIMIT } from '../../../shared/constants/community';
import { THREAD_PREVIEW_LENGTH, truncate } from '../../../shared/lib/text';
import type { CommunityStatsDto, ThreadSummaryDto } from '../../../shared/schemas/community';
import { trpc } from '../../trpc';
import { Eyebrow } from './home-layout';
import { SECTIONS_TEXT } from './sections-text';
import { formatNumber } from '../../../shared/lib/numbers';

const text = SECTIONS_TEXT.community;

/** Members, discussions, replies and members active today; PRODUCT.md "Messages"'s text when the call fails. */
function CommunityStats() {
  const stats = trpc.community.stats.useQuery();
  if (stats.isError) {
    return (
      <Text color="gray.300" fontSize="sm" role="status">
        {text.statsFailed}
      </Text>
    );
  }
  const items: { key: keyof CommunityStatsDto; label: string }[] = [
    { key: 'totalUsers', label: text.stats.members },
    { key: 'totalThreads', label: text.stats.discussions },
    { key: 'totalComments', label: text.stats.replies },
    { key: 'activeToday', label: text.stats.activeToday },
  ];
  return (
    <Box as="dl" aria-label={text.statsLabel} display="grid" gridTemplateColumns={{ base: '1fr 1fr', sm: 'repeat(4, 1fr)' }} gap="3" pt="2">
      {items.map((item) => (
        <Stack key={item.key} gap="0.5" rounded="xl" bg="whiteAlpha.100" px="3" py="3" textAlign="center">
          <Text as="dt" fontSize="xs" color="gray.300" order={2}>
            {item.label}
          </Text>
          <Text
            as="dd"
            fontSize="2xl"
            fontWeight="bold"
            fontFamily="heading"
            fontVariantNumeric="lining-nums"
            color="brand.300"
            order={1}
            lineHeight="1.2"
          >
            {stats.data ? formatNumber(stats.data[item.key]) : <Skeleton as="span" display="inline-block" h="6" w="8" />}
          </Text>
        </Stack>
      ))}
    </Box>
  );
}

/** One discussion: a member opens it, a visitor is invited to join (PRODUCT.md "Screens"). */
function ThreadPreview({ thread, signedIn }: { thread: ThreadSummaryDto; signedIn: boolean }) {
  return (
    <LinkBox
      as="article"
      rounded="xl"
      bg="whiteAlpha.50"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      p="4"
      transitionProperty="background-color"
      transitionDuration="moderate"
      _hover={{ bg: 'whiteAlpha.100' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
    >
      <Heading as="h4" size="md" color="white" lineHeight="short" lineClamp={2}>
        <LinkOverlay asChild outline="none">
          {signedIn ? (
            <Link to="/community/thread/$id" params={{ id: String(thread.id) }}>
              {thread.title}
            </Link>
          ) : (
            <Link to="/auth">{thread.title}</Link>
          )}
        </LinkOverlay>
      </Heading>
      <Text fontSize="xs" color="brand.200" mt="1">
        {text.by(thread.author?.name ?? COMMUNITY_TEXT.formerMember, thread.topic.name)}
      </Text>
      <Text fontSize="sm" color="gray.300" mt="2" overflowWrap="anywhere">
        {truncate(thread.content, THREAD_PREVIEW_LENGTH)}
      </Text>
      <HStack gap="1.5" mt="2" fontSize="xs" color="gray.400">
        <MessageSquare size={13} aria-hidden />
        {text.replies(thread.replyCount)}
      </HStack>
    </LinkBox>
  );
}

function LatestDiscussions({ signedIn }: { signedIn: boolean }) {
  const threads = trpc.community.threads.recent.useQuery({ limit: RECENT_THREADS_LIMIT });
  if (threads.isPending) {
    return (
      <Stack gap="3" role="status">
        <Box srOnly>{text.loading}...</Box>
        {Array.from({ length: HOME_THREADS_SHOWN }, (_, index) => (
          <Skeleton key={index} h="24" rounded="xl" aria-hidden />
        ))}
      </Stack>
    );
  }
  if (threads.isError || threads.data.length === 0) {
    return (
      <Stack align="center" textAlign="center" gap="3" py="8" color="gray.300">
        <Box color="brand.300" aria-hidden>
          <MessagesSquare size={32} />
        </Box>
        <Text>{threads.isError ? text.threadsFailed : text.empty}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="3">
        {threads.data.slice(0, HOME_THREADS_SHOWN).map((thread) => (
          <li key={thread.id}>
            <ThreadPreview thread={thread} signedIn={signedIn} />
          </li>
        ))}
      </Stack>
      {/* PRODUCT.md "Screens": only when the server returned more than the list shows. */}
      {threads.data.length > HOME_THREADS_SHOWN ? (
        <Button
          asChild
          variant="outline"
          colorPalette="brand"
          color="brand.200"
          borderColor="brand.300"
          _hover={{ bg: 'whiteAlpha.100' }}
          rounded="full"
          alignSelf="flex-start"
        >
          <Link to="/community">{text.viewAll}</Link>
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * PRODUCT.md "Screens" (Community hero): member stats and the latest discussions (at most 3 of the 4
 * asked for; View All when there are more). 'Join for Free' (/auth) is for visitors only.
 */
export function CommunityHero({ signedIn }: { signedIn: boolean }) {
  return (
    <Box as="section" aria-labelledby="community-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '1fr 1fr' }}
          gap={{ base: '8', lg: '12' }}
          alignItems="center"
          rounded="3xl"
          bg="gray.900"
          color="white"
          px={{ base: '5', md: '12' }}
          py={{ base: '10', md: '14' }}
        >
          <Stack gap="4">
            <Eyebrow color="brand.300">{text.eyebrow}</Eyebrow>
            <Heading as="h2" id="community-title" size={{ base: '3xl', md: '4xl' }} color="white" lineHeight="1.2">
              {text.title}
            </Heading>
            <Text color="gray.300" fontSize={{ base: 'md', md: 'lg' }}>
              {text.description}
            </Text>
            <CommunityStats />
            <Flex gap="3" pt="2" wrap="wrap">
              {signedIn ? (
                <Button asChild colorPalette="brand" size="lg" rounded="full" px="7" w={{ base: 'full', sm: 'auto' }}>
                  <Link to="/community">{text.visit}</Link>
                </Button>
              ) : (
                <Button asChild colorPalette="brand" size="lg" rounded="full" px="7" w={{ base: 'full', sm: 'auto' }}>
                  <Link to="/auth">{text.join}</Link>
                </Button>
              )}
            </Flex>
          </Stack>

          <Stack gap="4" rounded="2xl" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" p={{ base: '4', md: '7' }}>
            <Heading as="h3" size="lg" color="white">
              {text.latest}
            </Heading>
            <LatestDiscussions signedIn={signedIn} />
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
