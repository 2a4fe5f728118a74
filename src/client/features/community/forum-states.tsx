import { Box, Button, Center, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { FORUM_TEXT } from './community-text';
import { usePageMeta } from '../../lib/page-head';

/** A forum page whose topic, thread or member doesn't exist: its own h1 and a way back. */
export function ForumNotFound({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta({ title });
  return (
    <Center py={{ base: '16', md: '24' }} px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Heading as="h1" size="3xl" color="gray.900">
          {title}
        </Heading>
        <Text color="fg.muted">{children}</Text>
        <Button asChild colorPalette="brand" rounded="full" mt="2">
          <Link to="/community">{FORUM_TEXT.backToCommunity}</Link>
        </Button>
      </Stack>
    </Center>
  );
}

/** The small link back up the forum (to a topic, or to the community), above a page's content. */
export function ForumBackLink({ to, children }: { to: { topicId: number } | 'community'; children: ReactNode }) {
  return (
    <ChakraLink asChild color="gray.600" fontSize="sm" fontWeight="medium" mb={{ base: '4', md: '6' }} _hover={{ color: 'brand.fg' }}>
      {to === 'community' ? (
        <Link to="/community">
          <ArrowLeft size={16} aria-hidden />
          {children}
        </Link>
      ) : (
        <Link to="/community/topic/$id" params={{ id: String(to.topicId) }}>
          <ArrowLeft size={16} aria-hidden />
          {children}
        </Link>
      )}
    </ChakraLink>
  );
}

/** Placeholders while a thread list loads. */
export function ThreadListSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite">
      <Box srOnly>{label}</Box>
      <Stack gap="3" aria-hidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h="32" rounded="2xl" />
        ))}
      </Stack>
    </Box>
  );
}
