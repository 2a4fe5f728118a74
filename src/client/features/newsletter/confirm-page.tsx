import { Button, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { AuthCard } from '../auth';
import { serverMessage } from '../../lib/trpc-errors';
import { usePageMeta } from '../../lib/page-head';
import { trpc } from '../../trpc';
import { CONFIRM_TEXT, UNSUBSCRIBE_TEXT } from './newsletter-text';

function HomeLink() {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to="/">{UNSUBSCRIBE_TEXT.home}</RouterLink>
    </Link>
  );
}

/**
 * The page the confirm link opens (`/newsletter/confirm?token=…`; PRODUCT.md "Newsletter and
 * email"): an address that unsubscribed is subscribed again only when its owner presses the
 * button. Opening it changes nothing: mail scanners open links.
 */
export function ConfirmPage({ token }: { token: string }) {
  usePageMeta({ title: CONFIRM_TEXT.pageTitle, description: CONFIRM_TEXT.pageDescription });
  const link = trpc.newsletter.confirmLink.useQuery({ token }, { retry: false });
  const confirm = trpc.newsletter.confirm.useMutation();

  if (confirm.isSuccess) {
    return (
      <AuthCard title={CONFIRM_TEXT.doneTitle} footer={<HomeLink />}>
        <Text role="status" textAlign="center" color="gray.700">
          {CONFIRM_TEXT.doneBody}
        </Text>
      </AuthCard>
    );
  }
  if (link.isPending) {
    return (
      <AuthCard title={CONFIRM_TEXT.pageTitle}>
        <Stack align="center" role="status" aria-live="polite">
          <Spinner color="brand.600" />
          <Text>Loading...</Text>
        </Stack>
      </AuthCard>
    );
  }
  if (link.isError) {
    return (
      <AuthCard title={CONFIRM_TEXT.invalidTitle} footer={<HomeLink />}>
        <Text textAlign="center" color="gray.700">
          {CONFIRM_TEXT.invalidBody}
        </Text>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={CONFIRM_TEXT.pageTitle} footer={<HomeLink />}>
      <Stack gap="5" align="center" textAlign="center">
        <Text color="gray.700">{CONFIRM_TEXT.body(link.data.email)}</Text>
        {confirm.isError ? (
          <Text role="alert" color="red.700" fontSize="sm">
            {serverMessage(confirm.error) ?? CONFIRM_TEXT.failed}
          </Text>
        ) : null}
        <Button colorPalette="brand" rounded="full" px="8" loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
          {CONFIRM_TEXT.button}
        </Button>
      </Stack>
    </AuthCard>
  );
}
