import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FONT_PREVIEW_SESSION_KEY, SAVED_FONT_KEY } from '../../../shared/constants/font-preview';
import { fontOption } from '../../../shared/constants/fonts';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { FONT_PREVIEW_TEXT, FONT_PREVIEW_TOASTS } from './font-preview-text';
import { FLOATING_BUTTON_CLEARANCE } from './font-preview-tool';

const headingFont = () => document.documentElement.style.getPropertyValue('--chakra-fonts-heading');
const MONTSERRAT = fontOption('font-montserrat').family;
const LORA = fontOption('font-lora').family;
const PLAYFAIR = fontOption('font-playfair').family;

async function renderAt(route: string) {
  const result = renderWithProviders({ route });
  await screen.findByRole('main');
  return result;
}

async function openTool(route = '/privacy-policy?font-preview') {
  const result = await renderAt(route);
  const button = await screen.findByRole('button', { name: FONT_PREVIEW_TEXT.open });
  await result.user.click(button);
  const panel = within(await screen.findByRole('dialog', { name: FONT_PREVIEW_TEXT.title }));
  const select = () => panel.getByRole('combobox', { name: FONT_PREVIEW_TEXT.fontLabel });
  return { ...result, button, panel, select };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.documentElement.style.removeProperty('--chakra-fonts-heading');
});

describe('font preview tool', () => {
  it('keeps its button hidden by default', async () => {
    await renderAt('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    // Give a lazily loaded tool every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: FONT_PREVIEW_TEXT.open })).not.toBeInTheDocument();
  });

  it('shows the button to anyone with ?font-preview, and for the rest of the session', async () => {
    const first = await renderAt('/terms-of-use?font-preview');
    expect(await screen.findByRole('button', { name: FONT_PREVIEW_TEXT.open })).toBeInTheDocument();
    expect(sessionStorage.getItem(FONT_PREVIEW_SESSION_KEY)).toBe('true');
    // It floats at the bottom left: the page gets room below its end, so the button covers nothing there.
    expect(document.body.style.paddingBottom).toBe(FLOATING_BUTTON_CLEARANCE);
    first.unmount();
    expect(document.body.style.paddingBottom).toBe('');
    await renderAt('/terms-of-use');
    expect(await screen.findByRole('button', { name: FONT_PREVIEW_TEXT.open })).toBeInTheDocument();
  });

  it('shows the button to admins, not to members', async () => {
    server.use(signedInAs(makeUser({ isAdmin: false })));
    const member = await renderAt('/privacy-policy');
    await screen.findByRole('button', { name: 'Help' }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: FONT_PREVIEW_TEXT.open })).not.toBeInTheDocument();
    member.unmount();

    server.use(signedInAs(makeUser({ isAdmin: true })));
    await renderAt('/privacy-policy');
    expect(await screen.findByRole('button', { name: FONT_PREVIEW_TEXT.open })).toBeInTheDocument();
  });

  it('previews a font live, saves it on Save and removes it on Reset, with the spec’s toasts', async () => {
    const { user, panel, select, button } = await openTool();
    expect(select()).toHaveValue('font-playfair');
    expect(select()).toHaveFocus();

    await user.selectOptions(select(), 'font-montserrat');
    await waitFor(() => expect(headingFont()).toBe(MONTSERRAT));
    expect(localStorage.getItem(SAVED_FONT_KEY)).toBeNull();

    const sample = panel.getByRole('textbox', { name: FONT_PREVIEW_TEXT.sampleLabel });
    await user.clear(sample);
    await user.type(sample, 'Hello village');
    expect(panel.getByRole('group', { name: FONT_PREVIEW_TEXT.previewLabel })).toHaveTextContent('Hello village');

    await user.click(panel.getByRole('button', { name: FONT_PREVIEW_TEXT.save }));
    expect(localStorage.getItem(SAVED_FONT_KEY)).toBe('font-montserrat');
    expect(await screen.findByText(FONT_PREVIEW_TOASTS.saved)).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: FONT_PREVIEW_TEXT.reset }));
    expect(localStorage.getItem(SAVED_FONT_KEY)).toBeNull();
    expect(await screen.findByText(FONT_PREVIEW_TOASTS.reset)).toBeInTheDocument();
    expect(select()).toHaveValue('font-playfair');
    await waitFor(() => expect(headingFont()).toBe(PLAYFAIR));

    // Escape closes the panel and gives focus back to its button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: FONT_PREVIEW_TEXT.title })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('ends an unsaved preview when closed, back to the site’s font', async () => {
    server.use(trpcMsw.content.siteAppearance.headingFont.query(() => ({ font: 'font-lora' as const })));
    const { user, panel, select } = await openTool();
    await waitFor(() => expect(select()).toHaveValue('font-lora'));
    await user.selectOptions(select(), 'font-montserrat');
    await waitFor(() => expect(headingFont()).toBe(MONTSERRAT));
    await user.click(panel.getByRole('button', { name: FONT_PREVIEW_TEXT.close }));
    await waitFor(() => expect(headingFont()).toBe(LORA));
    expect(localStorage.getItem(SAVED_FONT_KEY)).toBeNull();
  });

  it('a saved font wins over the admin’s font on every page load, even with the button hidden', async () => {
    localStorage.setItem(SAVED_FONT_KEY, 'font-montserrat');
    server.use(trpcMsw.content.siteAppearance.headingFont.query(() => ({ font: 'font-lora' as const })));
    await renderAt('/terms-of-use');
    await waitFor(() => expect(headingFont()).toBe(MONTSERRAT));
    expect(screen.queryByRole('button', { name: FONT_PREVIEW_TEXT.open })).not.toBeInTheDocument();
  });

  it('ignores a stored value that is not one of the fonts', async () => {
    localStorage.setItem(SAVED_FONT_KEY, 'font-comic-sans');
    await renderAt('/terms-of-use');
    await waitFor(() => expect(headingFont()).toBe(PLAYFAIR));
  });
});
