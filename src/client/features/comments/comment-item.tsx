import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { FORUM_LIMITS } from '../../../shared/constants/community';
import type { UserDto } from '../../../shared/schemas/auth';
import type { CommentDto } from '../../../shared/schemas/comments';
import { toaster } from '../../components/ui/toaster';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { trpc } from '../../trpc';
import {
  authorOrFormer,
  canReport,
  DeleteConfirmation,
  HeldPostNotice,
  MemberAvatar,
  PostAuthor,
  PostText,
  PostTime,
  ReportAction,
  writeErrorMessage,
} from '../community';
import { LikeButton } from '../reactions';
import { CommentComposer } from './comment-composer';
import { COMMENTS_TEXT as T } from './comments-text';
import { RatingStars } from './rating-stars';
import { useMoreReplies, useRefreshComments, type CommentsTarget } from './use-comments';

/** Whether she may edit it: hers, not deleted, within the forum's hour (the server decides for real). */
export function canEdit(user: Pick<UserDto, 'id'> | null, comment: CommentDto, now = Date.now()): boolean {
  return (
    user !== null &&
    !comment.deleted &&
    comment.author?.id === user.id &&
    now - new Date(comment.createdAt).getTime() < FORUM_LIMITS.editWindowMs
  );
}

/** Whether she may delete it: hers, or anyone's for the team. */
export function canDelete(user: Pick<UserDto, 'id' | 'role'> | null, comment: CommentDto): boolean {
  if (!user || comment.deleted) return false;
  return comment.author?.id === user.id || user.role === 'admin' || user.role === 'moderator';
}

interface ItemProps {
  comment: CommentDto;
  target: CommentsTarget;
  user: UserDto | null;
  /** Her comments may be replied to and rated (recipes' top-level ones). */
  ratings: boolean;
  /** Open for new replies (the item's comments are open). */
  open: boolean;
  /** Her own held or hidden replies under this comment. */
  heldReplies?: readonly CommentDto[];
  /** Where a new comment went: its element takes focus. */
  onPosted: (comment: CommentDto) => void;
  focusRef?: (id: number, element: HTMLElement | null) => void;
}

function CommentBody({
  comment,
  target,
  user,
  ratings,
  open,
  onPosted,
  focusRef,
  isReply,
}: Omit<ItemProps, 'heldReplies'> & { isReply: boolean }) {
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  const [deleting, setDeleting] = useState(false);
  const self = useRef<HTMLElement | null>(null);
  const refresh = useRefreshComments(target);
  const remove = trpc.comments.delete.useMutation();
  const author = authorOrFormer(comment.author);
  const editable = canEdit(user, comment);
  const deletable = canDelete(user, comment);
  const reportable = !comment.deleted && comment.status === 'published' && canReport(user, comment.author?.id ?? null);
  const mine = user !== null && comment.author?.id === user.id;
  const topLevel = comment.parentId === null;

  return (
    <Stack
      as="article"
      ref={(element: HTMLElement | null) => {
        self.current = element;
        focusRef?.(comment.id, element);
      }}
      id={`comment-${comment.id}`}
      tabIndex={-1}
      aria-label={T.commentBy(author.name)}
      gap="2"
      outline="none"
      rounded="xl"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '4px' }}
    >
      <Flex gap="3" align="center" wrap="wrap">
        <MemberAvatar member={author} size={isReply ? 'sm' : 'md'} />
        <Stack gap="0" lineHeight="short" minW="0" flex="1">
          <Flex gap="1.5" align="center" wrap="wrap">
            <PostAuthor author={comment.author} />
            {comment.byTeam ? (
              <Badge colorPalette="brand" variant="solid" rounded="full" size="sm">
                {T.team}
              </Badge>
            ) : null}
          </Flex>
          <Text fontSize="sm" color="gray.600">
            <PostTime value={comment.createdAt} />
            {(comment.editedAt || comment.moderatorEdited) && !comment.deleted ? (
              <>
                {' · '}
                <Text as="span" fontStyle="italic">
                  {comment.moderatorEdited ? T.editedByModerator : T.edited}
                </Text>
              </>
            ) : null}
          </Text>
        </Stack>
      </Flex>
      {comment.replyingTo ? (
        <Text fontSize="sm" color="gray.600">
          {T.replyingTo(comment.replyingTo.username)}
        </Text>
      ) : null}
      {topLevel && comment.rating && !comment.deleted ? <RatingStars value={comment.rating} label={T.rated(comment.rating)} /> : null}
      {mode === 'edit' ? (
        <CommentComposer
          target={target}
          mode={{ kind: 'edit', comment }}
          withRating={ratings && topLevel}
          onDone={() => {
            setMode('read');
            toaster.create({ type: 'success', title: T.saved, duration: TOAST_SHORT_MS });
            // Back to the comment she changed (the box she was in is gone).
            requestAnimationFrame(() => self.current?.focus());
          }}
          onCancel={() => setMode('read')}
        />
      ) : comment.deleted ? (
        <Text color="gray.500" fontStyle="italic">
          {T.deleted}
        </Text>
      ) : (
        <PostText text={comment.body} />
      )}
      {mine && comment.status === 'pending' ? <HeldPostNotice /> : null}
      {mode !== 'edit' && !comment.deleted ? (
        <HStack gap="1" wrap="wrap" ms="-2">
          {comment.status === 'published' ? <LikeButton contentType="comment" contentId={comment.id} size="sm" /> : null}
          {user && open && comment.status === 'published' ? (
            <Button
              variant="ghost"
              size="sm"
              rounded="full"
              color="gray.600"
              aria-label={T.replyTo(author.name)}
              aria-expanded={mode === 'reply'}
              onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}
            >
              <MessageCircle size={15} aria-hidden />
              {T.reply}
            </Button>
          ) : null}
          {reportable ? <ReportAction targetType="comment" targetId={comment.id} /> : null}
          {editable || deletable ? (
            <HStack gap="1" role="group" aria-label={T.actions} ms="auto">
              {editable ? (
                <Button variant="ghost" size="sm" rounded="full" color="gray.600" onClick={() => setMode('edit')}>
                  <Pencil size={15} aria-hidden />
                  {T.edit}
                </Button>
              ) : null}
              {deletable ? (
                <Button
                  variant="ghost"
                  size="sm"
                  rounded="full"
                  color="red.700"
                  _hover={{ bg: 'red.50' }}
                  onClick={() => setDeleting(true)}
                >
                  <Trash2 size={15} aria-hidden />
                  {T.delete}
                </Button>
              ) : null}
            </HStack>
          ) : null}
        </HStack>
      ) : null}
      {mode === 'reply' ? (
        <CommentComposer
          target={target}
          mode={{ kind: 'reply', to: comment, name: author.name }}
          withRating={false}
          onDone={(saved) => {
            setMode('read');
            onPosted(saved);
          }}
          onCancel={() => setMode('read')}
        />
      ) : null}
      {deletable ? (
        <DeleteConfirmation
          open={deleting}
          onOpenChange={setDeleting}
          title={T.deleteTitle}
          body={T.deleteBody}
          confirmLabel={T.deleteConfirm}
          pendingLabel={T.deleting}
          destructive
          pending={remove.isPending}
          error={remove.error ? writeErrorMessage(remove.error, T.deleteFailed) : null}
          onConfirm={() =>
            remove.mutate(
              { id: comment.id },
              {
                onSuccess: async () => {
                  setDeleting(false);
                  toaster.create({ type: 'success', title: T.deletedToast, duration: TOAST_SHORT_MS });
                  await refresh({ rated: comment.rating !== null });
                },
              },
            )
          }
        />
      ) : null}
    </Stack>
  );
}

/**
 * One top-level comment and its replies: the first three come with it, "Show more replies" reads
 * the rest in pages. Her own held replies show under it with the held notice.
 */
export function CommentThread(props: ItemProps) {
  const { comment, heldReplies = [] } = props;
  const [expanded, setExpanded] = useState(false);
  const more = useMoreReplies(comment.id, expanded);
  const fetched = more.data?.pages.flatMap((page) => page.items);
  const replies = fetched ?? comment.replies;
  const shownIds = new Set(replies.map((reply) => reply.id));
  const held = heldReplies.filter((reply) => !shownIds.has(reply.id));
  const hasMore = expanded ? more.hasNextPage : comment.replyCount > comment.replies.length;

  return (
    <Stack
      as="li"
      gap="4"
      listStyleType="none"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.100"
      p={{ base: '4', md: '5' }}
    >
      <CommentBody {...props} isReply={false} />
      {replies.length > 0 || held.length > 0 || hasMore ? (
        <Stack as="ul" gap="4" ps={{ base: '4', md: '8' }} borderStartWidth="2px" borderColor="brand.100" listStyleType="none">
          {[...replies, ...held].map((reply) => (
            <li key={reply.id}>
              <CommentBody {...props} comment={reply} isReply />
            </li>
          ))}
          {hasMore ? (
            <li>
              <Button
                variant="ghost"
                size="sm"
                rounded="full"
                color="brand.fg"
                loading={more.isFetching}
                onClick={() => (expanded ? void more.fetchNextPage() : setExpanded(true))}
              >
                {T.showMoreReplies}
              </Button>
            </li>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
