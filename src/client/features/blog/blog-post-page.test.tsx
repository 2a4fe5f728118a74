import { screen, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { AUTHORS, CATEGORIES, makePostDetail } from '../../../test/content-dtos';

const lookups = [trpcMsw.content.blog.categories.query(() => CATEGORIES), trpcMsw.content.authors.list.query(() => AUTHORS)];

describe('/blog/{slug}', () => {
  it('shows the title, category, author, date, body and related posts', async () => {
    server.use(
      ...lookups,
      trpcMsw.content.blog.bySlug.query(({ input }) => makePostDetail({ slug: input.slug })),
    );
    renderWithProviders({ route: '/blog/starting-solids' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Starting Solids: A Calm Guide' })).toBeInTheDocument();
    const article = within(screen.getByRole('article', { name: 'Starting Solids: A Calm Guide' }));
    expect(article.getByText('Nutrition')).toBeInTheDocument();
    expect(article.getByRole('link', { name: 'More Nutrition articles' })).toHaveAttribute('href', '/blog?category=nutrition');
    expect(article.getAllByText('Tessa Nguyen').length).toBeGreaterThan(0);
    expect(article.getAllByText(/Paediatric Dietitian/).length).toBeGreaterThan(0);
    expect(article.getByText('January 5, 2024')).toBeInTheDocument();
    expect(article.getAllByAltText('Photo of Tessa Nguyen')[0]).toHaveAttribute('src', '/uploads/demo/authors/tessa.svg');
    // The cover is the first screen's largest image: sized, fetched first, never lazily. The
    // author's photo waits its turn.
    const cover = document.querySelector(`img[src="${makePostDetail().image}"]`);
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('width');
    expect(cover).toHaveAttribute('height');
    expect(article.getAllByAltText('Photo of Tessa Nguyen')[0]).toHaveAttribute('loading', 'lazy');
    expect(article.getAllByAltText('Photo of Tessa Nguyen')[0]).not.toHaveAttribute('fetchpriority');
    // Markdown body.
    expect(article.getByRole('heading', { level: 2, name: 'When to start' })).toBeInTheDocument();
    expect(article.getByText('six months').tagName).toBe('STRONG');
    expect(article.getByText('head control').tagName).toBe('LI');
    // Author bio.
    expect(article.getByText('Tessa helps families eat well.')).toBeInTheDocument();

    const related = within(screen.getByRole('region', { name: 'You might also like' }));
    expect(related.getByRole('link', { name: 'Related one' })).toHaveAttribute('href', '/blog/post-2');
    expect(related.getByRole('link', { name: 'Related two' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("falls back to 'Writer', the placeholder avatar and 'General'", async () => {
    server.use(
      ...lookups,
      trpcMsw.content.blog.bySlug.query(() =>
        makePostDetail({ author: { ...AUTHORS[1]!, avatar: null, role: null }, category: null, related: [] }),
      ),
    );
    renderWithProviders({ route: '/blog/starting-solids' });
    const article = within(await screen.findByRole('article', { name: 'Starting Solids: A Calm Guide' }));
    expect(article.getByText(/^Writer/)).toBeInTheDocument();
    expect(article.getByText('General')).toBeInTheDocument();
    expect(article.getByAltText('Photo of Sophie Barrett')).toHaveAttribute('src', '/images/author-placeholder.svg');
    expect(screen.queryByRole('region', { name: 'You might also like' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown slug', async () => {
    server.use(
      ...lookups,
      trpcMsw.content.blog.bySlug.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Blog post not found' });
      }),
    );
    renderWithProviders({ route: '/blog/no-such-post' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Mama Village');
  });

  it('follows a renamed post from its old address to the new one', async () => {
    server.use(
      ...lookups,
      trpcMsw.content.blog.bySlug.query(({ input }) => {
        if (input.slug === 'starting-solids') return makePostDetail({ slug: 'starting-solids' });
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Blog post not found' });
      }),
      trpcMsw.content.blog.redirect.query(({ input }) => (input.slug === 'solids-old-name' ? { slug: 'starting-solids' } : null)),
    );
    const { router } = renderWithProviders({ route: '/blog/solids-old-name' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Starting Solids: A Calm Guide' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/starting-solids');
  });

  it('shows the not-found page for a slug the server refuses', async () => {
    server.use(
      ...lookups,
      trpcMsw.content.blog.bySlug.query(() => {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Slug may only contain lower-case letters, digits and dashes' });
      }),
    );
    renderWithProviders({ route: '/blog/Not_A_Slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
