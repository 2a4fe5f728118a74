import { Box, Button, Container, Flex, Grid, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { HandHeart, HeartHandshake, MessageCircleQuestion, ShieldCheck, Sparkles, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { trpc } from '../../trpc';
import { useCurrentUser } from '../auth';
import { LANDING_TEXT } from './community-text';
import { LANDING_THREADS_SHOWN } from './forum-queries';
import { ThreadList } from './thread-list';
import { formatNumber } from '../../../shared/lib/numbers';
import { usePageMeta } from '../../lib/page-head';
import { SEO_TEXT } from '../../../shared/constants/seo';

const WHAT_ICONS = [MessageCircleQuestion, HandHeart, Sparkles];
const GUIDELINE_ICONS = [HeartHandshake, ShieldCheck, Stethoscope];

function JoinButtons({ signedIn }: { signedIn: boolean }) {
  return (
    <Flex gap="3" wrap="wrap">
      {signedIn ? (
        <Button asChild colorPalette="brand" size="lg" rounded="full" px="7" w={{ base: 'full', sm: 'auto' }}>
          <Link to="/community">{LANDING_TEXT.goToCommunity}</Link>
        </Button>
      ) : (
        <>
          <Button asChild colorPalette="brand" size="lg" rounded="full" px="7" w={{ base: 'full', sm: 'auto' }}>
            <Link to="/auth">{LANDING_TEXT.join}</Link>
          </Button>
          <Button
            asChild
            variant="outline"
            colorPalette="brand"
            bg="white"
            size="lg"
            rounded="full"
            px="7"
            w={{ base: 'full', sm: 'auto' }}
          >
            <Link to="/community">{LANDING_TEXT.browse}</Link>
          </Button>
        </>
      )}
    </Flex>
  );
}

function Section({ id, title, children, ...props }: { id: string; title: string; children: ReactNode; bg?: string }) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: '12', md: '16' }} {...props}>
      <Container maxW="6xl">
        <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} color="gray.900" mb={{ base: '6', md: '8' }}>
          {title}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}

function Stats() {
  const stats = trpc.community.stats.useQuery();
  const items = [
    { label: LANDING_TEXT.stats.members, value: stats.data?.totalUsers },
    { label: LANDING_TEXT.stats.discussions, value: stats.data?.totalThreads },
    { label: LANDING_TEXT.stats.replies, value: stats.data?.totalComments },
    { label: LANDING_TEXT.stats.activeToday, value: stats.data?.activeToday },
  ];
  if (stats.isError) return null;
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
      gap={{ base: '3', md: '4' }}
      aria-label={LANDING_TEXT.statsTitle}
    >
      {items.map((item) => (
        <Stack
          key={item.label}
          gap="1"
          bg="white"
          rounded="2xl"
          p={{ base: '4', md: '5' }}
          shadow="xs"
          borderWidth="1px"
          borderColor="brand.100"
          textAlign="center"
        >
          <Text as="dt" fontSize="sm" color="gray.600" order={2}>
            {item.label}
          </Text>
          <Text
            as="dd"
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            fontFamily="heading"
            fontVariantNumeric="lining-nums"
            color="brand.fg"
            order={1}
          >
            {item.value === undefined ? <Skeleton as="span" display="inline-block" h="8" w="12" /> : formatNumber(item.value)}
          </Text>
        </Stack>
      ))}
    </Box>
  );
}

function RecentThreads() {
  const recent = trpc.community.threads.recent.useQuery({ limit: LANDING_THREADS_SHOWN });
  if (recent.isPending) return <Skeleton h="40" rounded="2xl" />;
  if (recent.isError || recent.data.length === 0) return null;
  return (
    <Stack gap="6">
      <ThreadList threads={recent.data.slice(0, LANDING_THREADS_SHOWN)} />
      <Box>
        <Button asChild variant="outline" colorPalette="brand" rounded="full">
          <Link to="/community">{LANDING_TEXT.viewAll}</Link>
        </Button>
      </Box>
    </Stack>
  );
}

function IconTile({ icon: Icon, title, body }: { icon: typeof Sparkles; title: string; body: string }) {
  return (
    <Stack gap="3" bg="white" rounded="2xl" p={{ base: '5', md: '6' }} borderWidth="1px" borderColor="gray.100" shadow="xs" h="full">
      <Flex boxSize="11" rounded="xl" bg="brand.50" color="brand.fg" align="center" justify="center" aria-hidden>
        <Icon size={22} />
      </Flex>
      <Heading as="h3" size="lg" color="gray.900">
        {title}
      </Heading>
      <Text color="gray.600" lineHeight="1.7">
        {body}
      </Text>
    </Stack>
  );
}

/** /community/landing: what the community is, what members do there, its rules, and an invitation to join. */
export function CommunityLandingPage() {
  usePageMeta(SEO_TEXT.pages.community);
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  return (
    <>
      <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="white" pt={{ base: '12', md: '20' }} pb={{ base: '10', md: '14' }}>
        <Container maxW="6xl">
          <Stack gap="5" maxW="3xl">
            <Text fontSize="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brand.fg">
              {LANDING_TEXT.eyebrow}
            </Text>
            <Heading as="h1" size={{ base: '4xl', md: '6xl' }} color="gray.900" lineHeight="1.1">
              {LANDING_TEXT.title}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" lineHeight="1.7">
              {LANDING_TEXT.lead}
            </Text>
            <JoinButtons signedIn={signedIn} />
          </Stack>
          <Box mt={{ base: '10', md: '14' }}>
            <Heading as="h2" srOnly>
              {LANDING_TEXT.statsTitle}
            </Heading>
            <Stats />
          </Box>
        </Container>
      </Box>

      <Section id="what-heading" title={LANDING_TEXT.whatTitle}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '4', md: '6' }}>
          {LANDING_TEXT.what.map((item, index) => (
            <li key={item.title}>
              <IconTile icon={WHAT_ICONS[index]!} title={item.title} body={item.body} />
            </li>
          ))}
        </SimpleGrid>
        <Grid
          templateColumns={{ base: '1fr', md: 'auto 1fr' }}
          gap={{ base: '4', md: '8' }}
          alignItems="center"
          mt={{ base: '6', md: '8' }}
          bg="gray.900"
          color="white"
          rounded="2xl"
          p={{ base: '5', md: '7' }}
        >
          <Stack gap="1">
            <Heading as="h3" size="lg" color="white">
              {LANDING_TEXT.pointsTitle}
            </Heading>
            <Text color="gray.300" fontSize="sm">
              {LANDING_TEXT.pointsNote}
            </Text>
          </Stack>
          <Box as="dl" display="grid" gridTemplateColumns="repeat(3, 1fr)" gap="3">
            {LANDING_TEXT.points.map((point) => (
              <Stack key={point.label} gap="0.5" bg="whiteAlpha.100" rounded="xl" p="3" textAlign="center">
                <Text as="dd" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.300" order={1}>
                  {point.value}
                </Text>
                <Text as="dt" fontSize="xs" color="gray.300" order={2}>
                  {point.label}
                </Text>
              </Stack>
            ))}
          </Box>
        </Grid>
      </Section>

      <Section id="guidelines-heading" title={LANDING_TEXT.guidelinesTitle} bg="brand.50">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '4', md: '6' }}>
          {LANDING_TEXT.guidelines.map((item, index) => (
            <li key={item.title}>
              <IconTile icon={GUIDELINE_ICONS[index]!} title={item.title} body={item.body} />
            </li>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="recent-heading" title={LANDING_TEXT.recentTitle}>
        <RecentThreads />
      </Section>

      <Box as="section" aria-labelledby="ready-heading" pb={{ base: '14', md: '20' }}>
        <Container maxW="6xl">
          <Stack
            gap="4"
            align="center"
            textAlign="center"
            bg="brand.100"
            rounded="3xl"
            px={{ base: '6', md: '12' }}
            py={{ base: '10', md: '14' }}
          >
            <Heading as="h2" id="ready-heading" size={{ base: '2xl', md: '3xl' }} color="gray.900">
              {LANDING_TEXT.readyTitle}
            </Heading>
            <Text color="gray.700" fontSize={{ base: 'md', md: 'lg' }}>
              {LANDING_TEXT.readyBody}
            </Text>
            <JoinButtons signedIn={signedIn} />
          </Stack>
        </Container>
      </Box>
    </>
  );
}
