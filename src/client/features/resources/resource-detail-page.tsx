import { Badge, Box, Button, Container, Flex, Grid, Heading, HStack, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { CalendarClock, Download, ExternalLink, Sparkles } from 'lucide-react';
import {
  IMAGE_FALLBACKS,
  IMAGE_SHAPES,
  imageScale,
  masterclassImage,
  objectPositionCss,
  parseImagePosition,
} from '../../../shared/lib/images';
import { parseId } from '../../../shared/rules/ids';
import type { ResourceDetailDto } from '../../../shared/schemas/content';
import { NotFoundPage } from '../../components/layout/not-found-page';
import { Prose } from '../../components/prose';
import { trpc } from '../../trpc';
import { useCurrentUser } from '../auth';
import { BackLink, DetailSkeleton, DetailTitle, isMissing, LoadError } from '../../components/page-states';
import { FallbackImage } from '../../components/cards/fallback-image';
import { CommentsWhenNear } from '../comments';
import { LikeButton, SaveButton } from '../reactions';
import { AccessBadge, CategoryBadges, FormatIcon } from './resource-bits';
import { isMasterclass } from './resource-filters';
import { RESOURCE_TEXT } from './resource-text';
import { useMasterclassFeatureImage } from './use-masterclass-feature-image';
import { usePageMeta } from '../../lib/page-head';
import { resourceMeta } from './resource-head';

function JoinInvite() {
  const location = useLocation();
  const redirect = location.href;
  return (
    <Stack gap="3" role="region" aria-labelledby="join-invite-heading">
      <Heading as="h2" id="join-invite-heading" size="md" color="gray.900">
        {RESOURCE_TEXT.inviteTitle}
      </Heading>
      <Text fontSize="sm" color="gray.700">
        {RESOURCE_TEXT.inviteBody}
      </Text>
      <Button asChild colorPalette="brand" rounded="full" w="full">
        <Link to="/auth" search={{ redirect }}>
          {RESOURCE_TEXT.joinNow}
        </Link>
      </Button>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {RESOURCE_TEXT.alreadyMember}{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="semibold">
          <Link to="/community/auth" search={{ redirect }}>
            {RESOURCE_TEXT.login}
          </Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}

function ComingSoonNotice() {
  return (
    <Stack gap="2" bg="white" rounded="xl" p="4" borderWidth="1px" borderColor="brand.200">
      <HStack gap="2" color="brand.fg">
        <CalendarClock size={18} aria-hidden />
        <Text fontWeight="semibold">{RESOURCE_TEXT.comingSoon}</Text>
      </HStack>
      <Text fontSize="sm" color="gray.700">
        {RESOURCE_TEXT.comingSoonBody}
      </Text>
    </Stack>
  );
}

function AccessAction({ resource, fetching }: { resource: ResourceDetailDto; fetching: boolean }) {
  const { user, isPending } = useCurrentUser();
  if (resource.format === 'none') {
    return (
      <Stack gap="5">
        <ComingSoonNotice />
        {resource.membersOnly && !user && !isPending ? <JoinInvite /> : null}
      </Stack>
    );
  }
  if (resource.accessUrl) {
    return resource.format === 'file' ? (
      <Button asChild colorPalette="brand" rounded="full" size="lg" w="full">
        <a href={resource.accessUrl} download>
          <Download aria-hidden />
          {RESOURCE_TEXT.download}
        </a>
      </Button>
    ) : (
      <Button asChild colorPalette="brand" rounded="full" size="lg" w="full">
        <a href={resource.accessUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden />
          {RESOURCE_TEXT.openResource}
          <Box as="span" srOnly>
            {` ${RESOURCE_TEXT.opensInNewTab}`}
          </Box>
        </a>
      </Button>
    );
  }
  // A member whose page still holds the answer fetched before they signed in: wait for the new one.
  if (isPending || (user && fetching)) {
    return (
      <HStack gap="2" color="fg.muted" role="status">
        <Spinner size="sm" />
        <Text fontSize="sm">{RESOURCE_TEXT.checkingAccess}</Text>
      </HStack>
    );
  }
  return <JoinInvite />;
}

function AccessCard({ resource, fetching }: { resource: ResourceDetailDto; fetching: boolean }) {
  const label = isMasterclass(resource) ? RESOURCE_TEXT.masterclass : RESOURCE_TEXT.format[resource.format];
  return (
    <Stack
      as="aside"
      aria-label={label}
      gap="5"
      bg="brand.50"
      rounded="2xl"
      p={{ base: '5', md: '6' }}
      borderWidth="1px"
      borderColor="brand.100"
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
    >
      <HStack gap="3">
        <Flex boxSize="11" rounded="xl" bg="white" color="brand.fg" align="center" justify="center" shadow="xs" flexShrink={0}>
          <FormatIcon format={resource.format} size={22} />
        </Flex>
        <Stack gap="1">
          <Text fontWeight="semibold" color="gray.900" lineHeight="short">
            {label}
          </Text>
          <Box>
            <AccessBadge membersOnly={resource.membersOnly} />
          </Box>
        </Stack>
      </HStack>
      <AccessAction resource={resource} fetching={fetching} />
    </Stack>
  );
}

function MasterclassHero({ resource }: { resource: ResourceDetailDto }) {
  const featureImage = useMasterclassFeatureImage();
  const position = objectPositionCss(parseImagePosition(resource.imagePosition));
  return (
    <Box overflow="hidden" rounded="2xl" aspectRatio="16/9" bg="brand.50" shadow="sm">
      <FallbackImage
        src={masterclassImage(resource.masterclassImage, featureImage)}
        fallback={IMAGE_FALLBACKS.masterclass}
        shape={IMAGE_SHAPES.wide}
        priority
        alt=""
        w="full"
        h="full"
        objectFit="cover"
        objectPosition={position}
        transform={`scale(${imageScale(resource.imageScale) / 100})`}
        transformOrigin={position}
      />
    </Box>
  );
}

function Resource({ resource, fetching }: { resource: ResourceDetailDto; fetching: boolean }) {
  usePageMeta(resourceMeta(resource));
  const masterclass = isMasterclass(resource);
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }}
      templateAreas={{ base: '"head" "action" "body"', lg: '"head action" "body action"' }}
      columnGap="12"
      rowGap={{ base: '8', lg: '10' }}
      alignItems="start"
    >
      <Stack gap="4" gridArea="head">
        <HStack gap="2" wrap="wrap">
          {resource.comingSoon ? (
            <Badge colorPalette="brand" variant="solid" rounded="full" px="2.5">
              {RESOURCE_TEXT.comingSoon}
            </Badge>
          ) : null}
          {resource.featured ? (
            <Badge colorPalette="yellow" variant="subtle" rounded="full" px="2.5">
              <Sparkles size={12} aria-hidden />
              {RESOURCE_TEXT.featured}
            </Badge>
          ) : null}
          <CategoryBadges categories={resource.categories} />
        </HStack>
        <DetailTitle title={resource.title} description={resource.description} />
        <HStack gap="1" ms="-2">
          <LikeButton contentType="resource" contentId={resource.id} size="md" />
          <SaveButton contentType="resource" contentId={resource.id} size="md" />
        </HStack>
        {masterclass ? <MasterclassHero resource={resource} /> : null}
      </Stack>
      <Box gridArea="action">
        <AccessCard resource={resource} fetching={fetching} />
      </Box>
      <Box as="section" aria-labelledby="about-heading" gridArea="body">
        <Heading as="h2" id="about-heading" size="xl" color="gray.900" mb="4">
          {RESOURCE_TEXT.about}
        </Heading>
        <Prose html={resource.bodyHtml} />
        <CommentsWhenNear contentType="resource" contentId={resource.id} open={resource.commentsOpen} />
      </Box>
    </Grid>
  );
}

function ResourceById({ id }: { id: number }) {
  // What the answer holds depends on who asks (accessUrl), so it is fetched again on every visit.
  const query = trpc.content.resources.byId.useQuery({ id }, { staleTime: 0 });
  if (query.isError && isMissing(query.error)) return <NotFoundPage />;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <BackLink to="/resources">{RESOURCE_TEXT.backToResources}</BackLink>
      {query.data ? (
        <Resource resource={query.data} fetching={query.isFetching} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Container>
  );
}

/** /resources/id/{id}: what a resource holds and how to get it (or an invitation to join). */
export function ResourceDetailPage({ id }: { id: string }) {
  const resourceId = parseId(id);
  if (resourceId === null) return <NotFoundPage />;
  return <ResourceById id={resourceId} />;
}
