import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LoadError, LoadMoreButton } from '../../components/page-states';
import { trpc } from '../../trpc';
import { ThreadListSkeleton } from './forum-states';
import { FORUM_TEXT } from './community-text';
import { FORUM_QUERY_OPTIONS, repliesInput } from './forum-queries';
import { ReplyItem } from './reply-item';
import { flattenReplies } from './use-thread-actions';

/** How long a reply a notification led to stays highlighted. */
export const REPLY_HIGHLIGHT_MS = 2500;
/** Pages fetched in search of a linked reply before giving up (it may have been deleted). */
const MAX_PAGES_FOR_TARGET = 10;

/**
 * With `#reply-{id}` in the address (a notification's link), the reply is scrolled to once it is
 * on the page, fetching further pages while it isn't, and highlighted for a moment.
 */
function useReplyTarget(
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> },
  pageCount: number,
  replyCount: number,
) {
  const hash = useRouterState({ select: (state) => state.location.hash });
  const done = useRef<string | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    if (!/^reply-\d+$/.test(hash) || done.current === hash) return;
    const element = document.getElementById(hash);
    if (element) {
      done.current = hash;
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
      element.focus({ preventScroll: true });
      element.setAttribute('data-highlighted', '');
      const timer = window.setTimeout(() => element.removeAttribute('data-highlighted'), REPLY_HIGHLIGHT_MS);
      return () => {
        window.clearTimeout(timer);
        element.removeAttribute('data-highlighted');
      };
    }
    if (hasNextPage && !isFetchingNextPage && pageCount < MAX_PAGES_FOR_TARGET) void fetchNextPage();
  }, [hash, hasNextPage, isFetchingNextPage, fetchNextPage, pageCount, replyCount]);
}

/** A thread's replies, oldest first, a page at a time. */
export function ReplyList({ threadId, replyCount }: { threadId: number; replyCount: number }) {
  const query = trpc.community.threads.replies.useInfiniteQuery(repliesInput(threadId), {
    ...FORUM_QUERY_OPTIONS,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const replies = flattenReplies(query.data);
  useReplyTarget(query, query.data?.pages.length ?? 0, replies.length);

  return (
    <Box as="section" aria-labelledby="replies-heading" mt={{ base: '8', md: '10' }}>
      <Heading as="h2" id="replies-heading" size={{ base: 'lg', md: 'xl' }} color="gray.900" mb="4">
        {FORUM_TEXT.repliesHeading(replyCount)}
      </Heading>
      {query.isPending ? (
        <ThreadListSkeleton label={FORUM_TEXT.loadingReplies} />
      ) : query.isError && replies.length === 0 ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : replies.length === 0 ? (
        <Text color="gray.600" bg="brand.50" rounded="2xl" px="5" py="6" textAlign="center">
          {FORUM_TEXT.noReplies}
        </Text>
      ) : (
        <>
          <Stack as="ol" listStyleType="none" gap="3" aria-label={FORUM_TEXT.repliesHeading(replyCount)}>
            {replies.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} />
            ))}
          </Stack>
          <LoadMoreButton query={query} failedText={FORUM_TEXT.loadMoreRepliesFailed} />
        </>
      )}
    </Box>
  );
}
