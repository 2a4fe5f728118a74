import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { AUTH_TEXT } from '../../../shared/constants/messages';
import type { UserDto } from '../../../shared/schemas/auth';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { AUTH_PAGE_TEXT } from './auth-text';
import { fieldErrorsOf, serverCode, serverMessage } from '../../lib/trpc-errors';

/** PRODUCT.md "Messages": a 401 shows the server message, else 'Invalid username or password'. */
function loginErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (serverCode(error) === 'UNAUTHORIZED') return message ?? AUTH_TEXT.invalidCredentials;
  return message ?? AUTH_TEXT.loginFailed;
}

/** tRPC query keys start with the procedure path: [['auth', 'me'], { type: 'query' }]. */
function isMeQueryKey(key: readonly unknown[]): boolean {
  const [path] = key;
  return Array.isArray(path) && path[0] === 'auth' && path[1] === 'me';
}

/**
 * Puts the signed-in user in the cache, then lets the router re-run its guards and goes on (or,
 * without `redirectTo`, stays on the page: the sign-up popup). Login, registration and password
 * reset (use-password-reset.ts) all end here.
 */
export function useSignedIn() {
  const utils = trpc.useUtils();
  const router = useRouter();
  return async (user: UserDto, redirectTo?: string) => {
    utils.auth.me.setData(undefined, user);
    // Likes and saves read as a visitor (never liked, never saved) are not hers: read them again.
    void utils.reactions.forItems.reset();
    await router.invalidate();
    if (redirectTo !== undefined) await router.navigate({ href: redirectTo });
  };
}

export function useLogin(options: { redirectTo: string }) {
  const signedIn = useSignedIn();
  return trpc.auth.login.useMutation({
    onSuccess: async (user) => {
      toaster.create({
        type: 'success',
        title: AUTH_TEXT.loginSuccessTitle,
        description: AUTH_TEXT.loginSuccessBody(user.username),
      });
      await signedIn(user, options.redirectTo);
    },
    onError: (error) => {
      // A refused input (an empty field) is shown beside its field by the form, not in a toast.
      if (Object.keys(fieldErrorsOf(error)).length > 0) return;
      toaster.create({
        type: 'error',
        title: AUTH_PAGE_TEXT.loginFailedTitle,
        description: loginErrorMessage(error),
      });
    },
  });
}

export interface RegisterOptions {
  /** Where she goes once registered; left out, she stays on the page (the sign-up popup). */
  redirectTo?: string;
  /** The success toast: the sign-up page's ('Welcome to Mama Village!') unless said. */
  successToast?: { title: string; description: string };
  /** Called once she is signed in. */
  onRegistered?: (user: UserDto) => void;
}

export function useRegister(options: RegisterOptions) {
  const signedIn = useSignedIn();
  return trpc.auth.register.useMutation({
    onSuccess: async (user) => {
      toaster.create({
        type: 'success',
        ...(options.successToast ?? { title: AUTH_TEXT.registerSuccessTitle, description: AUTH_TEXT.registerSuccessBody }),
      });
      await signedIn(user, options.redirectTo);
      options.onRegistered?.(user);
    },
    onError: (error) => {
      toaster.create({
        type: 'error',
        title: AUTH_TEXT.registerFailedTitle,
        description: serverMessage(error) ?? AUTH_TEXT.registerFailedFallback,
      });
    },
  });
}

/**
 * PRODUCT.md "Screens", "Messages": logging out clears the user, drops every other cached answer (they
 * belonged to that member), goes to / and says so; a failure says so too.
 */
export function useLogout() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const router = useRouter();
  return trpc.auth.logout.useMutation({
    onSuccess: async () => {
      utils.auth.me.setData(undefined, null);
      queryClient.removeQueries({ predicate: (query) => !isMeQueryKey(query.queryKey) });
      await router.navigate({ to: '/' });
      await router.invalidate();
      toaster.create({
        type: 'success',
        title: AUTH_TEXT.logoutSuccessTitle,
        description: AUTH_TEXT.logoutSuccessBody,
      });
    },
    onError: () => {
      toaster.create({
        type: 'error',
        title: AUTH_TEXT.logoutFailedTitle,
        description: AUTH_TEXT.logoutFailedBody,
      });
    },
  });
}
