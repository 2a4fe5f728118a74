import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { UserDto } from '../../shared/schemas/auth';
import type { RouterContext } from './route-data';

const LOGIN_PATH = '/community/auth';

/**
 * The guard routes' spinner: shown if the current user takes longer than this to arrive (so a
 * quick answer shows no flash), and then kept at least GUARD_PENDING_MIN_MS (no flicker).
 */
export const GUARD_PENDING_MS = 100;
export const GUARD_PENDING_MIN_MS = 300;

function signedInOrRedirect(user: UserDto | null, location: ParsedLocation): { user: UserDto } {
  if (!user) throw redirect({ to: LOGIN_PATH, search: { redirect: location.href } });
  return { user };
}

/**
 * The signed-in guard for `beforeLoad` (PRODUCT.md "Screens" (Route guards)): a visitor is sent to the
 * login page with `redirect` = where they were going. While the first answer about the current
 * user is on its way the route's pendingComponent (a spinner) shows; once it is cached the check
 * is answered synchronously from the cache: moving between member pages asks the server nothing.
 */
export function requireUser(context: RouterContext, location: ParsedLocation): { user: UserDto } | Promise<{ user: UserDto }> {
  const cached = context.trpcUtils.auth.me.getData();
  if (cached !== undefined) return signedInOrRedirect(cached, location);
  return context.trpcUtils.auth.me.ensureData().then((user) => signedInOrRedirect(user, location));
}

/**
 * For the sign-in and join pages (`beforeLoad`): someone already signed in has nothing to do
 * there and goes on to `to`, where signing in would have taken her; `who` narrows it (the
 * admin's login sends on only admins: a member may sign in there as an admin). While the user
 * is unknown (or can't be asked) the form shows. `to` comes back as the route's `redirectTo`, so
 * the page's own code (a chunk of its own) reads it there and carries no copy of the redirect check.
 */
export function sendSignedInOn(
  context: RouterContext,
  to: string,
  who: (user: UserDto) => boolean = () => true,
): { redirectTo: string } | Promise<{ redirectTo: string }> {
  const goOn = (user: UserDto | null | undefined) => {
    if (user && who(user)) throw redirect({ href: to, replace: true });
    return { redirectTo: to };
  };
  const cached = context.trpcUtils.auth.me.getData();
  if (cached !== undefined) return goOn(cached);
  return context.trpcUtils.auth.me.ensureData().then(goOn, () => ({ redirectTo: to }));
}
