import { HStack } from '@chakra-ui/react';
import type { ReplyDto, ThreadDetailDto } from '../../../shared/schemas/community';
import { useCurrentUser } from '../auth';
import { FORUM_TEXT } from './community-text';
import { canManagePost, canRelate, canReport } from './permissions';
import { PostActions } from './post-actions';
import { RelationActions } from './relation-actions';
import { ReportAction } from './report-action';
import { useRelations } from './use-relations';

/**
 * What the signed-in member may do with a thread or reply (permissions.ts), and whether she
 * blocked its author (the post is folded away for her).
 */
export function usePostPermissions(post: ThreadDetailDto | ReplyDto) {
  const { user } = useCurrentUser();
  const { blockedIds, teamIds } = useRelations();
  const author = post.author;
  return {
    user,
    // A hidden post's text isn't sent (it is ''): an edit would start from nothing.
    manageable: !post.hidden && canManagePost(user, post),
    reportable: canReport(user, author?.id ?? null),
    relatable: canRelate(user, author?.id ?? null, teamIds),
    blocked: author !== null && blockedIds.has(author.id),
    mine: user !== null && user.id === author?.id,
  };
}

/** A post's Report, Mute and Block (others' posts) and Edit and Delete (hers, or the team's), or nothing. */
export function PostToolbar({
  targetType,
  post,
  permissions: { manageable, reportable, relatable },
  onEdit,
  onDelete,
}: {
  targetType: 'thread' | 'reply';
  post: ThreadDetailDto | ReplyDto;
  permissions: ReturnType<typeof usePostPermissions>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  if (!manageable && !reportable && !relatable) return null;
  return (
    <HStack gap="1" ms="auto">
      {reportable ? <ReportAction targetType={targetType} targetId={post.id} /> : null}
      {relatable && post.author ? <RelationActions member={post.author} /> : null}
      {manageable ? <PostActions label={FORUM_TEXT.postActions} onEdit={onEdit} onDelete={onDelete} /> : null}
    </HStack>
  );
}
