import { Box, Button, HStack, Heading, Menu, Portal, SimpleGrid, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LEVELS } from '../../../shared/constants/gamification';
import { cardShellStyles } from '../../components/cards/card-styles';
import { LevelBadge } from '../gamification';
import { toaster } from '../../components/ui/toaster';
import { InfoPage } from './info-page';
import { ANIMATION_DEMO_TEXT, INFO_PAGES } from './info-text';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * With reduced motion asked for, nothing on this page moves: the demo's pieces and the toasts
 * and menus it opens (they render in portals, outside the page).
 */
const REDUCED_MOTION_CSS = `@media (prefers-reduced-motion: reduce) {
  [data-animation-demo] *, [data-animation-demo] *::before, [data-animation-demo] *::after,
  [data-scope="toast"], [data-scope="menu"] {
    animation: none !important;
    transition: none !important;
  }
  [data-animation-demo] [data-demo-card]:hover { transform: none !important; }
}`;

function DemoPiece({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" bg="white" borderWidth="1px" borderColor="gray.100" rounded="2xl" p="5" shadow="xs">
      <Heading as="h2" size="lg" color="gray.900">
        {title}
      </Heading>
      <Text color="gray.600" fontSize="sm">
        {body}
      </Text>
      <Box pt="2">{children}</Box>
    </Stack>
  );
}

/** /animation-demo: the site's motion pieces on one page, each labelled; still under reduced motion. */
export function AnimationDemoPage() {
  const page = INFO_PAGES.animationDemo;
  const reduced = usePrefersReducedMotion();
  const text = ANIMATION_DEMO_TEXT;
  return (
    <InfoPage title={page.title} description={page.description}>
      <style data-reduced-motion-rules="">{REDUCED_MOTION_CSS}</style>
      <Stack gap="6" data-animation-demo="" data-reduced-motion={reduced ? 'true' : 'false'}>
        <Text color="gray.700" maxW="70ch" lineHeight="1.7">
          {text.intro}
        </Text>
        <Text
          role="status"
          fontWeight="medium"
          color={reduced ? 'green.800' : 'gray.700'}
          bg={reduced ? 'green.50' : 'gray.50'}
          rounded="lg"
          px="4"
          py="3"
        >
          {reduced ? text.reducedOn : text.reducedOff}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <DemoPiece {...text.spinner}>
            <HStack gap="5">
              <Spinner size="sm" color="brand.solid" aria-hidden />
              <Spinner size="md" color="brand.solid" aria-hidden />
              <Spinner size="lg" color="brand.solid" aria-hidden />
            </HStack>
          </DemoPiece>
          <DemoPiece {...text.skeleton}>
            <Stack gap="3" aria-hidden>
              <Skeleton h="4" w="40%" />
              <Skeleton h="4" />
              <Skeleton h="4" w="70%" />
            </Stack>
          </DemoPiece>
          <DemoPiece {...text.cardHover}>
            <Box
              {...cardShellStyles}
              h="auto"
              p="5"
              data-demo-card=""
              tabIndex={0}
              _focusVisible={{ shadow: 'lg', transform: 'translateY(-2px)', outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <Text fontWeight="semibold" color="gray.900">
                {text.cardHover.cardTitle}
              </Text>
              <Text fontSize="sm" color="gray.600">
                {text.cardHover.cardBody}
              </Text>
            </Box>
          </DemoPiece>
          <DemoPiece {...text.levelBadges}>
            <HStack gap="3" wrap="wrap" rowGap="4">
              {LEVELS.map((level) => (
                <LevelBadge key={level.level} level={level.level} title={level.title} size="sm" />
              ))}
            </HStack>
          </DemoPiece>
          <DemoPiece {...text.toast}>
            <Button
              colorPalette="brand"
              rounded="full"
              onClick={() => toaster.create({ type: 'success', title: text.toast.toastTitle, description: text.toast.toastBody })}
            >
              {text.toast.button}
            </Button>
          </DemoPiece>
          <DemoPiece {...text.buttons}>
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="brand" rounded="full">
                {text.buttons.primary}
              </Button>
              <Button colorPalette="brand" variant="outline" rounded="full" loading loadingText={text.buttons.loading}>
                {text.buttons.loading}
              </Button>
            </HStack>
          </DemoPiece>
          <DemoPiece {...text.menu}>
            <Menu.Root>
              <Menu.Trigger asChild>
                <Button variant="outline" rounded="full">
                  {text.menu.button}
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="44">
                    {text.menu.items.map((item) => (
                      <Menu.Item key={item} value={item}>
                        {item}
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </DemoPiece>
        </SimpleGrid>
      </Stack>
    </InfoPage>
  );
}
