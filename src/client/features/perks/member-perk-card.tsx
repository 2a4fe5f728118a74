import { Badge, Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { formatDisplayDate } from '../../../shared/lib/dates';
import { GENERIC_IMAGE_FALLBACK, imageOrFallback } from '../../../shared/lib/images';
import { EXPIRES_SOON_TEXT, isExpiringSoon } from '../../../shared/lib/perk-expiry';
import type { CurrentPerkDto, RedemptionDto } from '../../../shared/schemas/perks';
import { FallbackImage } from '../../components/cards/fallback-image';
import { PerkRedemption } from './perk-redemption';
import { PERKS_PAGE_TEXT as T } from './perks-text';

/**
 * A perk on the members' page: logo, brand, discount, title, description, its end date with
 * 'Expires soon' under a month ahead (SPEC section 4), and Redeem, or what she got from it.
 */
export function MemberPerkCard({ perk, redemption }: { perk: CurrentPerkDto; redemption: RedemptionDto | undefined }) {
  const titleId = useId();
  const expiringSoon = isExpiringSoon(perk.expiryDate);
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.100"
      shadow="sm"
      display="flex"
      flexDirection="column"
      h="full"
    >
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
        {perk.description ? (
          <Text color="gray.600" fontSize="sm">
            {perk.description}
          </Text>
        ) : null}

        <HStack gap="1.5" fontSize="xs" color="gray.600" mt="auto">
          <CalendarClock size={14} aria-hidden />
          {perk.expiryDate ? (
            <Text as="span">
              {T.validUntil} <time dateTime={perk.expiryDate}>{formatDisplayDate(perk.expiryDate)}</time>
            </Text>
          ) : (
            <Text as="span">{T.noExpiry}</Text>
          )}
        </HStack>

        <PerkRedemption
          perkId={perk.id}
          brandName={perk.brandName}
          pool={perk.redemptionMethod === 'pool'}
          redemption={redemption}
          titleId={titleId}
        />
      </Stack>
    </Box>
  );
}
