import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { everythingInView } from '../../test/viewport';

// The footer loads as the visitor nears it.
beforeEach(everythingInView);

async function footer() {
  return within(await screen.findByRole('contentinfo', {}, { timeout: 10_000 }));
}

describe('Footer', () => {
  it('links to the spec pages, the contact address, the sitemap and the feed', async () => {
    renderWithProviders({ route: '/' });
    const hrefs = (await footer()).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/blog',
      '/recipes',
      '/resources?category=downloadable',
      '/resources?category=masterclass',
      '/perks',
      '/community',
      '/community/auth',
      '/privacy-policy',
      '/terms-of-use',
      '/partnerships',
      '/support',
      'mailto:hello@mamavillage.com.au',
      '/sitemap.xml',
      '/feed.xml',
    ]);
  });

  it('keeps the social marks and bottom-bar policy names inert', async () => {
    renderWithProviders({ route: '/' });
    const f = await footer();
    for (const name of ['Instagram', 'Facebook', 'YouTube']) {
      expect(f.getByRole('img', { name }).closest('a')).toBeNull();
    }
    for (const text of ['Privacy', 'Terms', 'Cookies']) {
      expect(f.getByText(text, { exact: true }).closest('a')).toBeNull();
    }
  });

  it('holds the compact newsletter form (its states are tested with the form)', async () => {
    renderWithProviders({ route: '/' });
    const form = within((await footer()).getByRole('form', { name: 'Newsletter sign-up' }));
    expect(form.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
