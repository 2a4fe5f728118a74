import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { LIKE_ICON_SIZES, LIKE_TEXT, type LikeIconSize } from '../../../shared/constants/reactions';
import { toaster } from '../../components/ui/toaster';
import { useFailureToast } from '../../components/ui/use-failure-toast';
import { useMounted } from '../../lib/use-mounted';
import { trpc } from '../../trpc';
import { useCurrentUser } from '../auth';
import { REACTION_TEXT } from './reaction-text';
import { type ContentRef, useItemReactions, useReactionsCache } from './use-reactions';
import { useSignInPrompt } from './use-sign-in-prompt';

export interface ReactionControlProps extends ContentRef {
  /** PRODUCT.md "Constants and limits": the icon is 16, 20 or 24 px. */
  size?: LikeIconSize;
}

/** The Chakra button size that fits each icon size. */
export const REACTION_BUTTON_SIZE: Record<LikeIconSize, ButtonProps['size']> = { sm: 'sm', md: 'md', lg: 'lg' };

/**
 * The like state and count of one item, and the optimistic like/unlike (PRODUCT.md "States and transitions"): the
 * heart and the number change at once, go back if the server refuses, and the item's list is
 * read again from the server afterwards either way.
 */
function useLike(ref: ContentRef, signedIn: boolean) {
  const { query, entry } = useItemReactions(ref);
  const cache = useReactionsCache();
  // One call answers both; PRODUCT.md names the two failures. A visitor has no like status to miss.
  useFailureToast(signedIn && query.isError, { id: 'like-status-failed', title: LIKE_TEXT.statusFailed });
  useFailureToast(query.isError, { id: 'like-count-failed', title: LIKE_TEXT.countFailed });

  const optimistic = (liking: boolean) => ({
    onMutate: async () => {
      await cache.cancel();
      const previous = cache.snapshot();
      cache.update(ref, (old) => ({
        ...old,
        liked: liking,
        likeCount: old.liked === liking ? old.likeCount : Math.max(0, old.likeCount + (liking ? 1 : -1)),
      }));
      return previous;
    },
    onError: (_error: unknown, _ref: unknown, previous: ReturnType<typeof cache.snapshot> | undefined) => {
      if (previous) cache.restore(previous);
      toaster.create({
        type: 'error',
        title: LIKE_TEXT.errorTitle,
        description: liking ? LIKE_TEXT.likeFailed : LIKE_TEXT.unlikeFailed,
      });
    },
    onSettled: () => cache.refresh(ref),
  });
  const like = trpc.reactions.likes.like.useMutation(optimistic(true));
  const unlike = trpc.reactions.likes.unlike.useMutation(optimistic(false));

  return {
    liked: entry?.liked ?? false,
    count: entry?.likeCount,
    // Also while the item is missing from the answer (it no longer exists): nothing to like.
    loading: query.isPending || entry === undefined,
    pending: like.isPending || unlike.isPending,
    toggle: (liked: boolean) => (liked ? unlike.mutate(ref) : like.mutate(ref)),
  };
}

function LikeControl({ contentType, contentId, size = 'md' }: ReactionControlProps) {
  const { user, isPending: userPending } = useCurrentUser();
  const like = useLike({ contentType, contentId }, user !== null);
  const promptSignIn = useSignInPrompt();
  const label = like.count === undefined ? REACTION_TEXT.like : REACTION_TEXT.likeLabel(like.count);

  return (
    <Button
      variant="ghost"
      size={REACTION_BUTTON_SIZE[size]}
      rounded="full"
      px="2"
      gap="1.5"
      color={like.liked ? 'red.600' : 'gray.600'}
      _hover={{ bg: 'red.50', color: 'red.600' }}
      aria-label={label}
      aria-pressed={like.liked}
      disabled={userPending || like.loading || like.pending}
      onClick={() => {
        if (!user) promptSignIn(REACTION_TEXT.likeSignInBody);
        else like.toggle(like.liked);
      }}
      data-print-hidden
    >
      <Heart size={LIKE_ICON_SIZES[size]} fill={like.liked ? 'currentColor' : 'none'} aria-hidden />
      <Box as="span" minW="1ch" fontVariantNumeric="tabular-nums">
        {like.count ?? ''}
      </Box>
    </Button>
  );
}

/**
 * PRODUCT.md "Screens", "States and transitions": the like control of a recipe, post, resource or thread. Everyone sees the
 * count; a member likes and unlikes; a visitor is asked to sign in. Rendered only after mount.
 */
export function LikeButton(props: ReactionControlProps) {
  const mounted = useMounted();
  // Until then, an empty box of the control's size, so nothing beside it moves when it appears.
  if (!mounted) return <Box aria-hidden {...PLACEHOLDER_SIZE[props.size ?? 'md']} flexShrink={0} />;
  return <LikeControl {...props} />;
}

const PLACEHOLDER_SIZE: Record<LikeIconSize, { w: string; h: string }> = {
  sm: { w: '12', h: '9' },
  md: { w: '14', h: '10' },
  lg: { w: '16', h: '11' },
};
