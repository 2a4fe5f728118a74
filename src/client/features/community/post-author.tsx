import { Text } from '@chakra-ui/react';
import { COMMUNITY_TEXT } from '../../../shared/constants/community';
import type { ThreadAuthorDto } from '../../../shared/schemas/community';
import { MemberLevelBadge } from '../gamification';
import { MemberLink } from './member-link';

/** A post's author as her avatar and lines show her; a former member's (null) has a name only. */
export function authorOrFormer(author: ThreadAuthorDto | null): Pick<ThreadAuthorDto, 'name' | 'avatar'> {
  return author ?? { name: COMMUNITY_TEXT.formerMember, avatar: null };
}

/** Her name, linking to her profile, and her level; plain text for a former member. */
export function PostAuthor({ author }: { author: ThreadAuthorDto | null }) {
  if (!author) return <Text as="span">{COMMUNITY_TEXT.formerMember}</Text>;
  return (
    <>
      <MemberLink memberId={author.id}>{author.name}</MemberLink> <MemberLevelBadge userId={author.id} />
    </>
  );
}
