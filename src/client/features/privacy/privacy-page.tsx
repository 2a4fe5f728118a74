import { Box, Button, Container, Field, Heading, HStack, Input, Link as ChakraLink, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Download, FileLock2, Trash2, UserPen } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import type { DeletionContent } from '../../../shared/rules/account';
import type { AccountExportDto, PrivacyOverviewDto } from '../../../shared/schemas/account';
import { formatDisplayDate } from '../../../shared/lib/dates';
import { LoadError, PAGE_STATE_TEXT } from '../../components/page-states';
import { NativeRadioGroup } from '../../components/ui/choice';
import { toaster } from '../../components/ui/toaster';
import { usePageMeta } from '../../lib/page-head';
import { serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import { PRIVACY_TEXT as T } from './privacy-text';

function Section({
  id,
  icon,
  title,
  intro,
  children,
}: {
  id: string;
  icon: React.ReactNode;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="white"
      borderWidth="1px"
      borderColor="gray.100"
      rounded="2xl"
      shadow="sm"
      p={{ base: '5', md: '8' }}
    >
      <HStack gap="2" mb="2" color="gray.900">
        {icon}
        <Heading as="h2" id={id} size="lg">
          {title}
        </Heading>
      </HStack>
      <Text color="gray.600" fontSize="sm" mb="5">
        {intro}
      </Text>
      {children}
    </Box>
  );
}

function ExportRow({ item }: { item: AccountExportDto }) {
  return (
    <HStack justify="space-between" gap="4" flexWrap="wrap" py="3" borderTopWidth="1px" borderColor="gray.100">
      <Stack gap="0">
        <Text fontWeight="medium" color="gray.800">
          {T.requested(formatDisplayDate(item.createdAt))}
        </Text>
        <Text fontSize="sm" color="gray.600" aria-live="polite">
          {item.status === 'ready' && item.expiresAt ? T.expires(formatDisplayDate(item.expiresAt)) : T.preparing}
        </Text>
      </Stack>
      {item.status === 'ready' && (
        <Button asChild size="sm" colorPalette="brand">
          <a href={`/api/account/exports/${item.id}/download`} download>
            <Download size={16} aria-hidden />
            {T.downloadZip}
          </a>
        </Button>
      )}
    </HStack>
  );
}

function DownloadSection({ overview }: { overview: PrivacyOverviewDto }) {
  const utils = trpc.useUtils();
  const create = trpc.account.exports.create.useMutation({
    onSuccess: async () => {
      toaster.create({ type: 'success', title: T.requestedToast });
      await utils.account.privacy.invalidate();
    },
    onError: (error) => toaster.create({ type: 'error', title: T.requestFailed, description: serverMessage(error) }),
  });
  return (
    <Section id="privacy-download" icon={<Download size={20} aria-hidden />} title={T.downloadHeading} intro={T.downloadIntro}>
      <Stack gap="3">
        {overview.nextExportAt ? (
          <Text fontSize="sm" color="gray.700">
            {T.nextAt(formatDisplayDate(overview.nextExportAt))}
          </Text>
        ) : (
          <Box>
            <Button colorPalette="brand" loading={create.isPending} onClick={() => create.mutate()}>
              {T.requestDownload}
            </Button>
          </Box>
        )}
        {overview.exports.length > 0 && (
          <Box>
            {overview.exports.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </Box>
        )}
      </Stack>
    </Section>
  );
}

function DeleteSection({ overview }: { overview: PrivacyOverviewDto }) {
  const utils = trpc.useUtils();
  const [content, setContent] = useState<DeletionContent>('remove');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = trpc.account.deletion.request.useMutation({
    onSuccess: async () => {
      setPassword('');
      toaster.create({ type: 'success', title: T.deleteEmailed });
      await utils.account.privacy.invalidate();
    },
    onError: (failure) => setError(serverMessage(failure) ?? T.deleteFailed),
  });
  const keep = trpc.account.deletion.cancel.useMutation({
    onSuccess: async () => {
      toaster.create({ type: 'success', title: T.kept });
      await utils.account.privacy.invalidate();
    },
    onError: () => toaster.create({ type: 'error', title: T.keepFailed }),
  });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError('Please enter your current password.');
      return;
    }
    setError(null);
    request.mutate({ password, content });
  };
  const { deletion } = overview;
  return (
    <Section id="privacy-delete" icon={<Trash2 size={20} aria-hidden />} title={T.deleteHeading} intro={T.deleteIntro}>
      {deletion.state === 'scheduled' ? (
        <Stack gap="3" role="status">
          <Text fontWeight="medium" color="red.700">
            {T.scheduled(formatDisplayDate(deletion.deleteAt!))}
          </Text>
          <Box>
            <Button colorPalette="brand" loading={keep.isPending} onClick={() => keep.mutate()}>
              {T.keep}
            </Button>
          </Box>
        </Stack>
      ) : (
        <chakra.form onSubmit={onSubmit} noValidate>
          <Stack gap="5">
            {deletion.state === 'awaiting-confirmation' && (
              <Text role="status" bg="brand.50" rounded="lg" px="4" py="3" color="gray.800">
                {T.awaiting}
              </Text>
            )}
            <NativeRadioGroup<DeletionContent>
              legend={T.contentLegend}
              name="content"
              value={content}
              onChange={setContent}
              options={[
                { value: 'remove', label: T.remove, description: T.removeHint },
                { value: 'anonymise', label: T.anonymise, description: T.anonymiseHint },
              ]}
            />
            <Field.Root invalid={Boolean(error)}>
              <Field.Label>{T.passwordLabel}</Field.Label>
              <Input
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  setError(null);
                }}
              />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <Box>
              <Button type="submit" colorPalette="red" loading={request.isPending}>
                {T.deleteButton}
              </Button>
            </Box>
          </Stack>
        </chakra.form>
      )}
    </Section>
  );
}

/** /profile/privacy: her data: download it, correct it, delete her account. */
export function PrivacyPage() {
  usePageMeta({ title: T.title });
  const overview = trpc.account.privacy.useQuery(undefined, {
    // While a download is being prepared, its state is asked again every few seconds.
    refetchInterval: (query) => (query.state.data?.exports.some((item) => item.status === 'queued') ? 3000 : false),
  });
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Stack gap="1" mb="8">
        <HStack gap="2" color="gray.900">
          <FileLock2 size={28} aria-hidden />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {T.title}
          </Heading>
        </HStack>
        <Text color="fg.muted">{T.intro}</Text>
      </Stack>
      {overview.isPending ? (
        <Stack gap="6" role="status" aria-live="polite">
          <Text srOnly>{PAGE_STATE_TEXT.loading}</Text>
          <Skeleton h="40" rounded="2xl" />
          <Skeleton h="64" rounded="2xl" />
        </Stack>
      ) : overview.isError ? (
        <LoadError onRetry={() => void overview.refetch()}>{T.loadFailed}</LoadError>
      ) : (
        <Stack gap="6">
          <DownloadSection overview={overview.data} />
          <Section id="privacy-correct" icon={<UserPen size={20} aria-hidden />} title={T.correctHeading} intro={T.correctIntro}>
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to="/profile/edit">{T.correctLink}</Link>
            </ChakraLink>
          </Section>
          <DeleteSection overview={overview.data} />
          <ChakraLink asChild color="brand.fg" fontSize="sm">
            <Link to="/privacy-policy">{T.policyLink}</Link>
          </ChakraLink>
        </Stack>
      )}
    </Container>
  );
}
