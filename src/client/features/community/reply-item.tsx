import { Box, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReplyDto } from '../../../shared/schemas/community';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { toaster } from '../../components/ui/toaster';
import { FORUM_TEXT } from './community-text';
import { DeleteConfirmation } from './delete-confirmation';
import { BlockedPost } from './blocked-post';
import { HiddenPostNotice } from './hidden-post-notice';
import { PostByline } from './post-byline';
import { PostToolbar, usePostPermissions } from './post-toolbar';
import { PostEditor } from './post-editor';
import { PostText } from './post-text';
import { writeErrorMessage } from './server-errors';
import { useReplyEdits } from './use-thread-actions';

/** The id a notification's link points at: /community/thread/{id}#reply-{replyId}. */
export const replyAnchor = (id: number) => `reply-${id}`;

/**
 * One reply: who, when, what; Edit and Delete for its author (within the window) and the team;
 * Report, Mute and Block for other members; folded away when she blocked its author.
 */
export function ReplyItem({ reply }: { reply: ReplyDto }) {
  const { update, remove } = useReplyEdits(reply.threadId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const permissions = usePostPermissions(reply);

  const content = (
    <Stack gap="3">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <PostByline post={reply} avatarSize="sm" />
        {editing ? null : (
          <PostToolbar
            targetType="reply"
            post={reply}
            permissions={permissions}
            onEdit={() => {
              update.reset();
              setEditing(true);
            }}
            onDelete={() => {
              remove.reset();
              setConfirming(true);
            }}
          />
        )}
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
        <HiddenPostNotice mine={permissions.mine} type="reply" id={reply.id} />
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
      {permissions.blocked ? <BlockedPost>{content}</BlockedPost> : content}
      {permissions.manageable ? (
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
