import { Box, Button, Center, Container, Flex, Heading, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Bookmark, CookingPot, Newspaper, Trash2 } from 'lucide-react';
import { SAVE_TEXT, type ContentType } from '../../../shared/constants/reactions';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { IMAGE_FALLBACKS, IMAGE_SHAPES, imageOrFallback } from '../../../shared/lib/images';
import type { SavedItemDto } from '../../../shared/schemas/reactions';
import { FallbackImage } from '../../components/cards/fallback-image';
import { LoadError } from '../../components/page-states';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { REACTION_TEXT } from './reaction-text';
import { useReactionsCache } from './use-reactions';
import { usePageMeta } from '../../lib/page-head';

/** The groups of the page, in this order, each under its heading. */
const GROUPS: { type: ContentType; heading: string }[] = [
  { type: 'recipe', heading: 'Recipes' },
  { type: 'blog_post', heading: 'Blog posts' },
  { type: 'resource', heading: 'Resources' },
  { type: 'thread', heading: 'Community threads' },
];

const FALLBACK_IMAGE: Record<ContentType, string> = {
  recipe: IMAGE_FALLBACKS.recipe,
  blog_post: IMAGE_FALLBACKS.thumbnail,
  resource: IMAGE_FALLBACKS.generic,
  thread: IMAGE_FALLBACKS.generic,
  comment: IMAGE_FALLBACKS.generic,
};

/** Saved items by type, each group newest first as the server sends them. */
export function groupSavedItems(items: SavedItemDto[]) {
  return GROUPS.map((group) => ({ ...group, items: items.filter((item) => item.contentType === group.type) })).filter(
    (group) => group.items.length > 0,
  );
}

/**
 * Removes an item in place: it leaves the list as soon as the server agrees (the list is then
 * read again), with PRODUCT.md's toasts; the item's save control elsewhere shows it unsaved.
 */
function useRemoveSaved() {
  const utils = trpc.useUtils();
  const reactions = useReactionsCache();
  return trpc.reactions.saved.remove.useMutation({
    onSuccess: (result, ref) => {
      // The input type of an id is loose (the server coerces it); these are the list's own numbers.
      reactions.update({ contentType: ref.contentType, contentId: Number(ref.contentId) }, (entry) => ({ ...entry, saved: result.saved }));
      utils.reactions.saved.list.setData(undefined, (items) =>
        items?.filter((item) => !(item.contentType === ref.contentType && item.contentId === ref.contentId)),
      );
      toaster.create({
        type: 'success',
        title: SAVE_TEXT.removedTitle,
        description: SAVE_TEXT.removedBody,
        duration: TOAST_SHORT_MS,
      });
    },
    onError: () => {
      toaster.create({ type: 'error', title: SAVE_TEXT.errorTitle, description: SAVE_TEXT.failed });
    },
    onSettled: () => utils.reactions.saved.list.invalidate(),
  });
}

function SavedItemRow({ item, removing, onRemove }: { item: SavedItemDto; removing: boolean; onRemove: () => void }) {
  return (
    <Flex
      as="li"
      gap={{ base: '3', md: '4' }}
      align="center"
      bg="white"
      borderWidth="1px"
      borderColor="gray.100"
      rounded="2xl"
      shadow="xs"
      p={{ base: '3', md: '4' }}
    >
      {item.image ? (
        <FallbackImage
          src={imageOrFallback(item.image, FALLBACK_IMAGE[item.contentType])}
          fallback={FALLBACK_IMAGE[item.contentType]}
          shape={IMAGE_SHAPES.square}
          alt=""
          boxSize={{ base: '16', md: '20' }}
          flexShrink={0}
          rounded="xl"
          objectFit="cover"
          bg="brand.50"
        />
      ) : null}
      <Box flex="1" minW="0">
        <ChakraLink
          asChild
          fontWeight="semibold"
          color="gray.900"
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="short"
          _hover={{ color: 'brand.fg' }}
        >
          <Link to={item.link}>{item.title}</Link>
        </ChakraLink>
        {item.description ? (
          <Text fontSize="sm" color="gray.600" lineClamp={2} mt="1">
            {item.description}
          </Text>
        ) : null}
      </Box>
      <Button
        variant="ghost"
        size="sm"
        rounded="full"
        color="gray.600"
        flexShrink={0}
        loading={removing}
        aria-label={REACTION_TEXT.removeLabel(item.title)}
        onClick={onRemove}
        px={{ base: '2', md: '3' }}
      >
        <Trash2 aria-hidden />
        <Box as="span" display={{ base: 'none', md: 'inline' }}>
          {REACTION_TEXT.remove}
        </Box>
      </Button>
    </Flex>
  );
}

function SavedItemsSkeleton() {
  return (
    <Stack gap="3" role="status" aria-live="polite">
      <Box srOnly>Loading...</Box>
      <Skeleton h="7" w="40" aria-hidden />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={{ base: '24', md: '28' }} rounded="2xl" aria-hidden />
      ))}
    </Stack>
  );
}

function NothingSaved() {
  return (
    <Center py="10">
      <Stack gap="4" align="center" textAlign="center" maxW="md" bg="brand.50" rounded="2xl" p={{ base: '6', md: '8' }}>
        <Box color="brand.fg" aria-hidden>
          <Bookmark size={32} />
        </Box>
        <Heading as="h2" size="lg" color="gray.900">
          {REACTION_TEXT.emptyTitle}
        </Heading>
        <Text color="fg.muted">{REACTION_TEXT.emptyBody}</Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="brand" rounded="full">
            <Link to="/recipes">
              <CookingPot aria-hidden />
              {REACTION_TEXT.browseRecipes}
            </Link>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" rounded="full" bg="white">
            <Link to="/blog">
              <Newspaper aria-hidden />
              {REACTION_TEXT.readBlog}
            </Link>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}

/** /profile/saved-items: what the member saved, by type, each removable in place. */
export function SavedItemsPage() {
  usePageMeta({ title: REACTION_TEXT.savedItemsTitle });
  const list = trpc.reactions.saved.list.useQuery();
  const remove = useRemoveSaved();
  const isRemoving = (item: SavedItemDto) =>
    remove.isPending && remove.variables?.contentType === item.contentType && remove.variables.contentId === item.contentId;

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Stack gap="2" mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
          {REACTION_TEXT.savedItemsTitle}
        </Heading>
        <Text color="gray.600">{REACTION_TEXT.savedItemsIntro}</Text>
      </Stack>
      {list.isPending ? (
        <SavedItemsSkeleton />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <NothingSaved />
      ) : (
        <Stack gap={{ base: '8', md: '10' }}>
          {groupSavedItems(list.data).map((group) => (
            <Box as="section" key={group.type} aria-labelledby={`saved-${group.type}`}>
              <Heading as="h2" id={`saved-${group.type}`} size="lg" color="gray.900" mb="3">
                {group.heading}{' '}
                <Text as="span" fontFamily="body" fontSize="sm" fontWeight="medium" color="fg.muted">
                  ({group.items.length})
                </Text>
              </Heading>
              <Stack as="ul" listStyleType="none" gap="3">
                {group.items.map((item) => (
                  <SavedItemRow
                    key={item.id}
                    item={item}
                    removing={isRemoving(item)}
                    onRemove={() => remove.mutate({ contentType: item.contentType, contentId: item.contentId })}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}
