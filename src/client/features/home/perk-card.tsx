import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';
import { formatShortDate } from '../../../shared/lib/dates';
import type { PerkDto } from '../../../shared/schemas/content';
import { useId } from 'react';
import { cardShellStyles } from '../../components/cards/card-styles';
import { PerkSummary } from '../../components/cards/perk-summary';
import { SECTIONS_TEXT } from './sections-text';

/**
 * A featured perk on the home page: brand logo and name, discount, 'Expires soon' when under a
 * month is left (PRODUCT.md "States and transitions"), and 'Join to Redeem' (/auth) for a visitor or 'View Perk'
 * (/perks) for a member. Codes are never shown here.
 */
export function PerkCard({ perk, signedIn }: { perk: PerkDto; signedIn: boolean }) {
  const text = SECTIONS_TEXT.perks;
  const titleId = useId();
  return (
    <Box as="article" {...cardShellStyles}>
      <Stack p={{ base: '5', md: '6' }} gap="4" flex="1">
        <PerkSummary perk={perk} titleId={titleId} descriptionLines={3} />

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
