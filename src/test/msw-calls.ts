import { server } from './msw';

/**
 * Records the tRPC procedures the code under test called ('notifications.unreadCount' …), as msw
 * saw the requests go out: for asserting that something was (or was never) asked for. The
 * listener is removed after each test (src/test/client-setup.ts).
 */
export function recordTrpcCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/trpc/')) calls.push(path.slice('/trpc/'.length));
  };
  server.events.on('request:start', listener);
  return { calls, count: (procedure: string) => calls.filter((call) => call === procedure).length };
}
