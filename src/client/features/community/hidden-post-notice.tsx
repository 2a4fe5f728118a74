import { Text } from '@chakra-ui/react';
import { COMMUNITY_TEXT } from '../../../shared/constants/community';

/** In place of a hidden post's text: nobody is sent it while a moderator looks (docs/PRODUCT.md "Moderation"). */
export function HiddenPostNotice() {
  return (
    <Text color="gray.600" fontStyle="italic" bg="gray.50" rounded="md" px="3" py="2">
      {COMMUNITY_TEXT.hiddenPost}
    </Text>
  );
}
