import { Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isSameSitePath } from '../../../shared/lib/links';

/** A small coloured label above a heading. */
export function Eyebrow({ children, color = 'brand.fg' }: { children: ReactNode; color?: string }) {
  return (
    <Text fontSize="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color={color}>
      {children}
    </Text>
  );
}

/**
 * A link from editable site content: a path on our site goes through the router, a full address
 * is an ordinary link. Props (class names from a Button with asChild) pass through.
 */
export function ContentLink({ href, children, ...props }: { href: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isSameSitePath(href)) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
