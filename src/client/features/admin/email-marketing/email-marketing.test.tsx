import { TRPCError } from '@trpc/server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_SERVER_TEXT } from '../../../../shared/constants/newsletter';
import { toSydneyLocal } from '../../../../shared/lib/sydney-clock';
import type { CampaignDto, CampaignInput } from '../../../../shared/schemas/newsletter';
import { makeCampaign, makeSubscriberCounts } from '../../../../test/newsletter-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';
import { checkScheduleAt, sydneyLocalToIso } from './campaign-form';
import { CAMPAIGN_PROGRESS_REFRESH_MS } from './campaign-list-page';
import { EMAIL_MARKETING_TEXT as T } from './email-marketing-text';

const ADMIN = makeUser({ id: 1, username: 'jo_admin', email: 'jo@example.com', isAdmin: true });
const LOAD = { timeout: 10_000 };

/** A fake server for the campaign procedures: one list, creates and sends recorded. */
function campaignServer(options: { campaigns?: CampaignDto[] } = {}) {
  const state = {
    campaigns: [...(options.campaigns ?? [])],
    created: [] as CampaignInput[],
    updated: [] as (CampaignInput & { id: number })[],
    sends: [] as { id: number; at?: string | null }[],
    tests: [] as { subject: string; body: string }[],
    cancelled: [] as number[],
    deleted: [] as number[],
  };
  server.use(
    signedInAs(ADMIN),
    trpcMsw.admin.newsletter.counts.query(() => makeSubscriberCounts({ active: 12, bySource: [{ source: 'footer', active: 12 }] })),
    trpcMsw.admin.newsletter.campaigns.list.query(() => state.campaigns),
    trpcMsw.admin.newsletter.campaigns.byId.query(({ input }) => state.campaigns.find((c) => c.id === Number(input.id))!),
    trpcMsw.admin.newsletter.campaigns.create.mutation(({ input }) => {
      state.created.push(input);
      const campaign = makeCampaign({ ...input, id: 40 + state.created.length, ratePerMinute: Number(input.ratePerMinute) });
      state.campaigns.unshift(campaign);
      return campaign;
    }),
    trpcMsw.admin.newsletter.campaigns.update.mutation(({ input }) => {
      const id = Number(input.id);
      state.updated.push({ ...input, id });
      const index = state.campaigns.findIndex((c) => c.id === id);
      state.campaigns[index] = { ...state.campaigns[index]!, ...input, id, ratePerMinute: Number(input.ratePerMinute) };
      return state.campaigns[index]!;
    }),
    trpcMsw.admin.newsletter.campaigns.send.mutation(({ input }) => {
      state.sends.push({ ...input, id: Number(input.id) });
      const index = state.campaigns.findIndex((c) => c.id === Number(input.id));
      state.campaigns[index] = input.at
        ? { ...state.campaigns[index]!, status: 'scheduled', scheduledAt: new Date(input.at).toISOString() }
        : {
            ...state.campaigns[index]!,
            status: 'sending',
            startedAt: '2026-11-25T01:00:00.000Z',
            progress: { total: 12, sent: 4, failed: 1, pending: 7 },
          };
      return state.campaigns[index]!;
    }),
    trpcMsw.admin.newsletter.campaigns.testSend.mutation(({ input }) => {
      state.tests.push(input);
      return { to: ADMIN.email };
    }),
    trpcMsw.admin.newsletter.campaigns.cancel.mutation(({ input }) => {
      state.cancelled.push(Number(input.id));
      const index = state.campaigns.findIndex((c) => c.id === Number(input.id));
      state.campaigns[index] = { ...state.campaigns[index]!, status: 'cancelled', finishedAt: '2026-11-25T02:00:00.000Z' };
      return state.campaigns[index]!;
    }),
    trpcMsw.admin.newsletter.campaigns.delete.mutation(({ input }) => {
      state.deleted.push(Number(input.id));
      state.campaigns = state.campaigns.filter((c) => c.id !== Number(input.id));
      return { ok: true as const };
    }),
  );
  return state;
}

async function fillCampaign(user: ReturnType<typeof renderWithProviders>['user'], subject = 'Summer sleep tips', body = '## Cool nights') {
  await user.type(await screen.findByRole('textbox', { name: /^Subject/ }, LOAD), subject);
  await user.type(screen.getByRole('textbox', { name: /^Body/ }), body);
}

describe('/admin/email-marketing', { timeout: 30_000 }, () => {
  it('lists campaigns with their status and progress, and reads it again every 2 s while one is sending', async () => {
    const state = campaignServer({
      campaigns: [
        makeCampaign({ id: 2, subject: 'Spring recipes', status: 'sending', progress: { total: 10, sent: 3, failed: 1, pending: 6 } }),
        makeCampaign({ id: 1, subject: 'Welcome', status: 'draft' }),
      ],
    });
    renderWithProviders({ route: '/admin/email-marketing' });
    const table = await screen.findByRole('table', { name: T.caption }, LOAD);
    const [, sending, draft] = within(table).getAllByRole('row');
    expect(sending).toHaveTextContent('Sending');
    expect(sending).toHaveTextContent('All active subscribers');
    expect(sending).toHaveTextContent('3 sent / 1 failed / 10 total');
    const bar = within(sending!).getByRole('progressbar', { name: T.progressLabel('Spring recipes') });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(within(sending!).getByRole('button', { name: T.stopOf('Spring recipes') })).toBeInTheDocument();
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent(T.notStarted);
    expect(within(draft!).getByRole('button', { name: T.deleteOf('Welcome') })).toBeInTheDocument();
    expect(within(draft!).getByRole('link', { name: T.editOf('Welcome') })).toHaveAttribute('href', '/admin/email-marketing/1');

    state.campaigns[0] = { ...state.campaigns[0]!, status: 'sent', progress: { total: 10, sent: 9, failed: 1, pending: 0 } };
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('9 sent / 1 failed / 10 total'), {
      timeout: CAMPAIGN_PROGRESS_REFRESH_MS * 3,
    });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Sent');
  });

  it('writes a campaign, sends a test, then sends it now after a confirm naming how many get it', async () => {
    const state = campaignServer();
    const { user, router } = renderWithProviders({ route: '/admin/email-marketing/new' });
    await fillCampaign(user);
    // At desktop width the preview sits beside the Markdown.
    expect(
      await within(screen.getByRole('region', { name: 'Preview' })).findByRole('heading', { name: 'Cool nights' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.sendTest }));
    expect(await screen.findByText(T.testSentTo('jo@example.com'))).toBeInTheDocument();
    expect(state.tests).toEqual([{ subject: 'Summer sleep tips', body: '## Cool nights' }]);
    expect(state.created).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /Members who opted in/ }));
    await user.click(screen.getByRole('radio', { name: /All active subscribers/ }));
    await user.click(screen.getByRole('button', { name: T.sendNow }));
    const dialog = await screen.findByRole('alertdialog', { name: T.sendNowTitle('Summer sleep tips') });
    expect(dialog).toHaveTextContent('It goes to 12 active subscribers, 600 a minute.');
    await user.click(within(dialog).getByRole('button', { name: T.sendNow }));

    expect(await screen.findByText(T.sendStarted)).toBeInTheDocument();
    expect(state.created).toEqual([{ subject: 'Summer sleep tips', body: '## Cool nights', audience: 'subscribers', ratePerMinute: 600 }]);
    expect(state.sends).toEqual([{ id: 41 }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/email-marketing'));
    const table = await screen.findByRole('table', { name: T.caption });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Sending');
    expect(within(table).getByRole('progressbar', { name: T.progressLabel('Summer sleep tips') })).toHaveAttribute('aria-valuenow', '5');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('4 sent / 1 failed / 12 total');
  });

  it('schedules a campaign with the chosen Sydney time and its offset', async () => {
    const state = campaignServer({ campaigns: [makeCampaign({ id: 7, subject: 'Holiday hours' })] });
    const { user, router } = renderWithProviders({ route: '/admin/email-marketing/7' });
    const subject = await screen.findByRole('textbox', { name: /^Subject/ }, LOAD);
    expect(subject).toHaveValue('Holiday hours');

    await user.click(screen.getByRole('button', { name: T.schedule }));
    expect(await screen.findByText(T.scheduleMissing)).toBeInTheDocument();
    const at = screen.getByLabelText(T.scheduleAt);
    fireEvent.change(at, { target: { value: '2020-01-01T09:00' } });
    await user.click(screen.getByRole('button', { name: T.schedule }));
    expect(await screen.findByText(NEWSLETTER_SERVER_TEXT.scheduleInPast)).toBeInTheDocument();
    expect(state.sends).toEqual([]);

    const later = toSydneyLocal(Date.now() + 3 * 24 * 3600_000).slice(0, 11) + '09:30';
    fireEvent.change(at, { target: { value: later } });
    await user.click(screen.getByRole('button', { name: T.schedule }));
    expect(await screen.findByText(T.scheduled)).toBeInTheDocument();
    expect(state.updated).toEqual([
      { id: 7, subject: 'Holiday hours', body: '## Cool nights\n\nA fan, not a heater.', audience: 'subscribers', ratePerMinute: 600 },
    ]);
    expect(state.sends).toEqual([{ id: 7, at: sydneyLocalToIso(later) }]);
    expect(state.sends[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T09:30:00\+1[01]:00$/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/email-marketing'));
    expect(within(await screen.findByRole('table', { name: T.caption })).getAllByRole('row')[1]).toHaveTextContent('Scheduled');
  });

  it("shows the server's refusal beside its field", async () => {
    campaignServer({ campaigns: [makeCampaign({ id: 7 })] });
    server.use(
      http.post('*/trpc/admin.newsletter.campaigns.create', () =>
        HttpResponse.json(
          {
            error: {
              json: {
                message: 'subject: Subject contains characters that are not allowed',
                code: -32600,
                data: {
                  code: 'BAD_REQUEST',
                  httpStatus: 400,
                  path: 'admin.newsletter.campaigns.create',
                  fieldErrors: { subject: 'Subject contains characters that are not allowed' },
                },
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders({ route: '/admin/email-marketing/new' });
    await fillCampaign(user);
    await user.click(screen.getByRole('button', { name: T.saveDraft }));
    expect(await screen.findByText('Subject contains characters that are not allowed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's time refusal beside the schedule field", async () => {
    const state = campaignServer({ campaigns: [makeCampaign({ id: 7 })] });
    server.use(
      trpcMsw.admin.newsletter.campaigns.send.mutation(({ input }) => {
        state.sends.push({ ...input, id: Number(input.id) });
        throw new TRPCError({ code: 'BAD_REQUEST', message: NEWSLETTER_SERVER_TEXT.scheduleInPast });
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/email-marketing/7' });
    await screen.findByRole('textbox', { name: /^Subject/ }, LOAD);
    const at = screen.getByLabelText(T.scheduleAt);
    fireEvent.change(at, { target: { value: toSydneyLocal(Date.now() + 3600_000) } });
    await user.click(screen.getByRole('button', { name: T.schedule }));
    expect(await screen.findByText(NEWSLETTER_SERVER_TEXT.scheduleInPast)).toBeInTheDocument();
    expect(at).toHaveAttribute('aria-invalid', 'true');
    expect(state.sends).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/admin/email-marketing/7');
  });

  it('shows a campaign that has gone out as it was sent, with its progress, and stops one still sending', async () => {
    const state = campaignServer({
      campaigns: [
        makeCampaign({ id: 9, subject: 'Spring recipes', status: 'sending', progress: { total: 4, sent: 2, failed: 0, pending: 2 } }),
        makeCampaign({ id: 8, subject: 'Welcome', status: 'sent', progress: { total: 4, sent: 3, failed: 1, pending: 0 } }),
      ],
    });
    const { user, unmount } = renderWithProviders({ route: '/admin/email-marketing/8' });
    expect(await screen.findByText(T.readOnly, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: T.previewHeading })).getByRole('heading', { name: 'Cool nights' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 sent / 1 failed / 4 total')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Subject/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.stop })).not.toBeInTheDocument();
    unmount();

    renderWithProviders({ route: '/admin/email-marketing/9' });
    await user.click(await screen.findByRole('button', { name: T.stop }, LOAD));
    await user.click(within(await screen.findByRole('alertdialog', { name: T.stopTitle })).getByRole('button', { name: T.stop }));
    expect(await screen.findByText(T.stopped)).toBeInTheDocument();
    expect(state.cancelled).toEqual([9]);
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
  });

  it('refuses a rate out of bounds before saving', async () => {
    const state = campaignServer();
    const { user } = renderWithProviders({ route: '/admin/email-marketing/new' });
    await fillCampaign(user);
    const rate = screen.getByRole('spinbutton', { name: /^Emails per minute/ });
    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(screen.getByRole('button', { name: T.saveDraft }));
    expect(await screen.findByText('Rate must be at least 1 a minute')).toBeInTheDocument();
    expect(state.created).toEqual([]);
  });

  it('stops a sending campaign and deletes a draft, each after a confirm', async () => {
    const state = campaignServer({
      campaigns: [
        makeCampaign({ id: 2, subject: 'Spring recipes', status: 'scheduled', scheduledAt: '2026-12-01T22:00:00.000Z' }),
        makeCampaign({ id: 1, subject: 'Welcome', status: 'draft' }),
      ],
    });
    const { user } = renderWithProviders({ route: '/admin/email-marketing' });
    const table = await screen.findByRole('table', { name: T.caption }, LOAD);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Scheduled for 2 Dec 2026, 9:00 am');
    await user.click(within(table).getByRole('button', { name: T.stopOf('Spring recipes') }));
    const stop = await screen.findByRole('alertdialog', { name: T.stopTitle });
    await user.click(within(stop).getByRole('button', { name: T.stop }));
    expect(await screen.findByText(T.stopped)).toBeInTheDocument();
    expect(state.cancelled).toEqual([2]);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Stopped'));

    await user.click(within(table).getByRole('button', { name: T.deleteOf('Welcome') }));
    const remove = await screen.findByRole('alertdialog', { name: T.deleteTitle });
    expect(remove).toHaveTextContent(T.deleteBody('Welcome'));
    await user.click(within(remove).getByRole('button', { name: T.delete }));
    expect(await screen.findByText(T.deleted)).toBeInTheDocument();
    expect(state.deleted).toEqual([1]);
    await waitFor(() => expect(within(table).queryByText('Welcome')).not.toBeInTheDocument());
  });
});

describe('campaign schedule times', () => {
  it('reads the datetime-local value as Sydney time, with its offset', () => {
    expect(sydneyLocalToIso('2026-12-24T09:00')).toBe('2026-12-24T09:00:00+11:00');
    expect(sydneyLocalToIso('2026-06-01T09:00')).toBe('2026-06-01T09:00:00+10:00');
    // 2:30 am on the first Sunday of October doesn't exist in Sydney: it is 3:30 am summer time.
    expect(sydneyLocalToIso('2026-10-04T02:30')).toBe('2026-10-04T03:30:00+11:00');
    expect(sydneyLocalToIso('2026-02-30T09:00')).toBeNull();
  });

  it('wants a time in the future', () => {
    const now = Date.parse('2026-11-25T00:00:00Z');
    expect(checkScheduleAt('', now)).toBe(T.scheduleMissing);
    expect(checkScheduleAt('2026-11-25T10:00', now)).toBe(NEWSLETTER_SERVER_TEXT.scheduleInPast);
    expect(checkScheduleAt('2026-11-25T11:01', now)).toBeNull();
  });
});
