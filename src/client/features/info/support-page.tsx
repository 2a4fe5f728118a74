import { Box, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SAFETY_TEXT, SUPPORT_SERVICES, telHref } from '../../../shared/constants/safety';
import { trpc } from '../../trpc';
import { InfoPage } from './info-page';
import { INFO_PAGES } from './info-text';

/** The admin-editable list of support lines (site content; its defaults are SUPPORT_SERVICES). */
export const SUPPORT_BLOCK = { key: 'support_services' } as const;

const T = SAFETY_TEXT.page;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="lg" color="gray.900" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium" textDecoration="underline">
      {children}
      <ExternalLink size={12} aria-hidden />
      <Box as="span" srOnly>
        {` ${T.opensInNewTab}`}
      </Box>
    </ChakraLink>
  );
}

/**
 * /support: where to get help now (the support_services block, or the built-in list until it
 * loads or if it is empty), how to report a post, what happens next, how to ask for another look
 * and how to complain to the eSafety Commissioner. Server-rendered like the other info pages.
 */
export function SupportPage() {
  const block = trpc.content.siteContent.byKey.useQuery(SUPPORT_BLOCK);
  const services = block.data?.content.services?.length ? block.data.content.services : SUPPORT_SERVICES;
  return (
    <InfoPage title={INFO_PAGES.support.title} description={INFO_PAGES.support.description}>
      <Stack gap="8">
        <Text fontSize="lg" color="gray.800">
          {T.intro}
        </Text>
        <Section title={T.servicesHeading}>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
            {services.map((service) => (
              <Box as="li" key={service.name} bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="4">
                <Text fontWeight="semibold" color="gray.900">
                  {service.name}
                </Text>
                <ChakraLink
                  href={telHref(service.number)}
                  aria-label={T.call(service.name, service.number)}
                  color="brand.fg"
                  fontSize="xl"
                  fontWeight="bold"
                  display="inline-flex"
                  alignItems="center"
                  gap="2"
                >
                  <Phone size={18} aria-hidden />
                  {service.number}
                </ChakraLink>
                <Text fontSize="sm" color="gray.700">
                  {service.hours}
                </Text>
                {service.link ? (
                  <Text fontSize="sm">
                    <NewTabLink href={service.link}>{T.website(service.name)}</NewTabLink>
                  </Text>
                ) : null}
                {service.checked ? (
                  <Text fontSize="xs" color="gray.600">
                    {T.checked(service.checked)}
                  </Text>
                ) : null}
              </Box>
            ))}
          </SimpleGrid>
          <Text mt="3" fontSize="sm" color="gray.700">
            {T.notWatched}
          </Text>
        </Section>
        <Section title={T.reportHeading}>
          <Text>{T.report}</Text>
        </Section>
        <Section title={T.nextHeading}>
          <Text>{T.next}</Text>
        </Section>
        <Section title={T.appealHeading}>
          <Text>{T.appeal}</Text>
        </Section>
        <Section title={T.eSafetyHeading}>
          <Text>{T.eSafety}</Text>
          <Text mt="2">
            <NewTabLink href={T.eSafetyHref}>{T.eSafetyLink}</NewTabLink>
          </Text>
        </Section>
      </Stack>
    </InfoPage>
  );
}
