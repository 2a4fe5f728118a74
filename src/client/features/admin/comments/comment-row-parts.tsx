import { Badge, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { COMMENT_DECISIONS, type CommentDecision, type CommentStatus } from '../../../../shared/constants/comments';
import type { CommentDto } from '../../../../shared/schemas/comments';
import { ADMIN_COMMENTS_TEXT as T } from './comments-admin-text';

/** The page a comment is on, without its anchor (contentPath ends with #comment-{id}). */
export const pageOf = (contentPath: string) => contentPath.split('#')[0]!;

/** Who wrote it, as the team reads it: her name, else "Former member". */
export function commentAuthorName(comment: Pick<CommentDto, 'author'>): string {
  return comment.author?.name ?? T.formerMember;
}

/** The decisions that change a comment in this status (approve what waits, restore what was taken away …). */
export function decisionsFor(status: CommentStatus): CommentDecision[] {
  const allowed: Record<CommentStatus, CommentDecision[]> = {
    pending: ['approve', 'remove'],
    published: ['hide', 'remove'],
    hidden: ['restore', 'remove'],
    removed: ['restore'],
  };
  return COMMENT_DECISIONS.filter((decision) => allowed[status].includes(decision));
}

export const STATUS_PALETTE: Record<CommentStatus, string> = { published: 'green', pending: 'yellow', hidden: 'gray', removed: 'red' };

/** A comment's text as the team reads it: what it answers, its stars, the team badge, the body. */
export function CommentSummary({ comment }: { comment: CommentDto }) {
  return (
    <Stack gap="1" py="1">
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        {comment.byTeam ? (
          <Badge colorPalette="brand" variant="solid" rounded="full" size="sm">
            {T.team}
          </Badge>
        ) : null}
        {comment.replyingTo ? <Text as="span">{T.replyTo(comment.replyingTo.username)}</Text> : null}
        {comment.rating ? (
          <Text as="span" fontWeight="semibold" color="gray.800">
            {T.rating(comment.rating)}
          </Text>
        ) : null}
      </HStack>
      <Text color="gray.800" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={5} fontStyle={comment.deleted ? 'italic' : undefined}>
        {comment.deleted ? T.deleted : comment.body}
      </Text>
    </Stack>
  );
}

/** A row's buttons: the decisions its status allows, view on the page, and reply as the team. */
export function CommentRowActions({
  comment,
  contentPath,
  pending,
  onDecide,
  onReply,
}: {
  comment: CommentDto;
  contentPath: string;
  pending?: boolean;
  onDecide: (action: CommentDecision) => void;
  onReply?: () => void;
}) {
  const name = commentAuthorName(comment);
  return (
    <HStack gap="1.5" wrap="wrap" justify="flex-end" role="group" aria-label={T.rowActions(name)}>
      {decisionsFor(comment.status).map((action) => (
        <Button
          key={action}
          size="xs"
          rounded="full"
          variant={action === 'remove' ? 'outline' : 'solid'}
          colorPalette={action === 'remove' ? 'red' : action === 'approve' || action === 'restore' ? 'green' : 'gray'}
          aria-label={T.decisionOf(T.decisions[action], name)}
          disabled={pending}
          onClick={() => onDecide(action)}
        >
          {T.decisions[action]}
        </Button>
      ))}
      <Button asChild size="xs" rounded="full" variant="ghost">
        <ChakraLink href={contentPath} aria-label={T.viewOf(name)} color="brand.fg">
          {T.view}
        </ChakraLink>
      </Button>
      {onReply && comment.status === 'published' && !comment.deleted ? (
        <Button size="xs" rounded="full" variant="ghost" aria-label={T.replyAsTeamOf(name)} onClick={onReply}>
          {T.replyAsTeam}
        </Button>
      ) : null}
    </HStack>
  );
}
