import { Box, Button, Container, Flex, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Bell, Bookmark, CalendarDays, Pencil } from 'lucide-react';
import { formatDisplayDate } from '../../../shared/lib/dates';
import type { MemberProfileDto } from '../../../shared/schemas/community';
import { DetailSkeleton, isMissing, LoadError } from '../../components/page-states';
import { trpc } from '../../trpc';
import { useCurrentUser } from '../auth';
import { FORUM_TEXT } from './community-text';
import { FORUM_QUERY_OPTIONS } from './forum-queries';
import { ForumNotFound } from './forum-states';
import { LevelProgress, MemberLevelBadge } from '../gamification';
import { MemberAvatar } from './member-avatar';
import { canRelate, canReport } from './permissions';
import { PostTime } from './post-time';
import { RelationActions } from './relation-actions';
import { ReportAction } from './report-action';
import { ThreadList } from './thread-list';
import { useRelations } from './use-relations';
import { THREAD_PREVIEW_LENGTH, truncate } from '../../../shared/lib/text';
import { parseId } from '../../../shared/rules/ids';
import { formatNumber } from '../../../shared/lib/numbers';
import { usePageMeta } from '../../lib/page-head';

function Count({ value, label }: { value: number; label: string }) {
  return (
    <Stack gap="0" align={{ base: 'center', md: 'flex-start' }}>
      <Text fontSize="2xl" fontWeight="bold" color="gray.900" lineHeight="1">
        {formatNumber(value)}
      </Text>
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
    </Stack>
  );
}

/** The member's own links: edit the profile, their saved items and notifications. */
function OwnLinks() {
  return (
    <Flex gap="2" wrap="wrap" justify={{ base: 'center', md: 'flex-start' }}>
      <Button asChild colorPalette="brand" rounded="full" size="sm" px="4">
        <Link to="/profile/edit">
          <Pencil size={15} aria-hidden />
          {FORUM_TEXT.editProfile}
        </Link>
      </Button>
      <Button asChild variant="outline" colorPalette="brand" bg="white" rounded="full" size="sm" px="4">
        <Link to="/profile/saved-items">
          <Bookmark size={15} aria-hidden />
          {FORUM_TEXT.savedItems}
        </Link>
      </Button>
      <Button asChild variant="outline" colorPalette="brand" bg="white" rounded="full" size="sm" px="4">
        <Link to="/profile/notifications">
          <Bell size={15} aria-hidden />
          {FORUM_TEXT.notifications}
        </Link>
      </Button>
    </Flex>
  );
}

/** What she may do about another member's profile: report it; mute or block her (not the team). */
interface ProfileOffers {
  reportable: boolean;
  relatable: boolean;
}

function ProfileHeader({ profile, own, offers }: { profile: MemberProfileDto; own: boolean; offers: ProfileOffers }) {
  const name = profile.displayName.trim() || profile.username;
  usePageMeta({ title: name });
  return (
    <Box bg="white" rounded="3xl" borderWidth="1px" borderColor="gray.100" shadow="sm" overflow="hidden">
      <Box h={{ base: '20', md: '24' }} bgGradient="to-r" gradientFrom="brand.100" gradientTo="brand.300" />
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '3', md: '6' }}
        px={{ base: '5', md: '8' }}
        pt={{ base: '0', md: '4' }}
        pb={{ base: '5', md: '6' }}
        align={{ base: 'center', md: 'flex-end' }}
      >
        {/* Only the avatar reaches up into the banner; the name stays on white. */}
        <Box
          rounded="full"
          borderWidth="4px"
          borderColor="white"
          bg="white"
          mt={{ base: '-12', md: '-16' }}
          alignSelf={{ base: 'center', md: 'flex-start' }}
          flexShrink={0}
        >
          <MemberAvatar member={{ name, avatar: profile.avatar }} size="2xl" />
        </Box>
        <Stack gap="1" flex="1" textAlign={{ base: 'center', md: 'start' }} minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900" overflowWrap="anywhere">
            {name}
          </Heading>
          <HStack gap="2" justify={{ base: 'center', md: 'flex-start' }} wrap="wrap">
            <Text color="gray.600">@{profile.username}</Text>
            <MemberLevelBadge userId={profile.id} size="md" />
          </HStack>
          <HStack gap="1.5" color="gray.600" fontSize="sm" justify={{ base: 'center', md: 'flex-start' }}>
            <CalendarDays size={15} aria-hidden />
            <Text>{FORUM_TEXT.joined(formatDisplayDate(profile.joinedAt))}</Text>
          </HStack>
        </Stack>
        <HStack gap="8">
          <Count value={profile.threadCount} label={profile.threadCount === 1 ? 'discussion' : 'discussions'} />
          <Count value={profile.replyCount} label={profile.replyCount === 1 ? 'reply' : 'replies'} />
        </HStack>
      </Flex>
      <Stack gap="4" px={{ base: '5', md: '8' }} pb={{ base: '6', md: '8' }} textAlign={{ base: 'center', md: 'start' }}>
        {profile.bio.trim() ? (
          <Text color="gray.700" lineHeight="1.7" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {profile.bio}
          </Text>
        ) : (
          <Text color="gray.500" fontStyle="italic">
            {own ? FORUM_TEXT.noBioOwn : FORUM_TEXT.noBio}
          </Text>
        )}
        {own ? <OwnLinks /> : null}
        {offers.reportable || offers.relatable ? (
          // Quiet buttons: the first one's icon lines up with the bio's text on a wide screen.
          <Flex justify={{ base: 'center', md: 'flex-start' }} ms={{ md: '-3' }} gap="1" wrap="wrap">
            {offers.reportable ? <ReportAction targetType="profile" targetId={profile.id} iconOnlyOnPhone={false} /> : null}
            {offers.relatable ? <RelationActions member={{ id: profile.id, name }} iconOnlyOnPhone={false} /> : null}
          </Flex>
        ) : null}
      </Stack>
    </Box>
  );
}

function RecentReplies({ replies }: { replies: MemberProfileDto['recentReplies'] }) {
  if (replies.length === 0) return <Text color="gray.600">{FORUM_TEXT.noRecentReplies}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {replies.map((reply) => (
        <Box
          as="li"
          key={reply.id}
          bg="white"
          rounded="2xl"
          borderWidth="1px"
          borderColor="gray.100"
          shadow="xs"
          p={{ base: '4', md: '5' }}
        >
          <Text fontSize="sm" color="gray.600" mb="1.5">
            {FORUM_TEXT.repliedIn}{' '}
            <ChakraLink asChild display="inline" color="gray.900" fontWeight="semibold" _hover={{ color: 'brand.fg' }}>
              <Link to="/community/thread/$id" params={{ id: String(reply.threadId) }} hash={`reply-${reply.id}`}>
                {reply.threadTitle}
              </Link>
            </ChakraLink>
            {' · '}
            <PostTime value={reply.createdAt} />
          </Text>
          <Text color="gray.700" fontSize="sm" lineClamp={3} overflowWrap="anywhere">
            {truncate(reply.content, THREAD_PREVIEW_LENGTH)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function Profile({ profile, own, offers }: { profile: MemberProfileDto; own: boolean; offers: ProfileOffers }) {
  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <ProfileHeader profile={profile} own={own} offers={offers} />
      <LevelProgress userId={profile.id} own={own} />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '8', lg: '8' }} alignItems="start">
        <Box as="section" aria-labelledby="recent-threads-heading">
          <Heading as="h2" id="recent-threads-heading" size="xl" color="gray.900" mb="4">
            {FORUM_TEXT.recentThreads}
          </Heading>
          {profile.recentThreads.length === 0 ? (
            <Text color="gray.600">{FORUM_TEXT.noRecentThreads}</Text>
          ) : (
            <ThreadList threads={profile.recentThreads} />
          )}
        </Box>
        <Box as="section" aria-labelledby="recent-replies-heading">
          <Heading as="h2" id="recent-replies-heading" size="xl" color="gray.900" mb="4">
            {FORUM_TEXT.recentReplies}
          </Heading>
          <RecentReplies replies={profile.recentReplies} />
        </Box>
      </Grid>
    </Stack>
  );
}

function ProfileById({ id }: { id: number }) {
  const { user } = useCurrentUser();
  const { teamIds } = useRelations();
  const query = trpc.community.profiles.byId.useQuery({ id }, FORUM_QUERY_OPTIONS);
  if (query.isError && isMissing(query.error)) {
    return <ForumNotFound title={FORUM_TEXT.profileNotFound}>{FORUM_TEXT.profileNotFoundBody}</ForumNotFound>;
  }
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {query.data ? (
        <Profile
          profile={query.data}
          own={user?.id === id}
          offers={{ reportable: canReport(user, id), relatable: canRelate(user, id, teamIds) }}
        />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Container>
  );
}

/**
 * /community/profile/{id} and, with the member's own id, /community/profile: display name,
 * avatar, join date, bio, counts, recent discussions and replies. Members only (the route guard).
 */
export function ProfilePage({ id }: { id: string }) {
  const profileId = parseId(id);
  if (profileId === null) return <ForumNotFound title={FORUM_TEXT.profileNotFound}>{FORUM_TEXT.profileNotFoundBody}</ForumNotFound>;
  return <ProfileById id={profileId} />;
}

/** /community/profile: the signed-in member's own profile (the guard makes sure there is one). */
export function MyProfilePage() {
  const { user } = useCurrentUser();
  if (!user) return <DetailSkeleton />;
  return <ProfileById id={user.id} />;
}
