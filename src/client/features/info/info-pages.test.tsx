import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { ANIMATION_DEMO_TEXT, DOWNLOAD_APP_TEXT, INFO_PAGES, documentTitle } from './info-text';

function descriptionMeta() {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
}

async function openPage(route: string, title: string) {
  const result = renderWithProviders({ route });
  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  return { ...result, main };
}

describe('information pages', () => {
  it.each([
    ['/privacy-policy', INFO_PAGES.privacy],
    ['/terms-of-use', INFO_PAGES.terms],
    ['/partnerships', INFO_PAGES.partnerships],
    ['/download-app', INFO_PAGES.downloadApp],
    ['/support', INFO_PAGES.support],
    ['/animation-demo', INFO_PAGES.animationDemo],
  ])('%s has its h1, document title and description', async (route, page) => {
    await openPage(route, page.title);
    await waitFor(() => expect(document.title).toBe(documentTitle(page.title)));
    expect(document.title).toBe(`${page.title} · Mama Village`);
    expect(descriptionMeta()).toBe(page.description);
  });

  it('the privacy policy covers the Privacy Act, what is collected, cookies, access, deletion and complaints', async () => {
    const { main } = await openPage('/privacy-policy', 'Privacy Policy');
    const sections = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        'What we collect and why',
        'Cookies and your browser',
        'Seeing, downloading and correcting your information',
        'Deleting your account',
        'How long we keep information',
        'Automated checks we run on ourselves',
        'How the 13 Australian Privacy Principles apply',
        'Complaints',
      ]),
    );
    expect(main.getAllByText(/Privacy Act 1988/).length).toBeGreaterThan(0);
    expect(main.getByText(/We don't track opens or clicks/)).toBeInTheDocument();
    // The automated checks on posts, each named.
    const checks = main.getByText(/checked automatically when you post/).textContent!;
    for (const check of [
      'link from an account less than a day old',
      'same text posted three times',
      'first posts',
      'words and phrases our moderators watch',
      'someone may be at risk',
    ]) {
      expect(checks).toContain(check);
    }
    // Her own data: the paths that do it, and email as a fallback.
    expect(main.getAllByRole('link', { name: 'your privacy page' })[0]).toHaveAttribute('href', '/profile/privacy');
    expect(main.getByRole('link', { name: 'your profile page' })).toHaveAttribute('href', '/profile/edit');
    expect(main.getByText(/Read notifications|Notifications you have read/).closest('li')!.textContent).toContain('12 months');
    expect(main.getByText(/a test fails when a table that holds member data/)).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 3, name: 'Overseas disclosure' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'oaic.gov.au' })).toHaveAttribute('href', 'https://www.oaic.gov.au');
    // The 13 APPs, numbered.
    expect(
      main
        .getByText(/Government related identifiers/)
        .closest('ol')!
        .querySelectorAll('li'),
    ).toHaveLength(13);
  });

  it('the terms give the community rules and the giveaway terms as PRODUCT.md decides them', async () => {
    const { main } = await openPage('/terms-of-use', 'Terms of Use');
    expect(main.getByText(/No MLM promotion/)).toBeInTheDocument();
    expect(main.getByText(/No medical misinformation/)).toBeInTheDocument();
    expect(main.getByText(/No spam or advertising/)).toBeInTheDocument();
    // How to report, what happens next, how to ask for another look, and the eSafety Commissioner.
    for (const name of ['Reporting', 'What happens next', 'Asking for another look', 'Complaining to the eSafety Commissioner']) {
      expect(main.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(main.getByRole('link', { name: 'esafety.gov.au' })).toHaveAttribute('href', 'https://www.esafety.gov.au/report');
    expect(main.getByRole('link', { name: 'Need support now?' })).toHaveAttribute('href', '/support');
    expect(main.getByText(/1 entry for each whole point/)).toBeInTheDocument();
    expect(main.getByText(/admins and staff can't enter or win/)).toBeInTheDocument();
    expect(main.getByText(/claim window/)).toBeInTheDocument();
    expect(main.getAllByText(/Australian Consumer Law/).length).toBeGreaterThan(0);
    // Links inside the site stay in the app.
    expect(main.getAllByRole('link', { name: 'Privacy Policy' })[0]).toHaveAttribute('href', '/privacy-policy');
  });

  it('/support lists the support lines from their block as tel: links, then reporting, what happens next, appeals and eSafety', async () => {
    server.use(
      trpcMsw.content.siteContent.byKey.query(({ input }) => ({
        id: 5,
        key: 'support_services' as const,
        name: 'Support services',
        section: 'support',
        lastUpdated: '2026-11-28T00:00:00.000Z',
        content:
          input.key === 'support_services'
            ? { services: [{ name: 'Emergency', number: '000', hours: '24 hours', link: '', checked: '2026-11-28' }] }
            : {},
      })),
    );
    const { main } = await openPage('/support', INFO_PAGES.support.title);
    expect(await main.findByRole('link', { name: 'Call Emergency on 000' })).toHaveAttribute('href', 'tel:000');
    expect(main.getByText('Checked 2026-11-28')).toBeInTheDocument();
    const sections = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Support lines',
      'Reporting a post',
      'What happens next',
      'Asking for another look',
      'Complaining to the eSafety Commissioner',
    ]);
  });

  it('the download page lists what the app offers and signs up with the download-app source', async () => {
    let received: unknown = null;
    server.use(
      trpcMsw.newsletter.subscribe.mutation(({ input }) => {
        received = input;
        return { success: true as const, message: 'Subscribed' };
      }),
    );
    const { main, user } = await openPage('/download-app', 'Download the App');
    for (const feature of DOWNLOAD_APP_TEXT.features)
      expect(main.getByRole('heading', { level: 3, name: feature.title })).toBeInTheDocument();
    const form = within(main.getByRole('form', { name: DOWNLOAD_APP_TEXT.signupHeading }));
    await user.type(form.getByLabelText(/First name/), 'Jess');
    await user.type(form.getByLabelText(/Last name/), 'Nguyen');
    await user.type(form.getByLabelText(/Email/), 'jess@example.com');
    await user.click(form.getByRole('button', { name: DOWNLOAD_APP_TEXT.signupButton }));
    await waitFor(() => expect(received).toMatchObject({ name: 'Jess Nguyen', email: 'jess@example.com', source: 'download-app' }));
  });

  it('restores the previous title and description when the visitor leaves', async () => {
    const { router } = await openPage('/privacy-policy', 'Privacy Policy');
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Mama Village'));
    await router.navigate({ to: '/terms-of-use' });
    await waitFor(() => expect(document.title).toBe('Terms of Use · Mama Village'));
    expect(descriptionMeta()).toBe(INFO_PAGES.terms.description);
  });
});

describe('/animation-demo', () => {
  afterEach(() => vi.restoreAllMocks());

  it('labels each motion piece and says the animations play', async () => {
    const { main } = await openPage('/animation-demo', 'Animation Demo');
    for (const piece of ['spinner', 'skeleton', 'cardHover', 'levelBadges', 'toast', 'buttons', 'menu'] as const) {
      expect(main.getByRole('region', { name: ANIMATION_DEMO_TEXT[piece].title })).toBeInTheDocument();
    }
    expect(main.getByText(ANIMATION_DEMO_TEXT.reducedOff)).toBeInTheDocument();
    expect(main.getByRole('img', { name: 'Level 10: Super Mum' })).toBeInTheDocument();
  });

  it('stops the animations when the device asks for reduced motion', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query === '(prefers-reduced-motion: reduce)' ? ({ ...real(query), matches: true, media: query } as MediaQueryList) : real(query),
    );
    const { main } = await openPage('/animation-demo', 'Animation Demo');
    expect(main.getByRole('status')).toHaveTextContent(ANIMATION_DEMO_TEXT.reducedOn);
    expect(main.getByText(ANIMATION_DEMO_TEXT.intro).parentElement).toHaveAttribute('data-reduced-motion', 'true');
    // The rule that stops them, for the demo and the toasts and menus it opens.
    const css = document.querySelector('style[data-reduced-motion-rules]')?.textContent;
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[\s\S]*animation: none !important/);
    expect(css).toContain('[data-scope="toast"]');
  });
});
