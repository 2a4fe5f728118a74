import type { UserDto } from '../../../shared/schemas/auth';
import { trpc } from '../../trpc';

export interface CurrentUser {
  /** The signed-in user, or null for a visitor (and while loading). */
  user: UserDto | null;
  isPending: boolean;
}

/** PRODUCT.md "States and transitions" (Auth): the current user is fetched once; no user is an answer, not an error. */
export function useCurrentUser(): CurrentUser {
  const query = trpc.auth.me.useQuery();
  return { user: query.data ?? null, isPending: query.isPending };
}
