import { Box, Text } from '@chakra-ui/react';
import { AdminPage } from './kit/admin-page';
import { adminSection } from './admin-sections';

export const ADMIN_UPCOMING_TEXT = {
  heading: 'What you will manage here',
  arrives: 'This area arrives with its own release; nothing here is active yet.',
} as const;

/** The page of an admin area whose tools come later: what it will hold, honestly, no sample data. */
export function AdminUpcoming({ to }: { to: string }) {
  const section = adminSection(to);
  return (
    <AdminPage title={section.label}>
      <Box
        role="note"
        aria-label={ADMIN_UPCOMING_TEXT.heading}
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        p={{ base: '5', md: '6' }}
        maxW="2xl"
      >
        <Text fontWeight="semibold" color="gray.900">
          {ADMIN_UPCOMING_TEXT.heading}
        </Text>
        <Text mt="2" color="gray.700">
          {section.upcoming}
        </Text>
        <Text mt="4" fontSize="sm" color="fg.muted">
          {ADMIN_UPCOMING_TEXT.arrives}
        </Text>
      </Box>
    </AdminPage>
  );
}
