import { Badge, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { GENERIC_IMAGE_FALLBACK, IMAGE_SHAPES, imageOrFallback } from '../../../shared/lib/images';
import { EXPIRES_SOON_TEXT, isExpiringSoon } from '../../../shared/lib/perk-expiry';
import type { PerkDto } from '../../../shared/schemas/content';
import { FallbackImage } from './fallback-image';

interface PerkSummaryProps {
  perk: PerkDto;
  /** The id the card's heading gets, for buttons that name it. */
  titleId: string;
  /** Lines the description may take (the home teaser keeps cards even). */
  descriptionLines?: number;
}

/**
 * What every perk card shows first: the brand's logo and name, 'Expires soon' under a month
 * ahead (PRODUCT.md "States and transitions"), the discount, the title and the description. The home teaser and the
 * members' page each add their own footer.
 */
export function PerkSummary({ perk, titleId, descriptionLines }: PerkSummaryProps) {
  return (
    <>
      <Flex justify="space-between" align="center" gap="3">
        <HStack gap="3" minW="0">
          <FallbackImage
            src={imageOrFallback(perk.brandLogo, GENERIC_IMAGE_FALLBACK)}
            fallback={GENERIC_IMAGE_FALLBACK}
            alt={`${perk.brandName} logo`}
            shape={IMAGE_SHAPES.square}
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
        {isExpiringSoon(perk.expiryDate) ? (
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
        <Text color="gray.600" fontSize="sm" lineClamp={descriptionLines}>
          {perk.description}
        </Text>
      ) : null}
    </>
  );
}
