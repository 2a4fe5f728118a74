import { AUTH_TEXT } from '../../../shared/constants/messages';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { PASSWORD_RESET_TEXT } from './password-reset-text';
import { serverMessage } from '../../lib/trpc-errors';
import { useSignedIn } from './use-auth-mutations';

// Not in use-auth-mutations.ts: that module loads with every page (the header's logout), and
// these hooks are only needed by the two password-reset pages.

/**
 * Asks for a reset link. The server answers the same whether or not the address has an account,
 * so success only means "asked"; the page then says so in words that don't tell either way.
 */
export function useRequestPasswordReset() {
  return trpc.auth.requestPasswordReset.useMutation({
    onError: (error) => {
      toaster.create({
        type: 'error',
        title: PASSWORD_RESET_TEXT.forgotFailedTitle,
        description: serverMessage(error) ?? PASSWORD_RESET_TEXT.tryAgainLater,
      });
    },
  });
}

/** True when the server refused the token itself (unknown, expired or used), not the password. */
export function isResetLinkInvalid(error: unknown): boolean {
  return serverMessage(error) === AUTH_TEXT.resetLinkInvalid;
}

/** Sets the new password; the server signs the member in, so this does what login does, then goes home. */
export function useResetPassword() {
  const signedIn = useSignedIn();
  return trpc.auth.resetPassword.useMutation({
    onSuccess: async (user) => {
      toaster.create({
        type: 'success',
        title: PASSWORD_RESET_TEXT.resetDoneTitle,
        description: AUTH_TEXT.resetDone,
      });
      await signedIn(user, '/');
    },
    onError: (error) => {
      toaster.create({
        type: 'error',
        title: PASSWORD_RESET_TEXT.resetFailedTitle,
        description: serverMessage(error) ?? PASSWORD_RESET_TEXT.tryAgainLater,
      });
    },
  });
}
