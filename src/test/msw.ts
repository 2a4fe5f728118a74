import { createTRPCMsw, httpLink } from 'msw-trpc';
import { setupServer } from 'msw/node';
import superjson from 'superjson';
import type { AppRouter } from '../server/trpc/root';
import type { UserDto } from '../shared/schemas/auth';

/** Client tests talk to this address (jsdom's origin is http://localhost:3000). */
export const TEST_TRPC_URL = 'http://localhost:3000/trpc';

/** Typed msw handlers for tRPC procedures: `trpcMsw.auth.me.query(() => user)`. */
export const trpcMsw = createTRPCMsw<AppRouter>({
  links: [httpLink({ url: TEST_TRPC_URL })],
  transformer: { input: superjson, output: superjson },
});

/** By default nobody is signed in; tests add handlers with `server.use(...)`. */
export const server = setupServer(trpcMsw.auth.me.query(() => null));

/** A signed-in member or admin, as `auth.me` returns them. */
export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 7,
    username: 'sarah_mum',
    email: 'sarah@example.com',
    isAdmin: false,
    avatar: null,
    ...overrides,
  };
}

/** `auth.me` answers with this user (or null). */
export function signedInAs(user: UserDto | null) {
  return trpcMsw.auth.me.query(() => user);
}
