import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, logIn, shoot, test } from './fixtures';
import { E2E_ADMIN } from './playwright.config';

/**
 * The integrator's side (docs/ARCHITECTURE.md "Integrator API"): an admin makes a token in
 * /admin/integrations, which works once as a bearer token, adds a webhook endpoint on the
 * integration's page, and sends a test event that a receiver on this machine gets, signed so that
 * `standardwebhooks` accepts it. The app servers allow loopback targets for this
 * (WEBHOOK_ALLOW_PRIVATE_TARGETS in playwright.config.ts). It adds an integration, so it runs on
 * the admin project's server.
 */
test('an admin creates a token and a webhook endpoint, sends a test event, and the receiver verifies it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    await logIn(page, E2E_ADMIN, '/admin/login');
    await page.goto('/admin/integrations');
    await page.getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Partner newsletter');
    await dialog.getByRole('checkbox', { name: /webhooks:manage/ }).check();
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const shown = dialog.getByRole('textbox', { name: 'API token' });
    await expect(shown).toHaveValue(/^mv_\d+_[a-z2-7]{32}$/);
    const token = await shown.inputValue();
    const integrationId = /^mv_(\d+)_/.exec(token)![1];
    // The token works as a bearer token, on what its scopes open only, and never beside a session.
    const bearer = { authorization: `Bearer ${token}` };
    expect((await request.get(`/api/admin/integrations/${integrationId}/webhooks`, { headers: bearer })).status()).toBe(200);
    expect((await request.get('/api/admin/members', { headers: bearer })).status()).toBe(403);
    expect((await page.request.get(`/api/admin/integrations/${integrationId}/webhooks`, { headers: bearer })).status()).toBe(400);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await shoot(page, 'admin-integrations');
    await page.getByRole('link', { name: 'Partner newsletter' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integration: Partner newsletter' })).toBeVisible();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('form', { name: 'New endpoint' });
    await form.getByRole('textbox', { name: /^URL/ }).fill(hookUrl);
    await form.getByRole('checkbox', { name: /post\.published/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have saved it' }).click();

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: hookUrl }) });
    await row.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const [delivery] = received;
    const event = new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>) as { type: string };
    expect(event.type).toBe('webhook.test');
    // The log says what the receiver answered.
    const log = page.getByRole('region', { name: `Delivery log: ${hookUrl}` });
    await expect(log.getByText('204')).toBeVisible({ timeout: 15_000 });
    await shoot(page, 'admin-integration-webhooks');
  } finally {
    receiver.close();
  }
});
