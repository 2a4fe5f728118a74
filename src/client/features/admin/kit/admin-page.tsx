import { Box, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../../shared/constants/product';

export interface AdminPageProps {
  /** The page's one h1, and the start of the document title. */
  title: string;
  description?: ReactNode;
  /** Buttons at the right of the title (under it on a phone): "New post", "Save" … */
  actions?: ReactNode;
  /** A link above the title back to the list an editor came from. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** The browser tab's text on an admin page: "Blog Posts · Admin · Mama Village". */
export function adminDocumentTitle(title: string): string {
  return `${title} · Admin · ${PRODUCT_NAME}`;
}

/**
 * The frame of every admin page inside the admin shell: sets the document title, renders the one
 * h1 with an optional description, actions and back link, then the page's content.
 */
export function AdminPage({ title, description, actions, back, children }: AdminPageProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = adminDocumentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <Stack gap="6" w="full" minW="0">
      <Stack gap="2">
        {back ? (
          <ChakraLink asChild alignSelf="flex-start" fontSize="sm" color="brand.fg" fontWeight="medium">
            <Link to={back.to}>
              <ChevronLeft size={16} aria-hidden />
              {back.label}
            </Link>
          </ChakraLink>
        ) : null}
        <Flex
          gap="3"
          align={{ base: 'stretch', sm: 'flex-start' }}
          justify="space-between"
          wrap="wrap"
          direction={{ base: 'column', sm: 'row' }}
        >
          <Box minW="0" flex="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
              {title}
            </Heading>
            {description ? (
              <Text mt="1" color="fg.muted">
                {description}
              </Text>
            ) : null}
          </Box>
          {actions ? (
            <Flex gap="2" wrap="wrap" align="center" flexShrink={0}>
              {actions}
            </Flex>
          ) : null}
        </Flex>
      </Stack>
      {children}
    </Stack>
  );
}
