import { Button, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { AuthCard } from '../auth';
import { serverMessage } from '../../lib/trpc-errors';
import { usePageMeta } from '../../lib/page-head';
import { trpc } from '../../trpc';
import { UNSUBSCRIBE_TEXT } from './newsletter-text';

function HomeLink() {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to="/">{UNSUBSCRIBE_TEXT.home}</RouterLink>
    </Link>
  );
}

/**
 * The page an email's unsubscribe link opens (`/unsubscribe?token=…`): it works without signing
 * in. Opening it changes nothing (mail scanners open links); the button does, and mail apps'
 * own Unsubscribe button posts to the same address directly (RFC 8058).
 */
export function UnsubscribePage({ token }: { token: string }) {
  usePageMeta({ title: UNSUBSCRIBE_TEXT.pageTitle, description: UNSUBSCRIBE_TEXT.pageDescription });
  const link = trpc.newsletter.unsubscribeLink.useQuery({ token }, { retry: false });
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation();

  if (link.isPending) {
    return (
      <AuthCard title={UNSUBSCRIBE_TEXT.pageTitle}>
        <Stack align="center" role="status" aria-live="polite">
          <Spinner color="brand.600" />
          <Text>Loading...</Text>
        </Stack>
      </AuthCard>
    );
  }
  if (link.isError) {
    return (
      <AuthCard title={UNSUBSCRIBE_TEXT.invalidTitle} footer={<HomeLink />}>
        <Text textAlign="center" color="gray.700">
          {UNSUBSCRIBE_TEXT.invalidBody}
        </Text>
      </AuthCard>
    );
  }
  const { what, email } = link.data;
  if (link.data.done || unsubscribe.isSuccess) {
    return (
      <AuthCard title={UNSUBSCRIBE_TEXT.doneTitle} footer={<HomeLink />}>
        <Text role="status" textAlign="center" color="gray.700">
          {UNSUBSCRIBE_TEXT.doneBody(what, email)}
        </Text>
        {link.data.kind === 'notification' ? (
          <Text mt="3" textAlign="center" fontSize="sm" color="gray.600">
            {UNSUBSCRIBE_TEXT.notificationsStay}
          </Text>
        ) : null}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={UNSUBSCRIBE_TEXT.confirmTitle} footer={<HomeLink />}>
      <Stack gap="5" align="center" textAlign="center">
        <Text color="gray.700">{UNSUBSCRIBE_TEXT.confirmBody(what, email)}</Text>
        {unsubscribe.isError ? (
          <Text role="alert" color="red.700" fontSize="sm">
            {serverMessage(unsubscribe.error) ?? UNSUBSCRIBE_TEXT.failed}
          </Text>
        ) : null}
        <Button colorPalette="brand" rounded="full" px="8" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
          {UNSUBSCRIBE_TEXT.button}
        </Button>
      </Stack>
    </AuthCard>
  );
}
