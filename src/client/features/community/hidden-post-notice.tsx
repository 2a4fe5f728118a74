import { Stack, Text } from '@chakra-ui/react';
import { COMMUNITY_TEXT } from '../../../shared/constants/community';
import { useMyHeldPosts } from './my-held-posts';
import { PostText } from './post-text';

/**
 * In place of a hidden post's text: nobody is sent it while a moderator looks (docs/PRODUCT.md
 * "Moderation"). Its author (`mine`) still reads her own words under the notice, from her own
 * member-only answer, never from the forum's kept ones.
 */
export function HiddenPostNotice({ mine, type, id }: { mine: boolean; type: 'thread' | 'reply'; id: number }) {
  const held = useMyHeldPosts(mine);
  const own = mine ? held.data?.hidden[type === 'thread' ? 'threads' : 'replies'].find((post) => post.id === id) : undefined;
  return (
    <Stack gap="2">
      <Text color="gray.600" fontStyle="italic" bg="gray.50" rounded="md" px="3" py="2">
        {COMMUNITY_TEXT.hiddenPost}
        {own ? ` ${COMMUNITY_TEXT.hiddenPostOwn}` : null}
      </Text>
      {own ? <PostText text={own.content} color="gray.700" /> : null}
    </Stack>
  );
}
