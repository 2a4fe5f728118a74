import { Badge, Box, Button, Flex, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Bed, CircleCheck, FileText, Smartphone, Star, Utensils, type LucideIcon } from 'lucide-react';
import type { SiteContentFields } from '../../../shared/schemas/content';
import { ContentLink } from './home-layout';
import { PROMO_DEFAULTS, resolvePromo } from './sections-text';

/** PRODUCT.md "Screens": feature icons bed, star, utensils, file, with a fallback for others. */
const FEATURE_ICONS: Record<string, LucideIcon> = { bed: Bed, star: Star, utensils: Utensils, file: FileText };

/** The icons an admin can pick for a feature (the site content editor's picker). */
export const FEATURE_ICON_NAMES = Object.keys(FEATURE_ICONS);

export function featureIcon(name: string): LucideIcon {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(FEATURE_ICONS, key) ? FEATURE_ICONS[key]! : CircleCheck;
}

/**
 * PRODUCT.md "Screens": the members promo card after the masterclasses, from site content
 * `home_masterclasses_promo`; every missing field takes PRODUCT.md's default.
 */
export function MasterclassesPromo({ content }: { content: SiteContentFields | null }) {
  const promo = resolvePromo(content);
  return (
    <Grid
      mt={{ base: '10', md: '14' }}
      templateColumns={{ base: '1fr', lg: '1.6fr 1fr' }}
      rounded="3xl"
      overflow="hidden"
      shadow="lg"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      data-testid="masterclasses-promo"
    >
      <Stack p={{ base: '6', md: '10' }} gap="5">
        <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" rounded="full" px="3" py="1" size="lg">
          {promo.badge}
        </Badge>
        <Heading as="h3" size={{ base: '2xl', md: '3xl' }} color="gray.900" lineHeight="1.2">
          {promo.title}
        </Heading>
        <Text color="gray.600" fontSize={{ base: 'md', md: 'lg' }}>
          {promo.description}
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3">
          {promo.features.map((feature, index) => {
            const Icon = featureIcon(feature.icon);
            return (
              <HStack as="li" key={`${feature.title}-${index}`} gap="3" align="center">
                <Flex flexShrink={0} w="10" h="10" rounded="xl" bg="brand.50" color="brand.fg" align="center" justify="center" aria-hidden>
                  <Icon size={20} />
                </Flex>
                <Text fontWeight="medium" color="gray.800">
                  {feature.title}
                </Text>
              </HStack>
            );
          })}
        </SimpleGrid>
        <Flex gap="3" wrap="wrap" pt="2">
          <Button asChild colorPalette="brand" size="lg" rounded="full" px="6" w={{ base: 'full', sm: 'auto' }}>
            <ContentLink href={promo.cta.link}>{promo.cta.text}</ContentLink>
          </Button>
          <Button asChild variant="outline" size="lg" rounded="full" px="6" borderColor="brand.300" w={{ base: 'full', sm: 'auto' }}>
            <ContentLink href={promo.secondaryCta.link}>{promo.secondaryCta.text}</ContentLink>
          </Button>
        </Flex>
      </Stack>

      <Stack
        justify="center"
        gap="4"
        p={{ base: '6', md: '10' }}
        bgGradient="to-br"
        gradientFrom="brand.400"
        gradientTo="brand.600"
        color="gray.900"
      >
        <Flex w="12" h="12" rounded="2xl" bg="whiteAlpha.700" align="center" justify="center" aria-hidden>
          <Smartphone size={24} />
        </Flex>
        <Heading as="h3" size={{ base: 'xl', md: '2xl' }} color="gray.900">
          {promo.rightSection.title}
        </Heading>
        <Text color="gray.900">{promo.rightSection.description}</Text>
        <Box>
          <Button
            asChild
            bg="gray.900"
            color="white"
            _hover={{ bg: 'gray.700' }}
            size="lg"
            rounded="full"
            px="6"
            w={{ base: 'full', sm: 'auto' }}
          >
            <Link to={PROMO_DEFAULTS.appButton.link}>{PROMO_DEFAULTS.appButton.text}</Link>
          </Button>
        </Box>
      </Stack>
    </Grid>
  );
}
