import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from '../logger';

/**
 * Readies `server` for a graceful close; the function returned does it: stop accepting
 * connections at once (a proxy in front then gets "connection refused" and sends the request to
 * another process, whatever its method, since none of it was sent here), let the requests in
 * flight finish, for `graceMs` at most, then cut the connections left.
 *
 * http.Server's own close() also destroys every connection without a request in progress, and
 * that includes one just accepted whose request is not read yet: its client (nginx) has sent the
 * request and gets a reset, which it cannot safely retry for a POST. So only the listening socket
 * is closed here, and each connection ends after its answer: answers sent from then on say
 * `Connection: close`. A keep-alive connection that stays idle ends at its keep-alive timeout.
 */
export function gracefulCloser(server: Server, logger: Logger): (graceMs: number) => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (closing) response.shouldKeepAlive = false;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return (graceMs) =>
    new Promise((resolve) => {
      closing = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      const cutOff = setTimeout(() => {
        logger.warn({ graceMs, inFlight: inFlight.size }, 'requests still in flight at the end of the shutdown grace: cut off');
        server.closeAllConnections();
      }, graceMs);
      NetServer.prototype.close.call(server, () => {
        clearTimeout(cutOff);
        resolve();
      });
    });
}
