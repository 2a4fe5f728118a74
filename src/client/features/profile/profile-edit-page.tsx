import { Link as ChakraLink, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { LoadError, PAGE_STATE_TEXT } from '../../components/page-states';
import { trpc } from '../../trpc';
import { EmailCard, EmailChangeConfirmation, PasswordCard, SessionsCard } from './account-cards';
import { ProfileDetailsForm } from './profile-details-form';
import { type PhotoCardHandle, ProfilePhotoCard } from './profile-photo-card';
import { PROFILE_EDIT_TEXT } from './profile-text';
import { usePageMeta } from '../../lib/page-head';

function ProfileEditSkeleton() {
  return (
    <Stack gap="6" role="status" aria-live="polite">
      <Text srOnly>{PAGE_STATE_TEXT.loading}</Text>
      <Skeleton h="48" rounded="2xl" />
      <Skeleton h="80" rounded="2xl" />
    </Stack>
  );
}

/** /profile/edit: the member's photo, display name and bio. */
export function ProfileEditPage({ emailToken }: { emailToken?: string } = {}) {
  usePageMeta({ title: PROFILE_EDIT_TEXT.title });
  const profile = trpc.community.profiles.me.useQuery();
  const me = trpc.auth.me.useQuery();
  const photo = useRef<PhotoCardHandle>(null);
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      {emailToken && <EmailChangeConfirmation token={emailToken} />}
      <ChakraLink asChild color="gray.600" fontSize="sm" fontWeight="medium" mb={{ base: '5', md: '8' }} _hover={{ color: 'brand.fg' }}>
        <Link to="/community/profile">
          <ArrowLeft size={16} aria-hidden />
          {PROFILE_EDIT_TEXT.backToProfile}
        </Link>
      </ChakraLink>
      <Stack gap="1" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
          {PROFILE_EDIT_TEXT.title}
        </Heading>
        <Text color="fg.muted">{PROFILE_EDIT_TEXT.intro}</Text>
      </Stack>
      {profile.isPending ? (
        <ProfileEditSkeleton />
      ) : profile.isError ? (
        <LoadError onRetry={() => void profile.refetch()}>{PROFILE_EDIT_TEXT.loadFailed}</LoadError>
      ) : (
        <Stack gap="6">
          <ProfilePhotoCard profile={profile.data} ref={photo} />
          <ProfileDetailsForm profile={profile.data} savePhoto={() => photo.current?.savePicked() ?? Promise.resolve(null)} />
          {me.data && <EmailCard email={me.data.email} />}
          <PasswordCard />
          <SessionsCard profile={profile.data} />
        </Stack>
      )}
    </Container>
  );
}
