import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BookOpen, ChefHat, Gift, MessagesSquare, Trophy, type LucideIcon } from 'lucide-react';
import { NewsletterForm } from '../newsletter';
import { InfoPage } from './info-page';
import { DOWNLOAD_APP_TEXT, INFO_PAGES } from './info-text';

const FEATURE_ICONS: LucideIcon[] = [MessagesSquare, ChefHat, Gift, Trophy, BookOpen];

/** The newsletter source of the launch sign-up (PRODUCT.md): subscribers who asked for the app. */
export const DOWNLOAD_APP_SOURCE = 'download-app';

/** /download-app: what the app will offer, and a 'tell me when it launches' sign-up. */
export function DownloadAppPage() {
  const page = INFO_PAGES.downloadApp;
  return (
    <InfoPage
      title={page.title}
      description={page.description}
      subtitle={
        <Badge colorPalette="brand" variant="solid" rounded="full" px="3">
          {DOWNLOAD_APP_TEXT.badge}
        </Badge>
      }
    >
      <Stack gap={{ base: '10', md: '12' }}>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700" maxW="70ch" lineHeight="1.7">
          {DOWNLOAD_APP_TEXT.intro}
        </Text>
        <Box as="section" aria-labelledby="app-features-heading">
          <Heading as="h2" id="app-features-heading" size={{ base: 'xl', md: '2xl' }} color="gray.900" mb="5">
            {DOWNLOAD_APP_TEXT.featuresHeading}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" as="ul" listStyleType="none">
            {DOWNLOAD_APP_TEXT.features.map((feature, index) => {
              const Icon = FEATURE_ICONS[index]!;
              return (
                <Stack
                  as="li"
                  key={feature.title}
                  gap="3"
                  bg="white"
                  borderWidth="1px"
                  borderColor="gray.100"
                  shadow="sm"
                  rounded="2xl"
                  p="6"
                >
                  <Box color="brand.fg" bg="brand.50" rounded="full" p="2.5" alignSelf="flex-start">
                    <Icon size={22} aria-hidden />
                  </Box>
                  <Heading as="h3" size="md" color="gray.900">
                    {feature.title}
                  </Heading>
                  <Text color="gray.700">{feature.body}</Text>
                </Stack>
              );
            })}
          </SimpleGrid>
        </Box>
        <Box as="section" aria-labelledby="app-signup-heading" bg="brand.50" rounded="2xl" p={{ base: '5', md: '8' }} maxW="3xl">
          <Heading as="h2" id="app-signup-heading" size={{ base: 'xl', md: '2xl' }} color="gray.900" mb="2">
            {DOWNLOAD_APP_TEXT.signupHeading}
          </Heading>
          <Text color="gray.700" mb="6">
            {DOWNLOAD_APP_TEXT.signupIntro}
          </Text>
          <NewsletterForm labelledBy="app-signup-heading" buttonText={DOWNLOAD_APP_TEXT.signupButton} source={DOWNLOAD_APP_SOURCE} />
        </Box>
        <Text color="gray.600">{DOWNLOAD_APP_TEXT.meanwhile}</Text>
      </Stack>
    </InfoPage>
  );
}
