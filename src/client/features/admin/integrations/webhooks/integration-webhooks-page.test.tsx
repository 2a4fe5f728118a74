import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_TEXT } from '../../../../../shared/constants/webhooks';
import type { WebhookAttemptDto, WebhookEndpointDto } from '../../../../../shared/schemas/webhooks';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../../test/msw';
import { renderWithProviders } from '../../../../../test/render';
import { WEBHOOKS_TEXT as T } from './webhooks-text';

const ADMIN = makeUser({ id: 1, username: 'admin', isAdmin: true });
const LOAD = { timeout: 10_000 };

const endpoint = (overrides: Partial<WebhookEndpointDto> = {}): WebhookEndpointDto => ({
  id: 4,
  integrationId: 3,
  url: 'https://hooks.partner.example/in',
  events: ['post.published', 'recipe.published'],
  createdAt: new Date('2026-11-01T00:00:00Z'),
  disabledAt: null,
  disabledReason: null,
  previousSecretUntil: null,
  ...overrides,
});

const attempt = (overrides: Partial<WebhookAttemptDto> = {}): WebhookAttemptDto => ({
  id: 11,
  messageId: 21,
  msgId: 'msg_abc',
  eventType: 'post.published',
  startedAt: new Date('2026-11-20T01:00:00Z'),
  status: 500,
  durationMs: 120,
  response: 'Internal error at the receiver',
  error: null,
  messageStatus: 'pending',
  ...overrides,
});

function integrationHandlers(endpoints: WebhookEndpointDto[]) {
  return [
    signedInAs(ADMIN),
    trpcMsw.admin.webhooks.integration.query(({ input }) => {
      if (input.integrationId !== 3) throw new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_TEXT.integrationNotFound });
      return {
        id: 3,
        name: 'Partner newsletter',
        scopes: ['webhooks:manage', 'content:read'],
        revoked: false,
        expiresAt: new Date('2027-11-01'),
      };
    }),
    trpcMsw.admin.webhooks.list.query(() => endpoints),
    trpcMsw.admin.webhooks.log.query(() => ({ items: [attempt()], nextCursor: null })),
  ];
}

describe('/admin/integrations/$id', { timeout: 30_000 }, () => {
  it('adds an endpoint with the events the integration may hear, and shows its secret once', async () => {
    const created: unknown[] = [];
    const endpoints: WebhookEndpointDto[] = [];
    server.use(
      ...integrationHandlers(endpoints),
      trpcMsw.admin.webhooks.create.mutation(({ input }) => {
        created.push(input);
        if (input.url.includes('10.0.0.1')) throw new TRPCError({ code: 'BAD_REQUEST', message: WEBHOOK_TEXT.targetRefused });
        endpoints.push(endpoint({ id: 9, url: input.url, events: input.events as WebhookEndpointDto['events'] }));
        return { id: 9, secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0' };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/integrations/3' });
    expect(await screen.findByRole('heading', { level: 1, name: T.title('Partner newsletter') }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText(T.noEndpoints)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.addEndpoint }));
    const form = await screen.findByRole('form', { name: T.newEndpoint });
    // Without moderation:write, report.created can't be chosen.
    expect(within(form).getByRole('checkbox', { name: /report\.created/ })).toBeDisabled();
    expect(within(form).getByText(T.eventNeedsScope('moderation:write'))).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: T.create }));
    expect(within(form).getByText(WEBHOOK_TEXT.urlInvalid)).toBeInTheDocument();
    expect(within(form).getByText(WEBHOOK_TEXT.eventsRequired)).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /^URL/ }), 'http://10.0.0.1/hook');
    await user.click(within(form).getByRole('checkbox', { name: /post\.published/ }));
    await user.click(within(form).getByRole('button', { name: T.create }));
    expect(await within(form).findAllByText(WEBHOOK_TEXT.targetRefused)).not.toHaveLength(0);

    const url = within(form).getByRole('textbox', { name: /^URL/ });
    await user.clear(url);
    await user.type(url, 'https://hooks.partner.example/new');
    await user.click(within(form).getByRole('button', { name: T.create }));
    const notice = await screen.findByRole('region', { name: T.secretTitle });
    expect(within(notice).getByText('whsec_c2VjcmV0c2VjcmV0c2VjcmV0')).toBeInTheDocument();
    expect(created.at(-1)).toEqual({ integrationId: 3, url: 'https://hooks.partner.example/new', events: ['post.published'] });
    expect(await screen.findByRole('cell', { name: 'https://hooks.partner.example/new' })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: T.dismissSecret }));
    expect(screen.queryByText('whsec_c2VjcmV0c2VjcmV0c2VjcmV0')).not.toBeInTheDocument();
  });

  it('sends a test event, rotates the secret after asking, and resends from the delivery log', async () => {
    const calls: string[] = [];
    server.use(
      ...integrationHandlers([endpoint()]),
      trpcMsw.admin.webhooks.sendTest.mutation(({ input }) => {
        calls.push(`test ${input.id}`);
        return { messageId: 30 };
      }),
      trpcMsw.admin.webhooks.rotateSecret.mutation(({ input }) => {
        calls.push(`rotate ${input.id}`);
        return { id: Number(input.id), secret: 'whsec_bmV3bmV3bmV3bmV3' };
      }),
      trpcMsw.admin.webhooks.resend.mutation(({ input }) => {
        calls.push(`resend ${input.messageId}`);
        return { messageId: Number(input.messageId) };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/integrations/3' });
    const row = (await screen.findByRole('cell', { name: 'https://hooks.partner.example/in' }, LOAD)).closest('tr')!;
    expect(within(row).getByText(T.active)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: T.sendTest }));
    await waitFor(() => expect(calls).toContain('test 4'));
    // The log opens with it: the attempt's status, time and answer, and Resend.
    const log = await screen.findByRole('region', { name: T.log('https://hooks.partner.example/in') });
    expect(await within(log).findByText('500')).toBeInTheDocument();
    expect(within(log).getByText('Internal error at the receiver')).toBeInTheDocument();
    expect(within(log).getByText(T.ms(120))).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: /^Resend post\.published msg_abc/ }));
    await waitFor(() => expect(calls).toContain('resend 21'));

    await user.click(within(row).getByRole('button', { name: T.rotate }));
    const dialog = await screen.findByRole('alertdialog', { name: T.rotateTitle });
    expect(calls).not.toContain('rotate 4');
    await user.click(within(dialog).getByRole('button', { name: T.rotateConfirm }));
    await waitFor(() => expect(calls).toContain('rotate 4'));
    expect(await screen.findByText('whsec_bmV3bmV3bmV3bmV3')).toBeInTheDocument();
  });

  it('says a disabled endpoint is disabled and why, and offers no test event', async () => {
    server.use(...integrationHandlers([endpoint({ disabledAt: new Date('2026-11-20'), disabledReason: WEBHOOK_TEXT.disabledGone })]));
    renderWithProviders({ route: '/admin/integrations/3' });
    const row = (await screen.findByRole('cell', { name: 'https://hooks.partner.example/in' }, LOAD)).closest('tr')!;
    expect(within(row).getByText(T.disabled)).toBeInTheDocument();
    expect(within(row).getByText(WEBHOOK_TEXT.disabledGone)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: T.sendTest })).toBeDisabled();
  });
});
