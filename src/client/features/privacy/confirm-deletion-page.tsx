import { Box, Button, Container, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { checkAccountToken } from '../../../shared/rules/account';
import { formatDisplayDate } from '../../../shared/lib/dates';
import { usePageMeta } from '../../lib/page-head';
import { serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import { PRIVACY_TEXT as T } from './privacy-text';

/** /profile/privacy/confirm-deletion?token=…: the emailed link's page; its button confirms the deletion. */
export function ConfirmDeletionPage({ token }: { token: string | undefined }) {
  usePageMeta({ title: T.confirmTitle });
  const utils = trpc.useUtils();
  const confirm = trpc.account.deletion.confirm.useMutation({
    // Deleted: she is signed out (her sessions are gone); the header learns it.
    onSuccess: () => utils.auth.me.invalidate(),
  });
  const valid = token !== undefined && checkAccountToken(token) === null;
  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }}>
      <Box bg="white" borderWidth="1px" borderColor="gray.100" rounded="2xl" shadow="sm" p={{ base: '6', md: '8' }}>
        <Heading as="h1" size="2xl" color="gray.900" mb="3">
          {T.confirmTitle}
        </Heading>
        {!valid ? (
          <Text role="alert">{T.confirmInvalid}</Text>
        ) : confirm.isSuccess ? (
          <Stack gap="4" role="status">
            <Text>{confirm.data.deleted ? T.confirmedNow : T.confirmedLater(formatDisplayDate(confirm.data.deleteAt))}</Text>
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to="/">{T.home}</Link>
            </ChakraLink>
          </Stack>
        ) : (
          <Stack gap="4">
            <Text color="gray.700">{T.confirmIntro}</Text>
            {confirm.isError && (
              <Text role="alert" color="red.700">
                {serverMessage(confirm.error) ?? T.confirmInvalid}
              </Text>
            )}
            <Box>
              <Button colorPalette="red" loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
                {T.confirmButton}
              </Button>
            </Box>
          </Stack>
        )}
      </Box>
    </Container>
  );
}
