import { Box, Container, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { parseId } from '../../../shared/rules/ids';
import { DetailSkeleton, isMissing, LoadError } from '../../components/page-states';
import { trpc } from '../../trpc';
import { useCurrentUser } from '../auth';
import { FORUM_TEXT } from './community-text';
import { FORUM_QUERY_OPTIONS } from './forum-queries';
import { ForumBackLink, ForumNotFound } from './forum-states';
import { MyHeldReplies, MyHeldThread } from './my-held-posts';
import { LockedNotice, ReplyForm, SignInToReply } from './reply-form';
import { SilenceGate } from '../moderation';
import { TeamNote } from './team-note';
import { ReplyList } from './reply-list';
import { ThreadPost } from './thread-post';
import { usePageMeta } from '../../lib/page-head';
import { threadMeta } from './forum-heads';

/**
 * Counts this visit once, when the thread has loaded: the ref keeps React's development double
 * mount (StrictMode) from counting twice, and the server ignores repeats by the same viewer within
 * FORUM_LIMITS.viewWindowMs. The answer's count replaces the one on the page.
 */
function useRecordView(threadId: number, loaded: boolean) {
  const utils = trpc.useUtils();
  const { mutate } = trpc.community.threads.recordView.useMutation({
    onSuccess: ({ viewCount }) =>
      utils.community.threads.byId.setData({ id: threadId }, (thread) => (thread ? { ...thread, viewCount } : thread)),
  });
  // The thread last recorded: StrictMode's second mount doesn't count twice, and going on to
  // another thread (the same page, new params, no remount) counts that one.
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded || recorded.current === threadId) return;
    recorded.current = threadId;
    mutate({ id: threadId });
  }, [loaded, threadId, mutate]);
}

/** Below the replies: the reply box for a member, sign-in for a visitor, a notice when locked. */
function ReplyArea({ threadId, locked }: { threadId: number; locked: boolean }) {
  const { user, isPending } = useCurrentUser();
  if (locked) return <LockedNotice />;
  if (isPending) return null;
  return user ? (
    <SilenceGate>
      <ReplyForm threadId={threadId} />
    </SilenceGate>
  ) : (
    <SignInToReply threadId={threadId} />
  );
}

function ThreadById({ id }: { id: number }) {
  const query = trpc.community.threads.byId.useQuery({ id }, FORUM_QUERY_OPTIONS);
  useRecordView(id, query.isSuccess);
  usePageMeta(query.data ? threadMeta(query.data) : null);

  if (query.isError && isMissing(query.error)) {
    // Her own held thread answers 404 to everyone: she is shown it from her held posts.
    return (
      <MyHeldThread id={id} missing={<ForumNotFound title={FORUM_TEXT.threadNotFound}>{FORUM_TEXT.threadNotFoundBody}</ForumNotFound>} />
    );
  }
  const thread = query.data;
  return (
    <Container maxW="3xl" py={{ base: '5', md: '10' }} px={{ base: '4', md: '6' }}>
      {thread ? (
        <>
          <ForumBackLink to={{ topicId: thread.topic.id }}>{thread.topic.name}</ForumBackLink>
          <ThreadPost thread={thread} />
          {thread.lockNote ? <TeamNote note={thread.lockNote} /> : null}
          <ReplyList threadId={thread.id} replyCount={thread.replyCount} />
          <MyHeldReplies threadId={thread.id} />
          <Box mt="6">
            <ReplyArea threadId={thread.id} locked={thread.locked} />
          </Box>
        </>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Stack>
          <DetailSkeleton />
        </Stack>
      )}
    </Container>
  );
}

/**
 * /community/thread/{id} and /community/threads/{id}: a discussion, its replies and the reply box.
 * Public; replying, liking and saving need sign-in.
 */
export function ThreadPage({ id }: { id: string }) {
  const threadId = parseId(id);
  if (threadId === null) return <ForumNotFound title={FORUM_TEXT.threadNotFound}>{FORUM_TEXT.threadNotFoundBody}</ForumNotFound>;
  return <ThreadById id={threadId} />;
}
