import { Box, Flex, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReplyDto } from '../../../shared/schemas/community';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { toaster } from '../../components/ui/toaster';
import { useCurrentUser } from '../auth';
import { FORUM_TEXT } from './community-text';
import { DeleteConfirmation } from './delete-confirmation';
import { BlockedPost } from './blocked-post';
import { canManagePost, canRelate, canReport } from './permissions';
import { PostActions } from './post-actions';
import { HiddenPostNotice } from './hidden-post-notice';
import { PostByline } from './post-byline';
import { PostEditor } from './post-editor';
import { PostText } from './post-text';
import { RelationActions } from './relation-actions';
import { ReportAction } from './report-action';
import { writeErrorMessage } from './server-errors';
import { useRelations } from './use-relations';
import { useReplyEdits } from './use-thread-actions';

/** The id a notification's link points at: /community/thread/{id}#reply-{replyId}. */
export const replyAnchor = (id: number) => `reply-${id}`;

/**
 * One reply: who, when, what; Edit and Delete for its author (within the window) and the team;
 * Report, Mute and Block for other members; folded away when she blocked its author.
 */
export function ReplyItem({ reply }: { reply: ReplyDto }) {
  const { user } = useCurrentUser();
  const { update, remove } = useReplyEdits(reply.threadId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A hidden reply's text isn't sent (it is ''): an edit would start from nothing.
  const manageable = !reply.hidden && canManagePost(user, reply);
  const reportable = canReport(user, reply.author?.id ?? null);
  const { blockedIds, teamIds } = useRelations();
  const author = reply.author;
  const relatable = canRelate(user, author?.id ?? null, teamIds);
  const blocked = author !== null && blockedIds.has(author.id);

  const content = (
    <Stack gap="3">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <PostByline post={reply} avatarSize="sm" />
        {(manageable || reportable || relatable) && !editing ? (
          <HStack gap="1" ms="auto">
            {reportable ? <ReportAction targetType="reply" targetId={reply.id} /> : null}
            {relatable && author ? <RelationActions member={author} /> : null}
            {manageable ? (
              <PostActions
                label={FORUM_TEXT.postActions}
                onEdit={() => {
                  update.reset();
                  setEditing(true);
                }}
                onDelete={() => {
                  remove.reset();
                  setConfirming(true);
                }}
              />
            ) : null}
          </HStack>
        ) : null}
      </Flex>
      {editing ? (
        <PostEditor
          label={FORUM_TEXT.editReply}
          initial={{ content: reply.content }}
          pending={update.isPending}
          error={update.error}
          onCancel={() => setEditing(false)}
          onSave={({ content }) =>
            update.mutate(
              { id: reply.id, content },
              {
                onSuccess: () => {
                  setEditing(false);
                  toaster.create({ type: 'success', title: FORUM_TEXT.changesSaved, duration: TOAST_SHORT_MS });
                },
              },
            )
          }
        />
      ) : reply.hidden ? (
        <HiddenPostNotice mine={user !== null && user.id === reply.author?.id} type="reply" id={reply.id} />
      ) : (
        <PostText text={reply.content} />
      )}
    </Stack>
  );

  return (
    <Box
      as="li"
      id={replyAnchor(reply.id)}
      tabIndex={-1}
      scrollMarginTop="24"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.100"
      shadow="xs"
      p={{ base: '4', md: '5' }}
      outline="none"
      transitionProperty="background-color, border-color, box-shadow"
      transitionDuration="slow"
      // Set for a moment when a notification's link leads here (ReplyList).
      _highlighted={{ bg: 'brand.50', borderColor: 'brand.300', shadow: 'md' }}
    >
      {blocked ? <BlockedPost>{content}</BlockedPost> : content}
      {manageable ? (
        <DeleteConfirmation
          open={confirming}
          onOpenChange={setConfirming}
          title={FORUM_TEXT.deleteReplyTitle}
          body={FORUM_TEXT.deleteReplyBody}
          confirmLabel={FORUM_TEXT.delete}
          pendingLabel={FORUM_TEXT.deleting}
          pending={remove.isPending}
          error={remove.error ? writeErrorMessage(remove.error, FORUM_TEXT.deleteFailed) : null}
          onConfirm={() =>
            remove.mutate(
              { id: reply.id },
              {
                onSuccess: () => {
                  setConfirming(false);
                  toaster.create({ type: 'success', title: FORUM_TEXT.replyDeleted, duration: TOAST_SHORT_MS });
                },
              },
            )
          }
        />
      ) : null}
    </Box>
  );
}
