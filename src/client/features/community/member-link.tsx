import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A member's name linking to their community profile. */
export function MemberLink({ memberId, children }: { memberId: number; children: ReactNode }) {
  return (
    <ChakraLink
      asChild
      display="inline"
      fontWeight="semibold"
      color="gray.900"
      _hover={{ color: 'brand.fg' }}
      position="relative"
      zIndex="1"
    >
      <Link to="/community/profile/$id" params={{ id: String(memberId) }}>
        {children}
      </Link>
    </ChakraLink>
  );
}
