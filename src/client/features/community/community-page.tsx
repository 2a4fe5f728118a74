import { Box, Button, Container, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../auth';
import { trpc } from '../../trpc';
import { CardGridSkeleton, EmptyState, ListPageHeader, LoadError } from '../../components/page-states';
import { FORUM_TEXT } from './community-text';
import { ThreadListSkeleton } from './forum-states';
import { COMMUNITY_LATEST_COUNT, FORUM_QUERY_OPTIONS } from './forum-queries';
import { StartDiscussionButton } from './start-discussion-button';
import { ThreadList } from './thread-list';
import { TopicCard } from './topic-card';
import { usePageMeta } from '../../lib/page-head';
import { SEO_TEXT } from '../../../shared/constants/seo';

function Topics() {
  const topics = trpc.community.topics.list.useQuery(undefined, FORUM_QUERY_OPTIONS);
  if (topics.isPending) return <CardGridSkeleton label={FORUM_TEXT.loadingTopics} />;
  if (topics.isError) return <LoadError onRetry={() => void topics.refetch()} />;
  if (topics.data.length === 0) return <EmptyState title={FORUM_TEXT.noTopicsTitle}>{FORUM_TEXT.noTopicsBody}</EmptyState>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '6' }}>
      {topics.data.map((topic) => (
        <li key={topic.id}>
          <TopicCard topic={topic} />
        </li>
      ))}
    </SimpleGrid>
  );
}

function LatestThreads() {
  const latest = trpc.community.threads.recent.useQuery({ limit: COMMUNITY_LATEST_COUNT }, FORUM_QUERY_OPTIONS);
  if (latest.isPending) return <ThreadListSkeleton label={FORUM_TEXT.loadingThreads} />;
  if (latest.isError) return <LoadError onRetry={() => void latest.refetch()} />;
  if (latest.data.length === 0) return <EmptyState title={FORUM_TEXT.noThreads}>{FORUM_TEXT.noThreadsBody}</EmptyState>;
  return <ThreadList threads={latest.data} />;
}

/** A welcome beside the latest discussions: the guidelines in brief, and where to read more. */
function NewHere() {
  const { user } = useCurrentUser();
  return (
    <Stack
      as="aside"
      aria-labelledby="new-here-heading"
      gap="3"
      bg="brand.50"
      rounded="2xl"
      p={{ base: '5', md: '6' }}
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
    >
      <Heading as="h2" id="new-here-heading" size="lg" color="gray.900">
        {FORUM_TEXT.newHereTitle}
      </Heading>
      <Text color="gray.700" fontSize="sm" lineHeight="1.7">
        {FORUM_TEXT.newHereBody}
      </Text>
      <Stack as="ul" gap="1.5" ps="5" fontSize="sm" color="gray.700" listStyleType="disc">
        {FORUM_TEXT.newHereRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Stack>
      <Stack gap="2" pt="1">
        {user ? null : (
          <Button asChild colorPalette="brand" rounded="full" size="sm">
            <Link to="/auth">{FORUM_TEXT.joinFree}</Link>
          </Button>
        )}
        <Button asChild variant="outline" colorPalette="brand" bg="white" rounded="full" size="sm">
          <Link to="/community/landing">{FORUM_TEXT.aboutCommunity}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}

/** /community: the topics with their counts and newest thread, then the latest discussions. Public. */
export function CommunityPage() {
  usePageMeta(SEO_TEXT.pages.community);
  return (
    <>
      <ListPageHeader title={FORUM_TEXT.community} intro={FORUM_TEXT.intro}>
        <StartDiscussionButton />
      </ListPageHeader>
      <Container maxW="6xl" pt={{ base: '4', md: '6' }} pb={{ base: '12', md: '20' }}>
        <Box as="section" aria-labelledby="topics-heading">
          <Heading as="h2" id="topics-heading" size={{ base: 'xl', md: '2xl' }} color="gray.900" mb={{ base: '4', md: '6' }}>
            {FORUM_TEXT.topicsHeading}
          </Heading>
          <Topics />
        </Box>
        <Grid
          templateColumns={{ base: '1fr', lg: '1fr 18rem' }}
          gap={{ base: '10', lg: '10' }}
          alignItems="start"
          mt={{ base: '12', md: '16' }}
        >
          <Box as="section" aria-labelledby="latest-heading" minW="0">
            <Heading as="h2" id="latest-heading" size={{ base: 'xl', md: '2xl' }} color="gray.900" mb={{ base: '4', md: '6' }}>
              {FORUM_TEXT.latestHeading}
            </Heading>
            <LatestThreads />
          </Box>
          <NewHere />
        </Grid>
      </Container>
    </>
  );
}
