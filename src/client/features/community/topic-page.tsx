import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { TopicDto } from '../../../shared/schemas/community';
import { parseId } from '../../../shared/rules/ids';
import { EmptyState, isMissing, LoadError, LoadMoreButton } from '../../components/page-states';
import { trpc } from '../../trpc';
import { FORUM_TEXT } from './community-text';
import { FORUM_QUERY_OPTIONS, TOPIC_PAGE_SIZE } from './forum-queries';
import { ForumBackLink, ForumNotFound, ThreadListSkeleton } from './forum-states';
import { StartDiscussionButton } from './start-discussion-button';
import { ThreadList } from './thread-list';
import { TopicCounts } from './topic-card';
import { usePageMeta } from '../../lib/page-head';

function TopicHeader({ topic }: { topic: TopicDto }) {
  usePageMeta({ title: topic.name, description: topic.description });
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="white" pt={{ base: '6', md: '10' }} pb={{ base: '6', md: '8' }}>
      <Container maxW="4xl">
        <ForumBackLink to="community">{FORUM_TEXT.allTopics}</ForumBackLink>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: '5', md: '8' }}
          align={{ base: 'stretch', md: 'flex-end' }}
          justify="space-between"
        >
          <Stack gap="3" maxW="2xl">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
              {topic.name}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.600" lineHeight="1.7">
              {topic.description}
            </Text>
            <TopicCounts topic={topic} />
          </Stack>
          <StartDiscussionButton topicId={topic.id} />
        </Flex>
      </Container>
    </Box>
  );
}

function TopicThreads({ topic }: { topic: TopicDto }) {
  const query = trpc.community.threads.byTopic.useInfiniteQuery(
    { topicId: topic.id, limit: TOPIC_PAGE_SIZE },
    { ...FORUM_QUERY_OPTIONS, getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const threads = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Container maxW="4xl" pt={{ base: '2', md: '4' }} pb={{ base: '12', md: '20' }}>
      <Heading as="h2" srOnly>
        {FORUM_TEXT.topicThreadsHeading(topic.name)}
      </Heading>
      {query.isPending ? (
        <ThreadListSkeleton label={FORUM_TEXT.loadingThreads} />
      ) : query.isError && threads.length === 0 ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : threads.length === 0 ? (
        <EmptyState title={FORUM_TEXT.noThreads}>{FORUM_TEXT.noThreadsBody}</EmptyState>
      ) : (
        <>
          <ThreadList threads={threads} showTopic={false} />
          <LoadMoreButton query={query} failedText={FORUM_TEXT.loadMoreThreadsFailed} />
        </>
      )}
    </Container>
  );
}

function TopicById({ id }: { id: number }) {
  const topic = trpc.community.topics.byId.useQuery({ id }, FORUM_QUERY_OPTIONS);
  if (topic.isError && isMissing(topic.error)) {
    return <ForumNotFound title={FORUM_TEXT.topicNotFound}>{FORUM_TEXT.topicNotFoundBody}</ForumNotFound>;
  }
  if (topic.isError) {
    return (
      <Container maxW="4xl" py="10">
        <LoadError onRetry={() => void topic.refetch()} />
      </Container>
    );
  }
  if (!topic.data) {
    return (
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        <ThreadListSkeleton label={FORUM_TEXT.loadingThreads} />
      </Container>
    );
  }
  return (
    <>
      <TopicHeader topic={topic.data} />
      <TopicThreads topic={topic.data} />
    </>
  );
}

/**
 * /community/topic/{id}: a topic's discussions, pinned first (the server's order), a page at a
 * time. A malformed id reads as a missing topic.
 */
export function TopicPage({ id }: { id: string }) {
  const topicId = parseId(id);
  if (topicId === null) return <ForumNotFound title={FORUM_TEXT.topicNotFound}>{FORUM_TEXT.topicNotFoundBody}</ForumNotFound>;
  return <TopicById id={topicId} />;
}
