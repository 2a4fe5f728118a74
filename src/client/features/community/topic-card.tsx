import { Box, Flex, Heading, HStack, LinkBox, LinkOverlay, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MessageSquare, MessagesSquare } from 'lucide-react';
import type { TopicDto } from '../../../shared/schemas/community';
import { cardShellStyles } from '../../components/cards/card-styles';
import { FORUM_TEXT } from './community-text';
import { PostTime } from './post-time';

/** A topic: its name (linking to its threads), description, counts and newest thread. */
/** A topic's discussion and reply counts, on its card and atop its page. */
export function TopicCounts({ topic }: { topic: Pick<TopicDto, 'threadCount' | 'replyCount'> }) {
  return (
    <HStack gap="4" fontSize="sm" color="gray.700" fontWeight="medium" wrap="wrap">
      <HStack as="span" gap="1.5">
        <MessagesSquare size={15} aria-hidden />
        {FORUM_TEXT.threadCount(topic.threadCount)}
      </HStack>
      <HStack as="span" gap="1.5">
        <MessageSquare size={15} aria-hidden />
        {FORUM_TEXT.replyCount(topic.replyCount)}
      </HStack>
    </HStack>
  );
}

export function TopicCard({ topic }: { topic: TopicDto }) {
  return (
    <LinkBox
      as="article"
      {...cardShellStyles}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '3px' }}
    >
      <Stack gap="3" p={{ base: '4', md: '6' }} flex="1">
        <Flex gap="3" align="center">
          <Flex boxSize="10" rounded="xl" bg="brand.50" color="brand.fg" align="center" justify="center" flexShrink={0} aria-hidden>
            <MessagesSquare size={20} />
          </Flex>
          <Heading as="h3" size="lg" color="gray.900" lineHeight="short">
            <LinkOverlay asChild _hover={{ color: 'brand.fg' }} outline="none">
              <Link to="/community/topic/$id" params={{ id: String(topic.id) }}>
                {topic.name}
              </Link>
            </LinkOverlay>
          </Heading>
        </Flex>
        <Text color="gray.600" fontSize="sm" lineHeight="1.6" lineClamp={{ base: 2, md: 'none' }}>
          {topic.description}
        </Text>
        <TopicCounts topic={topic} />
      </Stack>
      <Box borderTopWidth="1px" borderColor="gray.100" bg="gray.50" px={{ base: '4', md: '6' }} py="3" fontSize="sm" mt="auto">
        {topic.latestThread ? (
          <>
            {/* A long title is clamped, never its date (clamped together, the date was cut to '…'). */}
            <Text color="gray.600" lineClamp={2}>
              {FORUM_TEXT.latestThread}{' '}
              <ChakraLink
                asChild
                display="inline"
                color="gray.900"
                fontWeight="medium"
                position="relative"
                zIndex="1"
                _hover={{ color: 'brand.fg' }}
              >
                <Link to="/community/thread/$id" params={{ id: String(topic.latestThread.id) }}>
                  {topic.latestThread.title}
                </Link>
              </ChakraLink>
            </Text>
            <Text color="gray.600">
              <PostTime value={topic.latestThread.createdAt} />
            </Text>
          </>
        ) : (
          <Text color="gray.500">{FORUM_TEXT.noThreads}</Text>
        )}
      </Box>
    </LinkBox>
  );
}
