import { Box, Button, Container, Flex, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Gift, Heart, MessageCircle, PenLine, Trophy } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import type { UserDto } from '../../../shared/schemas/auth';
import { Eyebrow } from './home-layout';
import { HOME_TEXT } from './home-text';

const POINT_ICONS = [MessageCircle, PenLine, Heart];

// Only members see numbers: visitors never load them (nor the badge's icons).
const MemberStats = lazy(() => import('./banner-member-stats'));

function MemberStatsSkeleton() {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-busy="true" aria-label={HOME_TEXT.gamification.member.loadingStats}>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} h="20" rounded="2xl" variant="shine" opacity={0.3} />
      ))}
    </SimpleGrid>
  );
}

interface GamificationBannerProps {
  user: UserDto | null;
  userPending: boolean;
}

function BannerShell({ children }: { children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="gamification-title" py={{ base: '8', md: '10' }}>
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Box
          rounded="3xl"
          bg="gray.900"
          color="white"
          px={{ base: '6', md: '12' }}
          py={{ base: '8', md: '10' }}
          position="relative"
          overflow="hidden"
          shadow="lg"
        >
          <Box
            aria-hidden
            display={{ base: 'none', md: 'block' }}
            position="absolute"
            top="-16"
            right="-10"
            w="64"
            h="64"
            rounded="full"
            bg="brand.500"
            opacity={0.18}
          />
          <Box position="relative">{children}</Box>
        </Box>
      </Container>
    </Box>
  );
}

/**
 * PRODUCT.md "States and transitions" (Gamification banner). A visitor sees the teaser: 1 free giveaway entry a month
 * plus points for taking part, with links to /auth and /community. A member sees her level,
 * monthly points, entries and level number, with links to the forum and her progress.
 */
export function GamificationBanner({ user, userPending }: GamificationBannerProps) {
  if (userPending) {
    return (
      <Box py={{ base: '8', md: '10' }}>
        <Container maxW="7xl" px={{ base: '5', md: '8' }}>
          <Skeleton h={{ base: '96', md: '60' }} rounded="3xl" />
        </Container>
      </Box>
    );
  }

  if (user) {
    const text = HOME_TEXT.gamification.member;
    return (
      <BannerShell>
        <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} justify="space-between" gap="6">
          <HStack gap="5" align="flex-start">
            <Flex flexShrink={0} w="14" h="14" rounded="2xl" bg="brand.500" color="gray.900" align="center" justify="center" aria-hidden>
              <Trophy size={28} />
            </Flex>
            <Stack gap="2">
              <Eyebrow color="brand.300">{text.eyebrow}</Eyebrow>
              <Heading as="h2" id="gamification-title" size={{ base: '2xl', md: '3xl' }} color="white" wordBreak="break-word">
                {text.title(user.username)}
              </Heading>
              <Text color="gray.300" maxW="xl">
                {text.lead}
              </Text>
            </Stack>
          </HStack>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }} w={{ base: 'full', md: 'auto' }} flexShrink={0}>
            <Button asChild colorPalette="brand" size="lg" rounded="full" px="6">
              <Link to="/community">{text.discuss}</Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              rounded="full"
              px="6"
              color="white"
              borderColor="whiteAlpha.500"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <Link to="/community/profile">{text.progress}</Link>
            </Button>
          </Flex>
        </Flex>
        <Box mt="6">
          <Suspense fallback={<MemberStatsSkeleton />}>
            <MemberStats userId={user.id} fallback={<MemberStatsSkeleton />} />
          </Suspense>
        </Box>
      </BannerShell>
    );
  }

  const text = HOME_TEXT.gamification.visitor;
  return (
    <BannerShell>
      <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '12' }} align={{ base: 'stretch', lg: 'center' }}>
        <Stack gap="3" flex="1">
          <HStack gap="2" color="brand.300">
            <Gift size={18} aria-hidden />
            <Eyebrow color="brand.300">{text.eyebrow}</Eyebrow>
          </HStack>
          <Heading as="h2" id="gamification-title" size={{ base: '2xl', md: '3xl' }} color="white">
            {text.title}
          </Heading>
          <Text color="gray.300" fontSize={{ base: 'md', md: 'lg' }}>
            {text.lead}
          </Text>
          <Flex gap="3" mt="3" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
            <Button asChild colorPalette="brand" size="lg" rounded="full" px="6">
              <Link to="/auth">{text.join}</Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              rounded="full"
              px="6"
              color="white"
              borderColor="whiteAlpha.500"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <Link to="/community">{text.explore}</Link>
            </Button>
          </Flex>
        </Stack>
        <SimpleGrid as="ul" listStyleType="none" columns={3} gap={{ base: '2', sm: '3' }} flex={{ lg: '1' }}>
          {text.points.map((point, index) => {
            const Icon = POINT_ICONS[index] ?? Heart;
            return (
              <Stack
                as="li"
                key={point.label}
                gap="1"
                rounded="2xl"
                bg="whiteAlpha.100"
                borderWidth="1px"
                borderColor="whiteAlpha.200"
                px={{ base: '3', sm: '5' }}
                py={{ base: '4', sm: '5' }}
              >
                <Box color="brand.300" display={{ base: 'none', sm: 'block' }} aria-hidden>
                  <Icon size={20} />
                </Box>
                <Text fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="bold" fontFamily="heading" color="white" lineHeight="1.1">
                  {point.value}
                </Text>
                <Text color="gray.300" fontSize={{ base: 'xs', sm: 'sm' }} lineHeight="short">
                  points {point.label}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
      </Flex>
    </BannerShell>
  );
}
