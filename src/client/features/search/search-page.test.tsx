import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT, SEARCH_TYPE_LABELS, SEARCH_TYPES } from '../../../shared/constants/search';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../shared/constants/search-query';
import type { SearchResultDto } from '../../../shared/schemas/search';
import { makePost } from '../../../test/content-dtos';
import { server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { searchPageParams } from './search-params';

const LOAD = { timeout: 10_000 };

function result(id: number, overrides: Partial<SearchResultDto> = {}): SearchResultDto {
  return {
    type: 'recipe',
    id,
    title: `Banana bread ${id}`,
    url: `/recipes/banana-bread-${id}`,
    snippet: `Ripe <mark>banana</mark> &#38; oats &#60;3`,
    image: null,
    date: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Answers searches from `pages` by cursor, and records every input. */
function searchAnswers(
  answer: (input: { q: string; type?: string; cursor?: string }) => { results: SearchResultDto[]; nextCursor: string | null },
) {
  const inputs: { q: string; type?: string; cursor?: string; limit?: unknown }[] = [];
  server.use(
    trpcMsw.search.find.query(({ input }) => {
      inputs.push(input);
      return answer(input);
    }),
  );
  return inputs;
}

describe('search pages', () => {
  it('/simplified-search shows the header’s query with highlighted snippets, and keeps the time stamp a number', async () => {
    const inputs = searchAnswers(() => ({
      results: [result(1), result(2, { type: 'blog_post', title: 'Sleep', url: '/blog/sleep' })],
      nextCursor: null,
    }));
    const { router } = renderWithProviders({ route: '/simplified-search?q=banana&t=1740823200000' });
    expect(await screen.findByRole('heading', { level: 1, name: SEARCH_TEXT.resultsTitle }, LOAD)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Banana bread 1' }, LOAD);
    expect(link).toHaveAttribute('href', '/recipes/banana-bread-1');
    const mark = (await screen.findAllByText('banana', { selector: 'mark' }))[0]!;
    expect(mark.parentElement).toHaveTextContent('Ripe banana & oats <3');
    expect(screen.getByRole('link', { name: 'Sleep' })).toHaveAttribute('href', '/blog/sleep');
    expect(inputs[0]).toMatchObject({ q: 'banana' });
    expect(screen.getByRole('searchbox', { name: SEARCH_TEXT.boxLabel, hidden: false })).toHaveValue('banana');
    expect(router.state.location.search).toEqual({ q: 'banana', t: 1740823200000 });
    expect(router.state.location.href).toContain('t=1740823200000');
    expect(router.state.location.href).not.toContain('%22');
  });

  it('/search filters by type and pages, with the state in the URL', async () => {
    const inputs = searchAnswers((input) =>
      input.cursor
        ? { results: [result(11)], nextCursor: null }
        : { results: Array.from({ length: 10 }, (_, i) => result(i + 1)), nextCursor: '10' },
    );
    const { user, router } = renderWithProviders({ route: '/search?q=banana' });
    await screen.findByRole('link', { name: 'Banana bread 1' }, LOAD);
    const filters = within(screen.getByRole('group', { name: SEARCH_TEXT.typeFilterLabel }));
    expect(filters.getByRole('button', { name: SEARCH_TEXT.allTypes })).toHaveAttribute('aria-pressed', 'true');
    await user.click(filters.getByRole('button', { name: SEARCH_TYPE_LABELS.recipe }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'banana', type: 'recipe' }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ q: 'banana', type: 'recipe' }));
    expect(filters.getByRole('button', { name: SEARCH_TYPE_LABELS.recipe })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('link', { name: 'Banana bread 1' }, LOAD);
    await user.click(screen.getByRole('button', { name: SEARCH_TEXT.next }));
    await screen.findByRole('link', { name: 'Banana bread 11' }, LOAD);
    expect(router.state.location.search).toEqual({ q: 'banana', type: 'recipe', page: 2 });
    expect(inputs.at(-1)).toMatchObject({ type: 'recipe', cursor: '10' });
    expect(screen.getByRole('button', { name: SEARCH_TEXT.next })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: SEARCH_TEXT.previous }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'banana', type: 'recipe' }));
  });

  it('a new query from the box goes into the URL; a blank one does nothing', async () => {
    const inputs = searchAnswers(() => ({ results: [], nextCursor: null }));
    const { user, router } = renderWithProviders({ route: '/search' });
    const box = await screen.findByRole('searchbox', { name: SEARCH_TEXT.boxLabel }, LOAD);
    expect(box).toHaveAttribute('maxlength', String(SEARCH_QUERY_MAX_LENGTH));
    expect(screen.getByText(SEARCH_TEXT.enterQuery)).toBeInTheDocument();
    await user.type(box, '   {Enter}');
    expect(router.state.location.search).toEqual({});
    await user.type(box, 'colic{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'colic' }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ q: 'colic' }));
  });

  it('shows Loading... first, then an empty state that suggests popular content', async () => {
    searchAnswers(() => ({ results: [], nextCursor: null }));
    server.use(trpcMsw.content.blog.featured.query(() => [makePost(1, { title: 'Newborn sleep basics', slug: 'newborn-sleep' })]));
    renderWithProviders({ route: '/search?q=zzz' });
    expect(await screen.findByText(SEARCH_TEXT.loading, {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText(SEARCH_TEXT.noResults('zzz'), {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: SEARCH_TEXT.popularHeading }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Newborn sleep basics' })).toHaveAttribute('href', '/blog/newborn-sleep');
  });

  it('/test-search groups the results by type', async () => {
    searchAnswers(() => ({
      results: [
        result(1, { type: 'thread', title: 'Night feeds?', url: '/community/thread/1' }),
        result(2),
        result(3, { type: 'thread', title: 'Teething', url: '/community/thread/3' }),
      ],
      nextCursor: null,
    }));
    renderWithProviders({ route: '/test-search?q=night' });
    const community = await screen.findByRole('region', { name: SEARCH_TYPE_LABELS.thread }, LOAD);
    expect(
      within(community)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Night feeds?', 'Teething']);
    expect(within(screen.getByRole('region', { name: SEARCH_TYPE_LABELS.recipe })).getByRole('link')).toHaveTextContent('Banana bread 2');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([SEARCH_TYPE_LABELS.recipe, SEARCH_TYPE_LABELS.thread]);
  });

  it('shows an error with a retry when the search fails', async () => {
    server.use(
      trpcMsw.search.find.query(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'down' });
      }),
    );
    renderWithProviders({ route: '/search?q=x' });
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(SEARCH_TEXT.failed);
  });
});

describe('searchPageParams', () => {
  it('keeps known types, pages above 1 and numeric time stamps; drops the rest', () => {
    expect(searchPageParams({ q: 'a', type: 'recipe', page: '3', t: '12' })).toEqual({ q: 'a', type: 'recipe', page: 3, t: 12 });
    expect(searchPageParams({ q: 42, type: 'users', page: '1', t: 'x' })).toEqual({ q: '42' });
    expect(searchPageParams({ page: 1.5 })).toEqual({});
  });

  it('cuts a query typed into the address bar to what the server searches (it refuses a longer one)', () => {
    expect(searchPageParams({ q: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 50) }).q).toBe('x'.repeat(SEARCH_QUERY_MAX_LENGTH));
  });

  it('knows every search type', () => {
    for (const type of SEARCH_TYPES) expect(searchPageParams({ type }).type).toBe(type);
  });
});
