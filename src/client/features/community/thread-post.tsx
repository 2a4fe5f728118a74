import { isStaff } from '../../../shared/rules/roles';
import { Box, Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import type { ThreadDetailDto } from '../../../shared/schemas/community';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { toaster } from '../../components/ui/toaster';
import { LikeButton, SaveButton } from '../reactions';
import { FORUM_TEXT } from './community-text';
import { ModerationControls } from './moderation-controls';
import { DeleteConfirmation } from './delete-confirmation';
import { BlockedPost } from './blocked-post';
import { HiddenPostNotice } from './hidden-post-notice';
import { PostByline } from './post-byline';
import { PostToolbar, usePostPermissions } from './post-toolbar';
import { PostEditor } from './post-editor';
import { PostText } from './post-text';
import { writeErrorMessage } from './server-errors';
import { ThreadBadges } from './thread-badges';
import { useThreadEdits } from './use-thread-actions';

/** The thread itself: title, author, dates, views, its text, like and save, and who-may-do-what controls. */
export function ThreadPost({ thread }: { thread: ThreadDetailDto }) {
  const navigate = useNavigate();
  const { update, remove } = useThreadEdits(thread.id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const permissions = usePostPermissions(thread);
  const { user } = permissions;

  // The thread as everyone sees it; folded away (BlockedPost) when she blocked its author.
  const content = (
    <Stack gap={{ base: '4', md: '5' }}>
      <ThreadBadges thread={thread} size="md" />
      <Heading as="h1" id="thread-title" size={{ base: '2xl', md: '3xl' }} color="gray.900" lineHeight="1.2" overflowWrap="anywhere">
        {thread.title}
      </Heading>
      <PostByline
        post={thread}
        extra={
          <>
            {' · '}
            <HStack as="span" display="inline-flex" gap="1" verticalAlign="middle">
              <Eye size={14} aria-hidden />
              {FORUM_TEXT.viewCount(thread.viewCount)}
            </HStack>
          </>
        }
      />
      {thread.hidden ? (
        <HiddenPostNotice mine={permissions.mine} type="thread" id={thread.id} />
      ) : (
        <PostText text={thread.content} fontSize={{ base: 'md', md: 'lg' }} />
      )}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" borderTopWidth="1px" borderColor="gray.100" pt="4">
        <HStack gap="2">
          <LikeButton contentType="thread" contentId={thread.id} size="md" />
          <SaveButton contentType="thread" contentId={thread.id} />
        </HStack>
        <PostToolbar
          targetType="thread"
          post={thread}
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
      </Flex>
      {isStaff(user) ? <ModerationControls thread={thread} /> : null}
    </Stack>
  );

  const onDeleted = () => {
    setConfirming(false);
    toaster.create({ type: 'success', title: FORUM_TEXT.threadDeleted, duration: TOAST_SHORT_MS });
    void navigate({ to: '/community/topic/$id', params: { id: String(thread.topic.id) } });
  };

  return (
    <Box
      as="article"
      aria-labelledby="thread-title"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.100"
      shadow="sm"
      p={{ base: '5', md: '8' }}
    >
      {editing ? (
        <Stack gap="4">
          <Heading as="h1" id="thread-title" size="xl" color="gray.900">
            {FORUM_TEXT.editThread}
          </Heading>
          <PostEditor
            label={FORUM_TEXT.editThread}
            initial={{ title: thread.title, content: thread.content }}
            pending={update.isPending}
            error={update.error}
            onCancel={() => setEditing(false)}
            onSave={({ title, content }) =>
              update.mutate(
                { id: thread.id, title: title ?? thread.title, content },
                {
                  onSuccess: () => {
                    setEditing(false);
                    toaster.create({ type: 'success', title: FORUM_TEXT.changesSaved, duration: TOAST_SHORT_MS });
                  },
                },
              )
            }
          />
        </Stack>
      ) : permissions.blocked ? (
        <BlockedPost heading={{ as: 'h1', id: 'thread-title' }}>{content}</BlockedPost>
      ) : (
        content
      )}
      {permissions.manageable ? (
        <DeleteConfirmation
          open={confirming}
          onOpenChange={setConfirming}
          title={FORUM_TEXT.deleteThreadTitle}
          body={FORUM_TEXT.deleteThreadBody}
          confirmLabel={FORUM_TEXT.delete}
          pendingLabel={FORUM_TEXT.deleting}
          pending={remove.isPending}
          error={remove.error ? writeErrorMessage(remove.error, FORUM_TEXT.deleteFailed) : null}
          onConfirm={() => remove.mutate({ id: thread.id }, { onSuccess: onDeleted })}
        />
      ) : null}
    </Box>
  );
}
