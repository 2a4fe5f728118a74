import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { trpc } from '../../../trpc';
import { AdminKeyboardHint, AdminPage } from '../kit';
import { useQueueKeyboard } from '../moderation/use-queue-keyboard';
import { commentAuthorName, CommentRowActions, CommentSummary, pageOf } from './comment-row-parts';
import { ADMIN_COMMENTS_TEXT as T } from './comments-admin-text';
import { useCommentDecisions } from './use-comment-decisions';
import { formatDisplayDate } from '../../../../shared/lib/dates';

const P = T.pending;

/**
 * /admin/comments/pending: the moderation queue's held comments, oldest first, each approved or
 * removed (with a reason) here; j/k move between them, a approves and r removes the one in focus
 * (the queue's keys, features/admin/moderation/use-queue-keyboard.ts).
 */
export function PendingCommentsPage() {
  const pending = trpc.admin.comments.pending.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor ?? undefined, staleTime: 0 },
  );
  const items = pending.data?.pages.flatMap((page) => page.items) ?? [];
  const [focused, setFocused] = useState<number | null>(null);
  const cards = useRef(new Map<number, HTMLElement>());
  const decisions = useCommentDecisions();

  const focusedIndex = items.findIndex((item) => item.id === focused);
  const focusedItem = focusedIndex >= 0 ? items[focusedIndex]! : null;
  const focusAt = (index: number) => {
    const item = items[index];
    if (!item) return;
    setFocused(item.id);
    cards.current.get(item.id)?.focus();
  };
  useQueueKeyboard({
    move: (step) => focusAt(focusedIndex < 0 ? 0 : Math.min(items.length - 1, Math.max(0, focusedIndex + step))),
    keep: () => {
      if (focusedItem) decisions.run([focusedItem.id], 'approve');
    },
    remove: () => {
      if (focusedItem) decisions.run([focusedItem.id], 'remove');
    },
  });

  return (
    <AdminPage title={P.title} description={P.description} back={{ to: '/admin/comments', label: P.back }}>
      <AdminKeyboardHint heading={P.keyboard.heading} keys={P.keyboard.keys} />
      <VisuallyHidden aria-live="polite">
        {focusedItem ? P.focused(focusedIndex + 1, items.length, commentAuthorName(focusedItem)) : ''}
      </VisuallyHidden>
      {pending.isPending ? (
        <Text>{P.loading}</Text>
      ) : pending.isError && items.length === 0 ? (
        <Text role="alert" color="fg.error">
          {T.loadFailed}
        </Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{P.empty}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
          {items.map((item) => (
            <Box
              as="li"
              key={item.id}
              ref={(element: HTMLElement | null) => {
                if (element) cards.current.set(item.id, element);
                else cards.current.delete(item.id);
              }}
              tabIndex={-1}
              aria-label={`${commentAuthorName(item)}: ${item.contentTitle}`}
              onFocus={() => setFocused(item.id)}
              bg="white"
              borderWidth="1px"
              borderColor={focused === item.id ? 'brand.400' : 'gray.200'}
              rounded="xl"
              p={{ base: '4', md: '5' }}
              outline="none"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              <Stack gap="2">
                <Flex gap="2" wrap="wrap" align="center" fontSize="sm" color="fg.muted">
                  <Badge variant="subtle" rounded="full">
                    {T.types[item.contentType]}
                  </Badge>
                  <ChakraLink href={pageOf(item.contentPath)} color="brand.fg" textDecoration="underline" fontWeight="medium">
                    {item.contentTitle}
                  </ChakraLink>
                  <Text as="span">·</Text>
                  <Text as="span">{item.author ? `@${item.author.username}` : T.formerMember}</Text>
                  <Text as="span">·</Text>
                  <time dateTime={new Date(item.createdAt).toISOString()}>{formatDisplayDate(item.createdAt)}</time>
                </Flex>
                <CommentSummary comment={item} />
                <HStack justify="flex-end">
                  <CommentRowActions
                    comment={item}
                    contentPath={item.contentPath}
                    pending={decisions.pending}
                    onDecide={(action) => decisions.run([item.id], action)}
                  />
                </HStack>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {pending.hasNextPage ? (
        <Button
          alignSelf="center"
          variant="outline"
          rounded="full"
          loading={pending.isFetchingNextPage}
          onClick={() => void pending.fetchNextPage()}
        >
          {P.loadMore}
        </Button>
      ) : null}
      {decisions.removeDialog}
    </AdminPage>
  );
}
