import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_LIMITS, WEBHOOK_TEXT } from '../../shared/constants/webhooks';

export interface SendResult {
  status: number;
  /** The first WEBHOOK_LIMITS.responseBytes of the answer's body, as text. */
  response: string;
}

/**
 * POSTs the body to the checked address (targets.ts), never resolving the name again: the
 * connection goes to `address` while TLS and the Host header still name the URL's host. Redirects
 * are answers like any other (a 3xx is not a success) and are never followed. The whole exchange
 * has WEBHOOK_LIMITS.timeoutMs; only the start of the answer is read.
 */
export function sendWebhook(
  target: { url: URL; address: string; family: 4 | 6 },
  headers: Record<string, string>,
  body: string,
  timeoutMs: number = WEBHOOK_LIMITS.timeoutMs,
): Promise<SendResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve, reject) => {
    let settled = false;
    const done = (error: Error | null, result?: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(result!);
    };
    const req = request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'MamaVillage-Webhooks/1',
        },
        agent: false,
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () => {
          done(null, {
            status: res.statusCode ?? 0,
            response: Buffer.concat(chunks).subarray(0, WEBHOOK_LIMITS.responseBytes).toString('utf8'),
          });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          if (kept >= WEBHOOK_LIMITS.responseBytes) return;
          chunks.push(chunk);
          kept += chunk.length;
          // The log keeps 1 KB: no need to wait for the rest of a long answer.
          if (kept >= WEBHOOK_LIMITS.responseBytes) finish();
        });
        res.on('end', finish);
        res.on('error', (error) => done(error));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done(new Error(WEBHOOK_TEXT.timedOut));
    }, timeoutMs);
    req.on('error', (error) => done(error));
    req.end(body);
  });
}
