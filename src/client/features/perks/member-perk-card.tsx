import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { formatDisplayDate } from '../../../shared/lib/dates';
import type { CurrentPerkDto, RedemptionDto } from '../../../shared/schemas/perks';
import { PerkSummary } from '../../components/cards/perk-summary';
import { PerkRedemption } from './perk-redemption';
import { PERKS_PAGE_TEXT as T } from './perks-text';

/**
 * A perk on the members' page: logo, brand, discount, title, description, its end date with
 * 'Expires soon' under a month ahead (PRODUCT.md "States and transitions"), and Redeem, or what she got from it.
 */
export function MemberPerkCard({ perk, redemption }: { perk: CurrentPerkDto; redemption: RedemptionDto | undefined }) {
  const titleId = useId();
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
        <PerkSummary perk={perk} titleId={titleId} />

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
