import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useRef, useState } from 'react';
import { REACTIONS_ITEMS_MAX } from '../../../shared/constants/reactions';
import type { CommentDto } from '../../../shared/schemas/comments';
import { LoadMoreButton } from '../../components/page-states';
import { toaster } from '../../components/ui/toaster';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { useCurrentUser } from '../auth';
import { ReactionsList } from '../reactions';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-item';
import { COMMENTS_TEXT as T } from './comments-text';
import { useCommentsOf, type CommentsTarget } from './use-comments';

export interface CommentsSectionProps extends CommentsTarget {
  /** The item takes new comments ("Comments open" on its editor); existing ones show either way. */
  open?: boolean;
}

/**
 * The comments shown, in runs whose likes one `reactions.forItems` call answers (at most
 * REACTIONS_ITEMS_MAX items each: a comment and its first replies stay in one run).
 */
function likeGroups(threads: readonly CommentDto[]) {
  const groups: { threads: CommentDto[]; refs: { contentType: 'comment'; contentId: number }[] }[] = [];
  for (const thread of threads) {
    const refs = [thread, ...thread.replies].map((comment) => ({ contentType: 'comment' as const, contentId: comment.id }));
    const last = groups.at(-1);
    if (last && last.refs.length + refs.length <= REACTIONS_ITEMS_MAX) {
      last.threads.push(thread);
      last.refs.push(...refs);
    } else groups.push({ threads: [thread], refs });
  }
  return groups;
}

/** What a visitor sees instead of the composer. */
function SignInToComment() {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <Stack gap="2" bg="brand.50" rounded="2xl" p={{ base: '5', md: '6' }} align={{ base: 'stretch', sm: 'flex-start' }}>
      <Text color="gray.700">{T.signInBody}</Text>
      <Button asChild colorPalette="brand" rounded="full" px="6">
        <Link to="/community/auth" search={{ redirect: href }}>
          <LogIn size={16} aria-hidden />
          {T.signInPrompt}
        </Link>
      </Button>
    </Stack>
  );
}

/**
 * Comments under a blog post, recipe or resource (docs/PRODUCT.md "Comments"): the count, the
 * top-level comments oldest first in pages ("Load more"), each with its first replies, and the
 * composer for members at the end (visitors are invited to sign in). Her own held comments show
 * to her with the held notice, where they will appear. After she posts, focus moves to her new
 * comment. This module is its own chunk (CommentsWhenNear loads it as the reader nears it).
 */
export default function CommentsSection({ contentType, contentId, open = true }: CommentsSectionProps) {
  const target = { contentType, contentId };
  const { user } = useCurrentUser();
  const { count, list, items, mine } = useCommentsOf(target, user !== null);
  const ratings = contentType === 'recipe';
  const elements = useRef(new Map<number, HTMLElement>());
  const focusNext = useRef<number | null>(null);
  // What she just posted, until the list holds it (a published comment past the pages read so far).
  const [posted, setPosted] = useState<CommentDto[]>([]);

  const listedIds = new Set(items.map((comment) => comment.id));
  const heldTop = mine.filter((comment) => comment.parentId === null && !listedIds.has(comment.id));
  const extra = [
    ...heldTop,
    ...posted.filter(
      (comment) => comment.parentId === null && !listedIds.has(comment.id) && !heldTop.some((held) => held.id === comment.id),
    ),
  ];
  const heldRepliesOf = (parentId: number) => [
    ...mine.filter((comment) => comment.parentId === parentId),
    ...posted.filter((comment) => comment.parentId === parentId && !mine.some((held) => held.id === comment.id)),
  ];
  const shown = [...items, ...extra];
  const groups = likeGroups(shown);

  const onPosted = (comment: CommentDto) => {
    setPosted((current) => [...current.filter((other) => other.id !== comment.id), comment]);
    // Focused as its element arrives (focusRef), or now when it is on screen already.
    const element = elements.current.get(comment.id);
    if (element) element.focus();
    else focusNext.current = comment.id;
    if (comment.status === 'published') toaster.create({ type: 'success', title: T.posted, duration: TOAST_SHORT_MS });
  };
  const focusRef = (id: number, element: HTMLElement | null) => {
    if (!element) {
      elements.current.delete(id);
      return;
    }
    elements.current.set(id, element);
    if (focusNext.current === id) {
      focusNext.current = null;
      element.focus();
    }
  };

  return (
    <Box
      as="section"
      id="comments"
      aria-labelledby="comments-heading"
      mt={{ base: '12', md: '16' }}
      data-print-hidden
      _print={{ display: 'none' }}
    >
      <Heading as="h2" id="comments-heading" size={{ base: 'xl', md: '2xl' }} color="gray.900" mb="6">
        {T.heading(count.data?.count)}
      </Heading>
      <Stack gap="6">
        {list.isPending ? (
          <Text color="fg.muted">{T.loading}</Text>
        ) : list.isError ? (
          <HStack gap="3" role="alert">
            <Text color="red.700">{T.loadFailed}</Text>
            <Button size="sm" variant="outline" rounded="full" onClick={() => void list.refetch()}>
              {T.retry}
            </Button>
          </HStack>
        ) : shown.length === 0 ? (
          <Text color="fg.muted">{T.empty}</Text>
        ) : (
          <Box>
            <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
              {groups.map((group) => (
                <ReactionsList key={group.threads[0]!.id} items={group.refs}>
                  {group.threads.map((comment) => (
                    <CommentThread
                      key={comment.id}
                      comment={comment}
                      target={target}
                      user={user}
                      ratings={ratings}
                      open={open}
                      heldReplies={heldRepliesOf(comment.id)}
                      onPosted={onPosted}
                      focusRef={focusRef}
                    />
                  ))}
                </ReactionsList>
              ))}
            </Stack>
            <LoadMoreButton query={list} failedText={T.loadMoreFailed} />
          </Box>
        )}
        {!open ? (
          <Text role="note" color="gray.700" bg="gray.100" rounded="2xl" p="4">
            {T.closed}
          </Text>
        ) : user ? (
          <CommentComposer target={target} mode={{ kind: 'new' }} withRating={ratings} onDone={onPosted} />
        ) : (
          <SignInToComment />
        )}
      </Stack>
    </Box>
  );
}
