import { Button } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { LIKE_ICON_SIZES, SAVE_TEXT } from '../../../shared/constants/reactions';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { toaster } from '../../components/ui/toaster';
import { Tooltip } from '../../components/ui/tooltip';
import { trpc } from '../../trpc';
import { useCurrentUser } from '../auth';
import { REACTION_BUTTON_SIZE, type ReactionControlProps } from './like-button';
import { REACTION_TEXT } from './reaction-text';
import { type ContentRef, useItemReactions, useReactionsCache } from './use-reactions';
import { useSignInPrompt } from './use-sign-in-prompt';

/**
 * A member's saved state of one item and the save/remove toggle (PRODUCT.md "States and transitions", "Messages"): a
 * success toast either way; on failure the 'Error' toast and the state resets to unsaved. The
 * saved-items list is read again after every change. A visitor's state is always unsaved.
 */
export function useSavedToggle(ref: ContentRef, signedIn: boolean) {
  const utils = trpc.useUtils();
  // PRODUCT.md "States and transitions": "state checked on load only when signed in" (a visitor's is always unsaved).
  const { query, entry } = useItemReactions(ref, { enabled: signedIn });
  const cache = useReactionsCache();

  const handlers = (saving: boolean) => ({
    onSuccess: (result: { saved: boolean }) => {
      cache.update(ref, (old) => ({ ...old, saved: result.saved }));
      toaster.create({
        type: 'success',
        title: saving ? SAVE_TEXT.savedTitle : SAVE_TEXT.removedTitle,
        description: saving ? SAVE_TEXT.savedBody : SAVE_TEXT.removedBody,
        duration: TOAST_SHORT_MS,
      });
    },
    onError: () => {
      cache.update(ref, (old) => ({ ...old, saved: false }));
      toaster.create({ type: 'error', title: SAVE_TEXT.errorTitle, description: SAVE_TEXT.failed });
    },
    onSettled: () => utils.reactions.saved.list.invalidate(),
  });
  const save = trpc.reactions.saved.save.useMutation(handlers(true));
  const remove = trpc.reactions.saved.remove.useMutation(handlers(false));

  return {
    saved: entry?.saved ?? false,
    loading: signedIn && (query.isPending || entry === undefined),
    pending: save.isPending || remove.isPending,
    toggle: (saved: boolean) => (saved ? remove.mutate(ref) : save.mutate(ref)),
  };
}

/**
 * PRODUCT.md "Screens", "States and transitions", "Roles": the save control. A member saves and unsaves; a visitor sees it with
 * the 'Sign in to save' tooltip, and a click explains that saving needs an account.
 */
export function SaveButton({ contentType, contentId, size = 'md' }: ReactionControlProps) {
  const { user, isPending: userPending } = useCurrentUser();
  const signedIn = user !== null;
  const saved = useSavedToggle({ contentType, contentId }, signedIn);
  const promptSignIn = useSignInPrompt();
  const Icon = saved.saved ? BookmarkCheck : Bookmark;
  // On cards ('sm') the control is the icon alone; its name is the label.
  const iconOnly = size === 'sm';
  const label = saved.saved ? REACTION_TEXT.saved : REACTION_TEXT.save;

  const button = (
    <Button
      variant={saved.saved ? 'subtle' : 'ghost'}
      colorPalette="brand"
      color={saved.saved ? 'brand.fg' : 'gray.600'}
      size={REACTION_BUTTON_SIZE[size]}
      rounded="full"
      px={iconOnly ? '2' : '3'}
      aria-label={iconOnly ? label : undefined}
      aria-pressed={signedIn ? saved.saved : undefined}
      disabled={userPending || saved.loading || saved.pending}
      onClick={() => {
        if (signedIn) saved.toggle(saved.saved);
        else promptSignIn(SAVE_TEXT.signInBody);
      }}
      data-print-hidden
    >
      <Icon size={LIKE_ICON_SIZES[size]} fill={saved.saved ? 'currentColor' : 'none'} aria-hidden />
      {iconOnly ? null : label}
    </Button>
  );
  // The tooltip is there for visitors only; switched off (not left out) for members, so the
  // button stays the same element when the current user arrives.
  return (
    <Tooltip content={SAVE_TEXT.tooltip} disabled={signedIn || userPending}>
      {button}
    </Tooltip>
  );
}
