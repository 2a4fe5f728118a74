import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Lock, Play, Video } from 'lucide-react';
import { useId } from 'react';
import {
  GENERIC_IMAGE_FALLBACK,
  IMAGE_SHAPES,
  IMAGE_SIZES,
  imageScale,
  masterclassImage,
  objectPositionCss,
  parseImagePosition,
} from '../../../shared/lib/images';
import type { ResourceDto } from '../../../shared/schemas/content';
import { cardShellStyles } from './card-styles';
import { FallbackImage } from './fallback-image';

export const MASTERCLASS_CARD_TEXT = {
  comingSoon: 'Coming Soon',
  featured: 'Featured',
  tag: 'Masterclass',
  membersAccess: 'Members Access',
  cta: 'Become a Member',
} as const;

interface MasterclassCardProps {
  resource: ResourceDto;
  /** The home page's masterclass feature image (site content), the second choice of PRODUCT.md "Input rules". */
  featureImage?: string | null;
  showFeaturedBadge?: boolean;
}

/**
 * PRODUCT.md "Screens" (Cards), masterclass card. The whole card is one link to /auth, named by its
 * title and its 'Become a Member' call to action (which only looks like a button, so there is
 * nothing interactive inside the link).
 */
export function MasterclassCard({ resource, featureImage, showFeaturedBadge = true }: MasterclassCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  const ctaId = useId();
  const position = objectPositionCss(parseImagePosition(resource.imagePosition));
  const scale = imageScale(resource.imageScale) / 100;
  const showFeatured = showFeaturedBadge && resource.featured;

  return (
    <Box
      asChild
      {...cardShellStyles}
      color="inherit"
      textDecoration="none"
      outline="none"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '3px' }}
    >
      <Link to="/auth" aria-labelledby={`${titleId} ${ctaId}`} aria-describedby={descriptionId} className="group">
        <Box position="relative" aspectRatio="16 / 9" overflow="hidden" bg="gray.800" flexShrink={0}>
          <FallbackImage
            src={masterclassImage(resource.masterclassImage, featureImage)}
            fallback={GENERIC_IMAGE_FALLBACK}
            sizes={IMAGE_SIZES.card}
            shape={IMAGE_SHAPES.wide}
            alt={resource.title}
            w="full"
            h="full"
            objectFit="cover"
            objectPosition={position}
            transform={scale === 1 ? undefined : `scale(${scale})`}
            transformOrigin={position}
          />
          {/* Video-style shade and play mark. */}
          <Box
            position="absolute"
            inset="0"
            bgGradient="to-t"
            gradientFrom="blackAlpha.600"
            gradientTo="transparent"
            gradientVia="transparent"
            aria-hidden
          />
          <Box
            position="absolute"
            top="50%"
            left="50%"
            transform="translate(-50%, -50%)"
            w={{ base: '14', md: '16' }}
            h={{ base: '14', md: '16' }}
            rounded="full"
            bg="whiteAlpha.900"
            color="brand.700"
            display="flex"
            alignItems="center"
            justifyContent="center"
            shadow="lg"
            aria-hidden
          >
            <Play size={26} fill="currentColor" style={{ marginLeft: 3 }} />
          </Box>
          {resource.comingSoon || showFeatured ? (
            <HStack position="absolute" top="3" left="3" gap="2" wrap="wrap">
              {resource.comingSoon ? (
                <Badge colorPalette="purple" variant="solid" rounded="full" px="2.5" size="md">
                  {MASTERCLASS_CARD_TEXT.comingSoon}
                </Badge>
              ) : null}
              {showFeatured ? (
                <Badge colorPalette="brand" variant="solid" rounded="full" px="2.5" size="md">
                  {MASTERCLASS_CARD_TEXT.featured}
                </Badge>
              ) : null}
            </HStack>
          ) : null}
        </Box>

        <Stack p={{ base: '5', md: '6' }} gap="2.5" flex="1">
          <HStack gap="1.5" color="brand.fg" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
            <Video size={14} aria-hidden />
            <Text as="span">{MASTERCLASS_CARD_TEXT.tag}</Text>
          </HStack>
          <Heading as="h3" id={titleId} size="xl" color="gray.900" lineHeight="short" lineClamp={2}>
            {resource.title}
          </Heading>
          <Text id={descriptionId} color="gray.600" lineClamp={3}>
            {resource.description}
          </Text>
          <Stack mt="auto" pt="2" gap="3">
            <HStack gap="1.5" fontSize="sm" color="gray.700" fontWeight="medium">
              <Lock size={14} aria-hidden />
              <Text as="span">{MASTERCLASS_CARD_TEXT.membersAccess}</Text>
            </HStack>
            <Box
              as="span"
              id={ctaId}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              alignSelf="flex-start"
              h="10"
              px="5"
              rounded="full"
              bg="brand.solid"
              color="brand.contrast"
              fontWeight="semibold"
              fontSize="sm"
              transition="background 0.2s"
              _groupHover={{ bg: 'brand.600' }}
            >
              {MASTERCLASS_CARD_TEXT.cta}
            </Box>
          </Stack>
        </Stack>
      </Link>
    </Box>
  );
}
