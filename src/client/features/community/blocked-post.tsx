import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { EyeOff } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { RELATIONS_TEXT } from '../../../shared/constants/relations';

/**
 * A post by a member she blocked, folded away: the notice and a Show button (a real button that
 * says whether the post is open, aria-expanded) that opens the post below it, and Hide that folds
 * it again. The post isn't drawn until she opens it. `heading` makes the notice the page's heading
 * while the post (which has its own) is folded: a thread page keeps its h1.
 */
export function BlockedPost({ children, heading }: { children: ReactNode; heading?: { as: 'h1'; id: string } }) {
  const [shown, setShown] = useState(false);
  const postId = useId();
  const asHeading = heading && !shown ? heading : undefined;
  return (
    <Box>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" color="gray.600" bg="gray.50" rounded="xl" px="4" py="2.5">
        <Flex align="center" gap="2">
          <EyeOff size={16} aria-hidden />
          <Text as={asHeading?.as} id={asHeading?.id} fontStyle="italic" fontSize="md" fontWeight="normal">
            {RELATIONS_TEXT.blockedPost}
          </Text>
        </Flex>
        <Button
          variant="outline"
          size="xs"
          rounded="full"
          bg="white"
          aria-expanded={shown}
          aria-controls={postId}
          onClick={() => setShown((open) => !open)}
        >
          {shown ? RELATIONS_TEXT.hide : RELATIONS_TEXT.show}
        </Button>
      </Flex>
      <Box id={postId} hidden={!shown} mt={shown ? '3' : undefined}>
        {shown ? children : null}
      </Box>
    </Box>
  );
}
