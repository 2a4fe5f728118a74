import { useRouter } from '@tanstack/react-router';
import { SAVE_TEXT } from '../../../shared/constants/reactions';
import { toaster } from '../../components/ui/toaster';

const SIGN_IN_ACTION = 'Log in';

/**
 * PRODUCT.md "Messages": a visitor who tries to save (or, PRODUCT.md, to like) gets the destructive
 * 'Sign in required' toast instead of a call to the server. The toast offers the login page,
 * which brings them back here afterwards.
 */
export function useSignInPrompt() {
  const router = useRouter();
  return (description: string) => {
    toaster.create({
      // One at a time, however many controls the visitor tries.
      id: 'reaction-sign-in-required',
      type: 'error',
      title: SAVE_TEXT.signInTitle,
      description,
      action: {
        label: SIGN_IN_ACTION,
        onClick: () => void router.navigate({ to: '/community/auth', search: { redirect: router.state.location.href } }),
      },
    });
  };
}
