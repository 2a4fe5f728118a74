import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type FontClassName, fontOption } from '../../../../shared/constants/fonts';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const LOAD = { timeout: 10_000 };

describe('/admin/font-settings', { timeout: 20_000 }, () => {
  it('shows the seven fonts with the current one chosen, and saves another', async () => {
    const sent: FontClassName[] = [];
    server.use(
      signedInAs(makeUser({ isAdmin: true })),
      trpcMsw.admin.siteAppearance.headingFont.get.query(() => ({ font: 'font-lora' as const })),
      trpcMsw.admin.siteAppearance.headingFont.set.mutation(({ input }) => {
        sent.push(input.font as FontClassName);
        return { font: input.font as FontClassName };
      }),
    );
    renderWithProviders({ route: '/admin/font-settings' });
    const lora = await screen.findByRole('radio', { name: /^Lora/ }, LOAD);
    expect(lora).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Save font' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Montserrat/ }));
    await user.click(screen.getByRole('button', { name: 'Save font' }));
    await waitFor(() => expect(sent).toEqual(['font-montserrat']));
    expect(await screen.findByText('Heading font saved')).toBeInTheDocument();
  });
});

describe('the heading font on the public site', () => {
  afterEach(() => document.documentElement.style.removeProperty('--chakra-fonts-heading'));

  it("follows the admin's choice for a visitor", async () => {
    server.use(trpcMsw.content.siteAppearance.headingFont.query(() => ({ font: 'font-montserrat' as const })));
    renderWithProviders({ route: '/' });
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--chakra-fonts-heading')).toBe(fontOption('font-montserrat').family),
    );
  });
});
