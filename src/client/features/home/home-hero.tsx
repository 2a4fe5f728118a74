import { Box, Button, Container, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { IMAGE_SHAPES, IMAGE_SIZES, imageSrcSet, sanitizeImageUrl } from '../../../shared/lib/images';
import type { UserDto } from '../../../shared/schemas/auth';
import type { SiteContentFields } from '../../../shared/schemas/content';
import { useState } from 'react';
import { ContentLink } from './home-layout';
import { HOME_TEXT } from './home-text';
import { useSiteContent } from './home-data';

/** Links that only make sense to someone who isn't signed in yet. */
const JOIN_LINKS = new Set(['/auth', '/community/auth']);

interface HomeHeroProps {
  user: UserDto | null;
  userPending: boolean;
  /** Content to show instead of the stored block: the site content editor's live preview. */
  preview?: SiteContentFields;
}

/**
 * The hero, from site content `home_hero` (title, subtitle, description, cta, secondaryCta,
 * image), each missing field replaced by a default. A member is not asked to join: a call to
 * /auth becomes 'Go to the community'.
 */
export function HomeHero({ user, userPending, preview }: HomeHeroProps) {
  const stored = useSiteContent('home_hero');
  const content = preview ?? stored.content;
  const isPending = !preview && stored.isPending;
  const [imageFailed, setImageFailed] = useState(false);
  const defaults = HOME_TEXT.hero;

  const title = content?.title?.trim() || defaults.title;
  const eyebrow = content?.subtitle?.trim() || defaults.eyebrow;
  const description = content?.description?.trim() || defaults.description;
  let cta = { text: content?.cta?.text?.trim() || defaults.cta.text, link: content?.cta?.link?.trim() || defaults.cta.link };
  if (user && JOIN_LINKS.has(cta.link)) cta = defaults.memberCta;
  const secondary = {
    text: content?.secondaryCta?.text?.trim() || defaults.secondaryCta.text,
    link: content?.secondaryCta?.link?.trim() || defaults.secondaryCta.link,
  };
  const image = sanitizeImageUrl(content?.image);
  const showImage = Boolean(image) && !imageFailed;
  // While the content loads, the layout with an image (the usual case, the demo's too): its frame
  // is kept empty, so the image arriving moves nothing (only a hero without one still collapses).
  const withImage = showImage || isPending;
  const titleId = preview ? 'home-hero-preview-title' : 'home-hero-title';

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      position="relative"
      overflow="hidden"
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientVia="white"
      gradientTo="brand.100"
    >
      {/* Soft decorative circles. */}
      <Box aria-hidden position="absolute" top="-24" right="-24" w="96" h="96" rounded="full" bg="brand.100" opacity={0.6} />
      <Box aria-hidden position="absolute" bottom="-32" left="-20" w="80" h="80" rounded="full" bg="brand.50" />

      <Container maxW="7xl" px={{ base: '5', md: '8' }} py={{ base: '14', md: '24' }} position="relative">
        <Flex
          direction={{ base: 'column', lg: 'row' }}
          align="center"
          gap={{ base: '10', lg: '16' }}
          textAlign={withImage ? { base: 'center', lg: 'start' } : 'center'}
          opacity={isPending ? 0 : 1}
          transition="opacity 0.2s"
        >
          <Stack
            gap={{ base: '5', md: '6' }}
            flex="1"
            align={withImage ? { base: 'center', lg: 'flex-start' } : 'center'}
            maxW={withImage ? undefined : '3xl'}
            mx={withImage ? undefined : 'auto'}
          >
            <Text fontWeight="semibold" color="brand.fg" letterSpacing="wider" textTransform="uppercase" fontSize="sm">
              {eyebrow}
            </Text>
            <Heading
              // The page's one h1 on the home page; a level below the editor's own h1 in its preview.
              as={preview ? 'h2' : 'h1'}
              id={titleId}
              size={{ base: '4xl', md: '5xl', xl: '6xl' }}
              color="gray.900"
              lineHeight="1.1"
              letterSpacing="tight"
            >
              {title}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.600" maxW="2xl" lineHeight="tall">
              {description}
            </Text>
            {/* The two buttons' room is kept while the user is unknown: one row, or two on phones (full width). */}
            <Flex
              gap="3"
              mt="2"
              wrap="wrap"
              justify={withImage ? { base: 'center', lg: 'flex-start' } : 'center'}
              minH={{ base: '6.75rem', sm: '12' }}
              w={{ base: 'full', sm: 'auto' }}
            >
              {userPending ? null : (
                <>
                  <Button asChild colorPalette="brand" size="xl" rounded="full" px="8" w={{ base: 'full', sm: 'auto' }}>
                    <ContentLink href={cta.link}>{cta.text}</ContentLink>
                  </Button>
                  <Button
                    asChild
                    variant="outline"
                    size="xl"
                    rounded="full"
                    px="8"
                    bg="white"
                    borderColor="brand.300"
                    w={{ base: 'full', sm: 'auto' }}
                  >
                    <ContentLink href={secondary.link}>{secondary.text}</ContentLink>
                  </Button>
                </>
              )}
            </Flex>
          </Stack>

          {withImage ? (
            <Box flex="1" w="full" maxW={{ base: 'md', lg: 'xl' }} aspectRatio="3 / 2">
              {showImage ? (
                <Image
                  src={image}
                  srcSet={imageSrcSet(image) ?? undefined}
                  sizes={imageSrcSet(image) ? IMAGE_SIZES.hero : undefined}
                  // Decorative: the heading and text beside it say what the page is.
                  alt=""
                  // The first screen's largest image: its box is kept from the start (a 3:2 frame,
                  // whatever the uploaded image's own shape) and it is fetched first, never lazily.
                  htmlWidth={IMAGE_SHAPES.landscape.width}
                  htmlHeight={IMAGE_SHAPES.landscape.height}
                  aspectRatio="3 / 2"
                  objectFit="cover"
                  loading="eager"
                  fetchPriority="high"
                  w="full"
                  h="auto"
                  rounded="3xl"
                  shadow="xl"
                  onError={() => setImageFailed(true)}
                />
              ) : null}
            </Box>
          ) : null}
        </Flex>
      </Container>
    </Box>
  );
}
