import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { HeartHandshake } from 'lucide-react';
import { SAFETY_TEXT, SUPPORT_SERVICES, telHref } from '../../../shared/constants/safety';

/**
 * Where help is, shown beside the composer when what she writes suggests someone may be at risk
 * (rules/safety.ts). Never blocks posting. Loaded on first need (safety-check.tsx): most posts
 * never show it.
 */
export default function SupportPanel() {
  return (
    <Box
      as="aside"
      aria-labelledby="support-panel-title"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Heading as="h2" id="support-panel-title" size="md" color="gray.900" display="flex" alignItems="center" gap="2">
          <HeartHandshake size={20} aria-hidden />
          {SAFETY_TEXT.panel.title}
        </Heading>
        <Text fontWeight="bold" color="red.800">
          {SAFETY_TEXT.panel.danger}
        </Text>
        <Text color="gray.800">{SAFETY_TEXT.panel.intro}</Text>
        <Stack as="ul" listStyleType="none" gap="2">
          {SUPPORT_SERVICES.map((service) => (
            <Box as="li" key={service.name}>
              <ChakraLink href={telHref(service.number)} color="brand.fg" fontWeight="semibold">
                {service.name}: {service.number}
              </ChakraLink>
              <Text as="span" display="block" fontSize="sm" color="gray.700">
                {service.hours}
              </Text>
            </Box>
          ))}
        </Stack>
        <Text fontSize="sm" color="gray.700">
          {SAFETY_TEXT.panel.notWatched}
        </Text>
        <ChakraLink asChild fontSize="sm" color="brand.fg" fontWeight="medium">
          <Link to="/support">{SAFETY_TEXT.panel.more}</Link>
        </ChakraLink>
      </Stack>
    </Box>
  );
}
