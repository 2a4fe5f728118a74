import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { WEBHOOK_TEXT } from '../../shared/constants/webhooks';
import { crashableApp } from '../../test/crash-app';
import { openDatabase } from '../db/client';
import { integrations, webhookAttempts, webhookEndpoints, webhookMessages } from '../db/schema';
import { queueMessage } from './events';
import { newWebhookSecret } from './signing';

const dataDir = mkdtempSync(path.join(tmpdir(), 'mv-webhook-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const app = crashableApp(dataDir, {
  // The receiver is this test's, on loopback.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
});

/**
 * The check: a webhook whose delivery is under way when the server is killed (SIGKILL: no
 * shutdown code runs) is delivered after a restart, and the delivery log tells exactly what
 * happened: the cut-off attempt, then the one that arrived, each a request the receiver got, with
 * the same webhook-id.
 */
describe('a webhook delivery when the server is killed mid-request', () => {
  it('completes after a restart exactly as the log says', { timeout: 180_000 }, async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const held: ServerResponse[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
        // The first request is never answered: the server dies waiting for it.
        if (received.length === 1) held.push(res);
        else res.writeHead(200).end('thanks');
      });
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

    const secret = newWebhookSecret();
    const database = await app.migratedDatabase();
    await database.db.transaction(async (tx) => {
      const [integration] = await tx
        .insert(integrations)
        .values({
          name: 'Crash test',
          scopes: ['webhooks:manage'],
          secretHash: 'x',
          prefix: 'mv_1_x',
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      const [endpoint] = await tx
        .insert(webhookEndpoints)
        .values({ integrationId: integration!.id, url, events: ['post.published'], secret })
        .returning();
      await queueMessage(tx, endpoint!.id, 'post.published', { id: 1, slug: 'crash', title: 'Crash', path: '/blog/crash' });
    });
    await database.close();

    try {
      const first = await app.start();
      await first.ready;
      await expect.poll(() => received.length, { timeout: 60_000, interval: 20 }).toBe(1);
      await first.stop('SIGKILL');
      for (const res of held) res.destroy();

      const second = await app.start();
      await second.ready;
      await expect.poll(() => received.length, { timeout: 60_000, interval: 50 }).toBe(2);
      // A graceful stop waits for the running delivery to record its answer.
      await second.stop();
    } finally {
      receiver.close();
    }

    const reopened = await openDatabase({ dataDir });
    try {
      const [message] = await reopened.db.select().from(webhookMessages);
      expect(message).toMatchObject({ status: 'delivered' });
      const attempts = await reopened.db.select().from(webhookAttempts).orderBy(asc(webhookAttempts.id));
      expect(attempts).toEqual([
        expect.objectContaining({ status: null, error: WEBHOOK_TEXT.interrupted, finishedAt: expect.any(Date) }),
        expect.objectContaining({ status: 200, response: 'thanks', error: null }),
      ]);
      // Each attempt in the log is a request the receiver got, and no request is missing from it.
      expect(received).toHaveLength(attempts.length);
      expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set([message!.msgId]));
      for (const request of received) {
        expect(new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).toMatchObject({
          type: 'post.published',
          data: { slug: 'crash' },
        });
      }
    } finally {
      await reopened.close();
    }
  });
});
