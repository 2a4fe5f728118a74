import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ThreadAuthorDto } from '../../../shared/schemas/community';
import { FORUM_TEXT } from './community-text';
import { MemberAvatar } from './member-avatar';
import { authorOrFormer, PostAuthor } from './post-author';
import { formatPostDate, wasEdited } from './post-date';
import { PostTime } from './post-time';
import { useClockText } from '../../lib/page-clock';

interface PostBylineProps {
  post: { createdAt: Date; updatedAt: Date; author: ThreadAuthorDto | null; moderatorEdited?: boolean };
  avatarSize?: 'sm' | 'md' | 'lg';
  /** More on the second line (a thread's view count). */
  extra?: ReactNode;
}

/** Who wrote a post (avatar and name linking to their profile), when, and whether it was edited since (by a moderator, it says so). */
export function PostByline({ post, avatarSize = 'md', extra }: PostBylineProps) {
  const editedAt = useClockText((now) => formatPostDate(post.updatedAt, now));
  return (
    <Flex gap="3" align="center">
      <MemberAvatar member={authorOrFormer(post.author)} size={avatarSize} />
      <Stack gap="0" lineHeight="short" minW="0">
        <Flex gap="1.5" align="center" wrap="wrap">
          <PostAuthor author={post.author} />
        </Flex>
        <Text fontSize="sm" color="gray.600">
          <PostTime value={post.createdAt} />
          {post.moderatorEdited || wasEdited(post) ? (
            <>
              {' · '}
              <Text as="span" fontStyle="italic" title={editedAt}>
                {post.moderatorEdited ? FORUM_TEXT.editedByModerator : FORUM_TEXT.edited}
              </Text>
            </>
          ) : null}
          {extra}
        </Text>
      </Stack>
    </Flex>
  );
}
