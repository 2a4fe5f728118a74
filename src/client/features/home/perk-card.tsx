import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';
import { formatShortDate } from '../../../shared/lib/dates';
import { GENERIC_IMAGE_FALLBACK, imageOrFallback } from '../../../shared/lib/images';
import { EXPIRES_SOON_TEXT, isExpiringSoon } from '../../../shared/lib/perk-expiry';
import type { PerkDto } from '../../../shared/schemas/content';
import { useId } from 'react';
import { cardShellStyles } from '../../components/cards/card-styles';
import { FallbackImage } from '../../components/cards/fallback-image';
import { SECTIONS_TEXT } from './sections-text';

/**
 * A featured perk on the home page: brand logo and name, discount, 'Expires soon' when under a
 * month is left (SPEC section 4), and 'Join to Redeem' (/auth) for a visitor or 'View Perk'
 * (/perks) for a member. Codes are never shown here.
 */
export function PerkCard({ perk, signedIn }: { perk: PerkDto; signedIn: boolean }) {
  const text = SECTIONS_TEXT.perks;
  const titleId = useId();
  const expiringSoon = isExpiringSoon(perk.expiryDate);
  return (
    <Box as="article" {...cardShellStyles}>
      <Stack p={{ base: '5', md: '6' }} gap="4" flex="1">
        <Flex justify="space-between" align="center" gap="3">
          <HStack gap="3" minW="0">
            <FallbackImage
              src={imageOrFallback(perk.brandLogo, GENERIC_IMAGE_FALLBACK)}
              fallback={GENERIC_IMAGE_FALLBACK}
              alt={`${perk.brandName} logo`}
              w="14"
              h="14"
              rounded="xl"
              objectFit="contain"
              bg="gray.50"
              borderWidth="1px"
              borderColor="gray.100"
              flexShrink={0}
            />
            <Text fontWeight="semibold" color="gray.800" lineClamp={2}>
              {perk.brandName}
            </Text>
          </HStack>
          {expiringSoon ? (
            <Badge colorPalette="orange" variant="subtle" rounded="full" px="2.5" flexShrink={0}>
              {EXPIRES_SOON_TEXT}
            </Badge>
          ) : null}
        </Flex>

        <Text fontFamily="heading" fontWeight="bold" fontSize="3xl" color="brand.fg" lineHeight="1.1">
          {perk.discountAmount}
        </Text>
        <Heading as="h3" id={titleId} size="lg" color="gray.900" lineHeight="short">
          {perk.title}
        </Heading>
        <Text color="gray.600" fontSize="sm" lineClamp={3}>
          {perk.description}
        </Text>

        <Flex mt="auto" pt="2" align="center" justify="space-between" gap="3" wrap="wrap">
          {perk.expiryDate ? (
            <HStack gap="1.5" fontSize="xs" color="gray.600">
              <CalendarClock size={14} aria-hidden />
              <Text as="span">
                {text.validUntil} <time dateTime={perk.expiryDate}>{formatShortDate(perk.expiryDate)}</time>
              </Text>
            </HStack>
          ) : (
            <Box />
          )}
          <Button asChild colorPalette="brand" size="sm" rounded="full" px="4">
            {signedIn ? (
              <Link to="/perks" aria-describedby={titleId}>
                {text.viewPerk}
              </Link>
            ) : (
              <Link to="/auth" aria-describedby={titleId}>
                {text.redeem}
              </Link>
            )}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
