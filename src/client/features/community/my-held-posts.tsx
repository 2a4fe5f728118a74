import { Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BROWSER_ONLY } from '../../lib/route-data';
import { trpc } from '../../trpc';
import { useCurrentUser } from '../auth';
import { FORUM_TEXT } from './community-text';
import { ForumBackLink } from './forum-states';
import { HeldPostNotice } from './held-post-notice';
import { PostText } from './post-text';

/**
 * Her own posts waiting for a check (community.held.mine): nobody else is sent them, so the thread
 * page's kept answers never carry them; this asks for hers, once she is signed in.
 */
export function useMyHeldPosts(wanted = true) {
  const { user } = useCurrentUser();
  return trpc.community.held.mine.useQuery(undefined, { enabled: Boolean(user) && wanted, meta: BROWSER_ONLY });
}

/** Under a thread's replies: hers in it that wait for a check, with the notice. */
export function MyHeldReplies({ threadId }: { threadId: number }) {
  const held = useMyHeldPosts();
  const replies = held.data?.replies.filter((reply) => reply.threadId === threadId) ?? [];
  if (replies.length === 0) return null;
  return (
    <Stack as="section" aria-label={FORUM_TEXT.yourHeldReplies} gap="3" mt="4">
      {replies.map((reply) => (
        <HeldPostNotice key={reply.id}>
          <PostText text={reply.content} mt="2" color="gray.800" />
        </HeldPostNotice>
      ))}
    </Stack>
  );
}

/**
 * A thread's address that answers 404: her own held thread, with the notice, or `missing` (the
 * not-found page) for anyone else and anything else.
 */
export function MyHeldThread({ id, missing }: { id: number; missing: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const held = useMyHeldPosts();
  if (isPending || (user && held.isPending)) return null;
  const thread = held.data?.threads.find((candidate) => candidate.id === id);
  if (!thread) return <>{missing}</>;
  return (
    <Container maxW="3xl" py={{ base: '5', md: '10' }} px={{ base: '4', md: '6' }}>
      <ForumBackLink to={{ topicId: thread.topic.id }}>{thread.topic.name}</ForumBackLink>
      <Stack as="article" gap="4" bg="white" rounded="2xl" borderWidth="1px" borderColor="gray.100" p={{ base: '5', md: '8' }}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="gray.900">
          {thread.title}
        </Heading>
        <HeldPostNotice />
        <PostText text={thread.content} />
      </Stack>
    </Container>
  );
}
