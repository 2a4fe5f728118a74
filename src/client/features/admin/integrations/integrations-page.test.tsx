import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreateIntegrationInput, IntegrationDto } from '../../../../shared/schemas/integrations';
import { defaultExpiryDay } from '../../../../shared/rules/integrations';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'jo_admin', isAdmin: true });
const LOAD = { timeout: 10_000 };
const TOKEN = `mv_7_${'a2'.repeat(16)}`;

function makeIntegration(overrides: Partial<IntegrationDto> = {}): IntegrationDto {
  return {
    id: 3,
    name: 'Mobile app',
    prefix: 'mv_3_ab3d',
    scopes: ['content:read', 'forum:read'],
    createdAt: new Date('2026-10-01T00:00:00Z'),
    createdBy: 'jo_admin',
    lastUsedOn: '2026-11-20',
    expiresAt: new Date('2027-10-01T00:00:00Z'),
    revokedAt: null,
    status: 'active',
    ...overrides,
  };
}

describe('/admin/integrations', { timeout: 30_000 }, () => {
  it('lists tokens, creates one shown once with Copy, and revokes one after a confirm', async () => {
    let rows: IntegrationDto[] = [
      makeIntegration(),
      makeIntegration({ id: 2, name: 'Old report', prefix: 'mv_2_zz99', status: 'revoked', lastUsedOn: null }),
    ];
    const created: CreateIntegrationInput[] = [];
    const revoked: number[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.integrations.list.query(() => rows),
      trpcMsw.admin.integrations.create.mutation(({ input }) => {
        created.push(input);
        const row = makeIntegration({ id: 7, name: input.name, prefix: 'mv_7_a2a2', scopes: [...input.scopes] });
        rows = [row, ...rows];
        return {
          id: 7,
          token: TOKEN,
          name: row.name,
          scopes: row.scopes,
          prefix: row.prefix,
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
        };
      }),
      trpcMsw.admin.integrations.revoke.mutation(({ input }) => {
        revoked.push(Number(input.id));
        rows = rows.map((row) => (row.id === Number(input.id) ? { ...row, status: 'revoked' as const, revokedAt: new Date() } : row));
        return { id: Number(input.id), revokedAt: new Date() };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/integrations' });
    const table = await screen.findByRole('table', { name: 'API tokens' }, LOAD);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Mobile app');
    expect(first).toHaveTextContent('mv_3_ab3d…');
    expect(first).toHaveTextContent('content:read, forum:read');
    expect(first).toHaveTextContent('Active');
    expect(within(first!).getByRole('link', { name: 'Mobile app' })).toHaveAttribute('href', '/admin/integrations/3');
    expect(second).toHaveTextContent('Never');
    expect(second).toHaveTextContent('Revoked');
    expect(within(second!).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    // Create: the rules first (no scope), then the token, once.
    await user.click(screen.getByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    expect(within(dialog).getByLabelText(/Expires on/)).toHaveValue(defaultExpiryDay(new Date()));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Partner newsletter');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Choose at least one scope')).toBeInTheDocument();
    expect(created).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: /newsletter:read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy your token now' });
    expect(created).toEqual([{ name: 'Partner newsletter', scopes: ['newsletter:read'], expiresAt: defaultExpiryDay(new Date()) }]);
    expect(within(shown).getByText(/You won't see it again/)).toBeVisible();
    expect(within(shown).getByRole('textbox', { name: 'API token' })).toHaveValue(TOKEN);
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(TOKEN)).not.toBeInTheDocument());
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Partner newsletter'));
    expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();

    // Revoke, after a confirm.
    const mobile = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Mobile app'))!;
    await user.click(within(mobile).getByRole('button', { name: 'Revoke Mobile app' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this token?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(revoked).toEqual([3]);
    await waitFor(() => expect(within(mobile).queryByRole('button', { name: 'Revoke Mobile app' })).not.toBeInTheDocument());
  });

  it('says so when there are no tokens yet', async () => {
    server.use(signedInAs(ADMIN));
    renderWithProviders({ route: '/admin/integrations' });
    expect(await screen.findByText('No tokens yet', {}, LOAD)).toBeInTheDocument();
  });
});
