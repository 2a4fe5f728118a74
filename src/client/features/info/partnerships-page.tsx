import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Gift, GraduationCap, ShieldCheck, Tag, type LucideIcon } from 'lucide-react';
import { EnquiryForm } from './enquiry-form';
import { InfoPage } from './info-page';
import { INFO_PAGES, PARTNERSHIPS_TEXT } from './info-text';

const OFFER_ICONS: LucideIcon[] = [Tag, Gift, GraduationCap];

/** /partnerships: what brands can do with us, and the enquiry form that reaches the team. */
export function PartnershipsPage() {
  const page = INFO_PAGES.partnerships;
  return (
    <InfoPage title={page.title} description={page.description}>
      <Stack gap={{ base: '10', md: '12' }}>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700" maxW="70ch" lineHeight="1.7">
          {PARTNERSHIPS_TEXT.intro}
        </Text>
        <Box as="section" aria-labelledby="offers-heading">
          <Heading as="h2" id="offers-heading" size={{ base: 'xl', md: '2xl' }} color="gray.900" mb="5">
            {PARTNERSHIPS_TEXT.offersHeading}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {PARTNERSHIPS_TEXT.offers.map((offer, index) => {
              const Icon = OFFER_ICONS[index]!;
              return (
                <Stack key={offer.title} gap="3" bg="white" borderWidth="1px" borderColor="gray.100" shadow="sm" rounded="2xl" p="6">
                  <Box color="brand.fg" bg="brand.50" rounded="full" p="2.5" alignSelf="flex-start">
                    <Icon size={22} aria-hidden />
                  </Box>
                  <Heading as="h3" size="lg" color="gray.900">
                    {offer.title}
                  </Heading>
                  <Text color="gray.700">{offer.body}</Text>
                </Stack>
              );
            })}
          </SimpleGrid>
        </Box>
        <Box as="section" aria-labelledby="promise-heading" bg="brand.50" rounded="2xl" p={{ base: '5', md: '8' }}>
          <Heading
            as="h2"
            id="promise-heading"
            size={{ base: 'lg', md: 'xl' }}
            color="gray.900"
            mb="3"
            display="flex"
            alignItems="center"
            gap="2"
          >
            <ShieldCheck size={22} aria-hidden /> {PARTNERSHIPS_TEXT.promiseHeading}
          </Heading>
          <Text color="gray.800" lineHeight="1.7">
            {PARTNERSHIPS_TEXT.promise}
          </Text>
        </Box>
        <Box as="section" aria-labelledby="enquiry-heading" maxW="2xl" position="relative">
          <Heading as="h2" id="enquiry-heading" size={{ base: 'xl', md: '2xl' }} color="gray.900" mb="2">
            {PARTNERSHIPS_TEXT.formHeading}
          </Heading>
          <Text color="gray.700" mb="6">
            {PARTNERSHIPS_TEXT.formIntro}
          </Text>
          <EnquiryForm />
        </Box>
      </Stack>
    </InfoPage>
  );
}
