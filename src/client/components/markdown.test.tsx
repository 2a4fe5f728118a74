import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTHORS, CATEGORIES, makePostDetail } from '../../test/content-dtos';
import { server, trpcMsw } from '../../test/msw';
import { renderWithProviders } from '../../test/render';

const HOSTILE_BODY = [
  '# A heading written as h1',
  '',
  'Intro paragraph.',
  '',
  '<script>window.__pwned = true</script>',
  '',
  '<img src="x" onerror="window.__pwned = true">',
  '',
  'Inline <b onclick="window.__pwned = true">bold html</b> text.',
  '',
  '<iframe src="https://evil.example"></iframe>',
  '',
  '[click me](javascript:window.__pwned=true)',
  '',
  '[Raising Children](https://raisingchildren.net.au)',
  '',
  '[our recipes](/recipes)',
  '',
  '[sneaky](//evil.example/path)',
  '',
  '![tracker](https://evil.example/pixel.png)',
  '',
  '![our photo](https://cdn.example.com/uploads/photo_optimized.jpg)',
  '',
  '![data](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
  '',
  '> A quote',
].join('\n');

async function renderBody(body: string) {
  server.use(
    trpcMsw.content.blog.bySlug.query(() => makePostDetail({ body, related: [] })),
    trpcMsw.content.blog.categories.query(() => CATEGORIES),
    trpcMsw.content.authors.list.query(() => AUTHORS),
  );
  const result = renderWithProviders({ route: '/blog/starting-solids' });
  await screen.findByText('Intro paragraph.');
  const article = screen.getByRole('article', { name: 'Starting Solids: A Calm Guide' });
  return { ...result, article };
}

describe('Markdown bodies are rendered safely', () => {
  it('drops raw HTML instead of rendering it', async () => {
    const { article } = await renderBody(HOSTILE_BODY);
    expect(article.querySelector('script, iframe, b, [onerror], [onclick]')).toBeNull();
    expect(article.textContent).not.toContain('<script');
    expect(article.textContent).not.toContain('__pwned');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
    // The text around inline HTML stays.
    expect(within(article).getByText(/Inline/)).toHaveTextContent('Inline bold html text.');
  });

  it('keeps one h1: a heading in the body becomes an h2', async () => {
    await renderBody(HOSTILE_BODY);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'A heading written as h1' })).toBeInTheDocument();
  });

  it('empties javascript: links and opens other sites in a new tab without opener', async () => {
    const { article } = await renderBody(HOSTILE_BODY);
    const a = within(article);
    expect(a.getByText('click me').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);

    const external = a.getByRole('link', { name: 'Raising Children' });
    expect(external).toHaveAttribute('href', 'https://raisingchildren.net.au');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    const sneaky = a.getByRole('link', { name: 'sneaky' });
    expect(sneaky).toHaveAttribute('target', '_blank');
    expect(sneaky).toHaveAttribute('rel', 'noopener noreferrer');

    const internal = a.getByRole('link', { name: 'our recipes' });
    expect(internal).toHaveAttribute('href', '/recipes');
    expect(internal).not.toHaveAttribute('target');
  });

  it('navigates inside the app for links to our own pages', async () => {
    server.use(trpcMsw.content.recipes.list.query(() => ({ items: [], nextCursor: null })));
    const { article, user, router } = await renderBody(HOSTILE_BODY);
    await user.click(within(article).getByRole('link', { name: 'our recipes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
  });

  it('passes images through sanitizeImageUrl and drops the rest', async () => {
    const { article } = await renderBody(HOSTILE_BODY);
    expect(within(article).queryByAltText('tracker')).not.toBeInTheDocument();
    expect(within(article).queryByAltText('data')).not.toBeInTheDocument();
    expect(within(article).getByAltText('our photo')).toHaveAttribute('src', '/uploads/photo.jpg');
  });
});
