import { Box, Link, Text, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { tokenizePost } from '../../../shared/lib/post-tokens';

/** rel for links members write: not endorsed (nofollow ugc), no window.opener, no referrer. */
export const MEMBER_LINK_REL = 'nofollow ugc noopener noreferrer';

/**
 * A forum post's text (PRODUCT.md: "plain text with line breaks and links; no HTML from users,
 * ever"). Every piece is a React text node, so markup in a post shows as the characters typed.
 * Line breaks and blank lines are kept (pre-wrap); http(s) addresses become links that open in a
 * new tab; `@username` mentions are highlighted.
 */
export function PostText({ text, ...props }: { text: string } & Omit<BoxProps, 'children'>) {
  const tokens = useMemo(() => tokenizePost(text), [text]);
  return (
    <Box whiteSpace="pre-wrap" overflowWrap="anywhere" lineHeight="1.7" color="gray.800" {...props}>
      {tokens.map((token, index) =>
        token.type === 'link' ? (
          <Link
            key={index}
            href={token.href}
            target="_blank"
            rel={MEMBER_LINK_REL}
            display="inline"
            color="brand.fg"
            textDecoration="underline"
            fontWeight="medium"
          >
            {token.text}
          </Link>
        ) : token.type === 'mention' ? (
          <Text
            as="span"
            key={index}
            color="brand.fg"
            fontWeight="semibold"
            bg="brand.50"
            rounded="sm"
            px="0.5"
            data-mention={token.username}
          >
            {token.text}
          </Text>
        ) : (
          token.text
        ),
      )}
    </Box>
  );
}
