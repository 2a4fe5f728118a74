import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Gift, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { trpc } from '../../trpc';
import { CardGrid, CardPlaceholders, EmptyMessage, HomeSection, SectionHeading } from './section-layout';
import { SECTIONS_TEXT } from './sections-text';
import { PerkCard } from './perk-card';

const text = SECTIONS_TEXT.perks;

/** PRODUCT.md "Messages": when the perks can't be fetched, a 'Become a Member' panel shows instead. */
function PerksUnavailable({ signedIn }: { signedIn: boolean }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="4"
      py="10"
      px="6"
      rounded="3xl"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      shadow="sm"
    >
      <Flex w="14" h="14" rounded="full" bg="brand.50" color="brand.fg" align="center" justify="center" aria-hidden>
        <Gift size={26} />
      </Flex>
      <Heading as="h3" size="2xl" color="gray.900">
        {text.failedTitle}
      </Heading>
      <Text color="gray.600" maxW="lg">
        {signedIn ? text.failedMemberText : text.failedText}
      </Text>
      <Button asChild colorPalette="brand" size="lg" rounded="full" px="7">
        {signedIn ? <Link to="/perks">{text.seeAll}</Link> : <Link to="/auth">{text.joinNow}</Link>}
      </Button>
    </Stack>
  );
}

/** The member-only banner under the perk cards: Join Now (visitors) and See All Perks. */
function MembersBanner({ signedIn }: { signedIn: boolean }) {
  return (
    <Flex
      mt={{ base: '8', md: '10' }}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      gap="6"
      rounded="3xl"
      px={{ base: '6', md: '10' }}
      py={{ base: '7', md: '8' }}
      bgGradient="to-r"
      gradientFrom="brand.500"
      gradientTo="brand.300"
      color="gray.900"
    >
      <Flex gap="4" align="flex-start">
        <Flex flexShrink={0} w="12" h="12" rounded="2xl" bg="whiteAlpha.700" align="center" justify="center" aria-hidden>
          <Sparkles size={24} />
        </Flex>
        <Stack gap="1">
          <Heading as="h3" size={{ base: 'xl', md: '2xl' }} color="gray.900">
            {text.bannerTitle}
          </Heading>
          <Text color="gray.900">{signedIn ? text.bannerMemberText : text.bannerText}</Text>
        </Stack>
      </Flex>
      <Flex gap="3" wrap="wrap" flexShrink={0} w={{ base: 'full', md: 'auto' }}>
        {signedIn ? null : (
          <Button
            asChild
            bg="gray.900"
            color="white"
            _hover={{ bg: 'gray.700' }}
            size="lg"
            rounded="full"
            px="6"
            flex={{ base: '1', md: 'none' }}
          >
            <Link to="/auth">{text.joinNow}</Link>
          </Button>
        )}
        <Button
          asChild
          variant="outline"
          borderColor="gray.900"
          color="gray.900"
          bg="whiteAlpha.600"
          _hover={{ bg: 'white' }}
          size="lg"
          rounded="full"
          px="6"
          flex={{ base: '1', md: 'none' }}
        >
          <Link to="/perks">{text.seeAll}</Link>
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * PRODUCT.md "Screens": featured perk cards (the call is retried once, PRODUCT.md "Calls and answers"; a failure is
 * logged and shows the 'Become a Member' panel, PRODUCT.md "Messages") and the member-only banner.
 */
export function PerksSection({ signedIn }: { signedIn: boolean }) {
  const perks = trpc.content.perks.featured.useQuery(undefined, { retry: 1 });
  const { isError, error } = perks;
  useEffect(() => {
    if (isError) console.error(`${text.failedLog}:`, error?.message);
  }, [isError, error]);

  return (
    <HomeSection labelledBy="perks-title" bg="gray.50">
      <SectionHeading id="perks-title" eyebrow={text.eyebrow} title={text.title} description={text.description} />
      {perks.isPending ? (
        <CardPlaceholders label={text.loading} height="80" />
      ) : perks.isError ? (
        <PerksUnavailable signedIn={signedIn} />
      ) : perks.data.length === 0 ? (
        <EmptyMessage>{text.empty}</EmptyMessage>
      ) : (
        <CardGrid>
          {perks.data.map((perk) => (
            <PerkCard key={perk.id} perk={perk} signedIn={signedIn} />
          ))}
        </CardGrid>
      )}
      {/* On failure the panel above already invites the visitor in. */}
      {perks.isError ? null : <MembersBanner signedIn={signedIn} />}
    </HomeSection>
  );
}
