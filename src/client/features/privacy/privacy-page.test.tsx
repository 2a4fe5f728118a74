import { screen, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { PrivacyOverviewDto } from '../../../shared/schemas/account';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

const NONE: PrivacyOverviewDto['deletion'] = { state: 'none', content: null, deleteAt: null };

async function main() {
  return within(await screen.findByRole('main'));
}

describe('/profile/privacy', () => {
  it('asks for a download, then offers the ready ZIP for its 7 days', async () => {
    let overview: PrivacyOverviewDto = { exports: [], nextExportAt: null, deletion: NONE };
    server.use(
      signedInAs(makeUser()),
      trpcMsw.account.privacy.query(() => overview),
      trpcMsw.account.exports.create.mutation(() => {
        overview = {
          exports: [
            { id: 7, status: 'ready', createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 7 * 86400_000).toISOString() },
          ],
          nextExportAt: new Date(Date.now() + 86400_000).toISOString(),
          deletion: NONE,
        };
        return { id: 7 };
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/privacy' });
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Privacy & my data' })).toBeInTheDocument();
    await user.click(await page.findByRole('button', { name: 'Prepare my download' }));
    expect(await page.findByRole('link', { name: 'Download ZIP' })).toHaveAttribute('href', '/api/account/exports/7/download');
    expect(page.getByText(/You can ask for another download after/)).toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Prepare my download' })).not.toBeInTheDocument();
    expect(page.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/privacy-policy');
  });

  it("says why a download wasn't started (once a day)", async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.account.exports.create.mutation(() => {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'You can download your data once a day' });
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/privacy' });
    const page = await main();
    await user.click(await page.findByRole('button', { name: 'Prepare my download' }));
    expect(await screen.findByText('You can download your data once a day')).toBeInTheDocument();
  });

  it('asks to delete with her password and the content choice, then offers "Keep my account" once scheduled', async () => {
    let sent: unknown = null;
    let overview: PrivacyOverviewDto = { exports: [], nextExportAt: null, deletion: NONE };
    server.use(
      signedInAs(makeUser()),
      trpcMsw.account.privacy.query(() => overview),
      trpcMsw.account.deletion.request.mutation(({ input }) => {
        sent = input;
        overview = {
          ...overview,
          deletion: { state: 'awaiting-confirmation', content: input.content === 'anonymise' ? 'anonymise' : 'remove', deleteAt: null },
        };
        return { success: true as const };
      }),
      trpcMsw.account.deletion.cancel.mutation(() => {
        overview = { ...overview, deletion: NONE };
        return NONE;
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/privacy' });
    const page = await main();
    await user.click(await page.findByRole('button', { name: 'Delete my account' }));
    expect(await page.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(sent).toBeNull();
    expect(page.getByRole('radio', { name: /Remove my posts/ })).toBeChecked();
    await user.click(page.getByRole('radio', { name: /Keep my posts without my name/ }));
    await user.type(page.getByLabelText('Your password'), 'secret-pass');
    await user.click(page.getByRole('button', { name: 'Delete my account' }));
    expect(await page.findByText(/We emailed you a link to confirm the deletion/)).toBeInTheDocument();
    expect(sent).toEqual({ password: 'secret-pass', content: 'anonymise' });
  });

  it('offers "Keep my account" while a deletion is scheduled', async () => {
    let overview: PrivacyOverviewDto = {
      exports: [],
      nextExportAt: null,
      deletion: { state: 'scheduled', content: 'remove', deleteAt: new Date(Date.now() + 7 * 86400_000).toISOString() },
    };
    server.use(
      signedInAs(makeUser()),
      trpcMsw.account.privacy.query(() => overview),
      trpcMsw.account.deletion.cancel.mutation(() => {
        overview = { ...overview, deletion: NONE };
        return NONE;
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/privacy' });
    const page = await main();
    expect(await page.findByText(/Your account will be deleted on/)).toBeInTheDocument();
    await user.click(page.getByRole('button', { name: 'Keep my account' }));
    expect(await page.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });
});

describe('/profile/privacy/confirm-deletion', () => {
  it("confirms with the link's token, signed in or not", async () => {
    let token: string | null = null;
    server.use(
      trpcMsw.account.deletion.confirm.mutation(({ input }) => {
        token = input.token;
        return { deleteAt: new Date().toISOString(), deleted: true };
      }),
    );
    const { user } = renderWithProviders({ route: `/profile/privacy/confirm-deletion?token=${'a'.repeat(32)}` });
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Delete your account' })).toBeInTheDocument();
    await user.click(page.getByRole('button', { name: 'Confirm the deletion' }));
    expect(await page.findByText(/Your account has been deleted/)).toBeInTheDocument();
    expect(token).toBe('a'.repeat(32));
  });

  it('says a malformed link is invalid, without asking the server', async () => {
    renderWithProviders({ route: '/profile/privacy/confirm-deletion?token=nope' });
    const page = await main();
    expect(await page.findByText('This link is invalid or has already been used.')).toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Confirm the deletion' })).not.toBeInTheDocument();
  });
});
