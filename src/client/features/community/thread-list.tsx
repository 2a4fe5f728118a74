import { Box, Flex, Heading, HStack, LinkBox, LinkOverlay, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Eye, MessageSquare } from 'lucide-react';
import { THREAD_PREVIEW_LENGTH, truncate } from '../../../shared/lib/text';
import type { ThreadSummaryDto } from '../../../shared/schemas/community';
import { FORUM_TEXT } from './community-text';
import { MemberAvatar } from './member-avatar';
import { BlockedPost } from './blocked-post';
import { authorOrFormer, PostAuthor } from './post-author';
import { PostTime } from './post-time';
import { ThreadBadges } from './thread-badges';
import { useRelations } from './use-relations';

/** Reply and view counts with their icons. */
export function ThreadCounts({ replies, views }: { replies: number; views: number }) {
  return (
    <HStack gap="4" fontSize="sm" color="gray.600">
      <HStack as="span" gap="1.5">
        <MessageSquare size={15} aria-hidden />
        {FORUM_TEXT.replyCount(replies)}
      </HStack>
      <HStack as="span" gap="1.5">
        <Eye size={15} aria-hidden />
        {FORUM_TEXT.viewCount(views)}
      </HStack>
    </HStack>
  );
}

interface ThreadListItemProps {
  thread: ThreadSummaryDto;
  /** Name the topic (lists that mix topics); a topic's own page leaves it out. */
  showTopic?: boolean;
}

/** One discussion in a list: the title (linking to the thread), who started it, when, and its counts. */
export function ThreadListItem({ thread, showTopic = true }: ThreadListItemProps) {
  return (
    <LinkBox
      as="article"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor={thread.pinned ? 'brand.200' : 'gray.100'}
      shadow="xs"
      p={{ base: '4', md: '5' }}
      transitionProperty="box-shadow"
      transitionDuration="moderate"
      _hover={{ shadow: 'md' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Flex gap={{ base: '3', md: '4' }} align="flex-start">
        <Box display={{ base: 'none', sm: 'block' }}>
          <MemberAvatar member={authorOrFormer(thread.author)} />
        </Box>
        <Stack gap="2" flex="1" minW="0">
          <Flex gap="2" align="flex-start" justify="space-between" direction={{ base: 'column-reverse', sm: 'row' }}>
            <Heading as="h3" size="md" color="gray.900" lineHeight="short" overflowWrap="anywhere">
              <LinkOverlay asChild _hover={{ color: 'brand.fg' }} outline="none">
                <Link to="/community/thread/$id" params={{ id: String(thread.id) }}>
                  {thread.title}
                </Link>
              </LinkOverlay>
            </Heading>
            <ThreadBadges thread={thread} />
          </Flex>
          <Text fontSize="sm" color="gray.600">
            <PostAuthor author={thread.author} />
            {showTopic ? (
              <>
                {' in '}
                <ChakraLink asChild display="inline" color="brand.fg" fontWeight="medium" position="relative" zIndex="1">
                  <Link to="/community/topic/$id" params={{ id: String(thread.topic.id) }}>
                    {thread.topic.name}
                  </Link>
                </ChakraLink>
              </>
            ) : null}
            {' · '}
            <PostTime value={thread.createdAt} />
          </Text>
          <Text color="gray.700" fontSize="sm" lineClamp={2} overflowWrap="anywhere">
            {truncate(thread.content, THREAD_PREVIEW_LENGTH)}
          </Text>
          <ThreadCounts replies={thread.replyCount} views={thread.viewCount} />
        </Stack>
      </Flex>
    </LinkBox>
  );
}

/** Discussions as a list, in the order given; those of members she blocked folded away (title and all). */
export function ThreadList({ threads, showTopic = true }: { threads: ThreadSummaryDto[]; showTopic?: boolean }) {
  const { blockedIds } = useRelations();
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {threads.map((thread) => {
        const item = <ThreadListItem thread={thread} showTopic={showTopic} />;
        return <li key={thread.id}>{thread.author && blockedIds.has(thread.author.id) ? <BlockedPost>{item}</BlockedPost> : item}</li>;
      })}
    </Stack>
  );
}
