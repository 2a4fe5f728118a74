import { Badge, Box, Flex, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ResourceDto } from '../../../shared/schemas/content';
import { cardShellStyles } from '../../components/cards/card-styles';
import { AccessBadge, CategoryBadges, FormatIcon } from './resource-bits';
import { RESOURCE_TEXT } from './resource-text';

/**
 * A download, guide or event that is not a masterclass: its format, categories, whether it is
 * free or for members, and a link (the title's, covering the card) to /resources/id/{id}.
 */
export function ResourceCard({ resource }: { resource: ResourceDto }) {
  return (
    <LinkBox
      as="article"
      {...cardShellStyles}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '3px' }}
    >
      <HStack bg="brand.50" px={{ base: '5', md: '6' }} py="4" gap="3">
        <Flex boxSize="10" rounded="xl" bg="white" color="brand.fg" align="center" justify="center" shadow="xs" flexShrink={0}>
          <FormatIcon format={resource.format} />
        </Flex>
        <Text fontSize="sm" fontWeight="semibold" color="gray.700">
          {RESOURCE_TEXT.format[resource.format]}
        </Text>
      </HStack>
      <Stack p={{ base: '5', md: '6' }} gap="3" flex="1">
        <HStack gap="1.5" wrap="wrap">
          <AccessBadge membersOnly={resource.membersOnly} size="sm" />
          {resource.comingSoon ? (
            <Badge colorPalette="brand" variant="solid" rounded="full" px="2.5" size="sm">
              {RESOURCE_TEXT.comingSoon}
            </Badge>
          ) : null}
          <CategoryBadges categories={resource.categories} size="sm" />
        </HStack>
        <Heading as="h3" size="xl" color="gray.900" lineHeight="short" lineClamp={2}>
          <LinkOverlay asChild _hover={{ color: 'brand.fg' }} outline="none">
            <Link to="/resources/id/$id" params={{ id: String(resource.id) }}>
              {resource.title}
            </Link>
          </LinkOverlay>
        </Heading>
        <Text color="gray.600" lineClamp={3}>
          {resource.description}
        </Text>
        <Box mt="auto" pt="2">
          <HStack as="span" gap="1" color="brand.fg" fontWeight="semibold" fontSize="sm" aria-hidden>
            {RESOURCE_TEXT.view}
            <ArrowRight size={16} />
          </HStack>
        </Box>
      </Stack>
    </LinkBox>
  );
}
