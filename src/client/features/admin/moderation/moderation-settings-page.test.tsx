import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODERATION_SETTINGS, type ModerationSettings } from '../../../../shared/rules/moderation-settings';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const LOAD = { timeout: 10_000 };
const STORED: ModerationSettings = { ...DEFAULT_MODERATION_SETTINGS, watchedWords: [{ phrase: 'crypto', action: 'hold' }] };

function settingsSite(role: 'admin' | 'moderator') {
  const sent: unknown[] = [];
  server.use(
    signedInAs(makeUser({ role })),
    trpcMsw.moderation.settings.get.query(() => STORED),
    trpcMsw.moderation.settings.update.mutation(({ input }) => {
      sent.push(input);
      return input as ModerationSettings;
    }),
  );
  return sent;
}

describe('/admin/moderation/settings', { timeout: 20_000 }, () => {
  it('shows the stored settings, checks them by the shared rules, and saves the watched words by action', async () => {
    const sent = settingsSite('admin');
    renderWithProviders({ route: '/admin/moderation/settings' });
    const held = await screen.findByRole('textbox', { name: /^Held/ }, LOAD);
    expect(held).toHaveValue('crypto');
    expect(screen.getByRole('textbox', { name: /Sites new members may link to/ })).toHaveValue(
      DEFAULT_MODERATION_SETTINGS.linkAllowlist.join('\n'),
    );

    const user = userEvent.setup();
    const threshold = screen.getByRole('spinbutton', { name: /Reports that hide a post/ });
    await user.clear(threshold);
    await user.type(threshold, '11');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('From 2 to 10')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(threshold);
    await user.type(threshold, '4');
    await user.type(screen.getByRole('textbox', { name: /^Blocked/ }), 'idiot');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      hideThreshold: 4,
      watchedWords: [
        { phrase: 'idiot', action: 'block' },
        { phrase: 'crypto', action: 'hold' },
      ],
    });
  });

  it('is read-only for a moderator', async () => {
    settingsSite('moderator');
    renderWithProviders({ route: '/admin/moderation/settings' });
    expect(await screen.findByText('Only admins can change these settings.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
