import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_LIMITS, SEARCH_TEXT } from '../../../shared/constants/search';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../shared/constants/search-query';
import type { SearchResultDto } from '../../../shared/schemas/search';
import { setViewportWidth } from '../../../test/client-setup';
import { server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { fullPageNavigation } from '../../lib/full-page-navigation';
import { searchUrl, submitSearch } from './search-navigation';

describe('header search', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('navigates the whole page to /simplified-search with q and a time stamp, then clears', async () => {
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-01T10:00:00Z') });
    const { user } = renderWithProviders({ route: '/' });
    const box = within(await screen.findByRole('search')).getByPlaceholderText('Search articles, recipes...');
    await user.type(box, '  baby sleep {Enter}');
    expect(go).toHaveBeenCalledTimes(1);
    const url = new URL(go.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/simplified-search');
    expect(url.searchParams.get('q')).toBe('baby sleep');
    expect(url.searchParams.get('t')).toBe(String(Date.parse('2025-03-01T10:00:00Z')));
    expect(box).toHaveValue('');
    go.mockRestore();
  });

  it('takes no more of a query than the server searches', async () => {
    renderWithProviders({ route: '/' });
    const box = within(await screen.findByRole('search')).getByPlaceholderText('Search articles, recipes...');
    expect(box).toHaveAttribute('maxlength', String(SEARCH_QUERY_MAX_LENGTH));
  });

  it('does nothing for a blank query', async () => {
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    const { user } = renderWithProviders({ route: '/' });
    const search = within(await screen.findByRole('search'));
    const box = search.getByPlaceholderText('Search articles, recipes...');
    await user.type(box, '   {Enter}');
    await user.click(search.getByRole('button', { name: 'Submit search' }));
    expect(go).not.toHaveBeenCalled();
    expect(box).toHaveValue('   ');
    go.mockRestore();
  });
});

describe('mobile search dialog (390 px)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function openDialog() {
    setViewportWidth(390);
    const result = renderWithProviders({ route: '/' });
    const header = within(await screen.findByRole('banner'));
    await result.user.click(await header.findByRole('button', { name: 'Search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mama Village' }));
    return { ...result, dialog, box: dialog.getByPlaceholderText('Search articles, recipes, resources...') };
  }

  it('takes no more of a query than the server searches', async () => {
    const { box } = await openDialog();
    expect(box).toHaveAttribute('maxlength', String(SEARCH_QUERY_MAX_LENGTH));
  });

  it('opens from the header, titled with the product name, and closes with its close button', async () => {
    // Focus on the box when it opens is for a real browser: jsdom has no layout, so the dialog's
    // focus trap cannot tell the box is focusable.
    const { user, dialog } = await openDialog();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Mama Village');
    await user.click(dialog.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches the whole page, then clears and closes about 100 ms later', async () => {
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    const { user, box } = await openDialog();
    await user.type(box, ' colic ');
    const submitted = performance.now();
    await user.keyboard('{Enter}');
    expect(go).toHaveBeenCalledOnce();
    expect(go.mock.calls[0]![0]).toMatch(/^\/simplified-search\?q=colic&t=\d+$/);
    expect(box).toHaveValue(' colic ');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(performance.now() - submitted).toBeGreaterThanOrEqual(100);
  });

  it('clears the box before it is opened again', async () => {
    vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    const { user, box } = await openDialog();
    await user.type(box, 'colic{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mama Village' }));
    expect(dialog.getByPlaceholderText('Search articles, recipes, resources...')).toHaveValue('');
  });

  it('does nothing for a blank query', async () => {
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    const { user, dialog, box } = await openDialog();
    await user.type(box, '   {Enter}');
    await user.click(dialog.getByRole('button', { name: 'Submit search' }));
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Mama Village' })).toBeInTheDocument();
  });
});

describe('search address', () => {
  it('encodes the query', () => {
    expect(searchUrl('mum & bub', 42)).toBe('/simplified-search?q=mum+%26+bub&t=42');
  });

  it('submitSearch trims and reports whether it navigated', () => {
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    expect(submitSearch(' \t ')).toBe(false);
    expect(submitSearch(' purée ')).toBe(true);
    expect(go.mock.calls[0]![0]).toMatch(/^\/simplified-search\?q=pur%C3%A9e&t=\d+$/);
    go.mockRestore();
  });
});

describe('header search suggestions', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const found = (id: number, title: string, url: string): SearchResultDto => ({
    type: 'recipe',
    id,
    title,
    url,
    snippet: title,
    image: null,
    date: '2025-03-01T10:00:00.000Z',
  });

  function answering() {
    const queries: string[] = [];
    server.use(
      trpcMsw.search.find.query(({ input }) => {
        queries.push(input.q);
        return {
          results: [
            found(1, `Banana bread (${input.q})`, '/recipes/banana-bread'),
            found(2, 'Banana pancakes', '/recipes/banana-pancakes'),
          ],
          nextCursor: null,
        };
      }),
    );
    return queries;
  }

  async function box() {
    return within(await screen.findByRole('search')).getByPlaceholderText('Search articles, recipes...');
  }

  it('asks once typing pauses, not for every keystroke, and lists the top results', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queries = answering();
    const { user } = renderWithProviders({ route: '/' });
    const input = await box();
    await user.type(input, 'banan');
    expect(queries).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEARCH_LIMITS.suggestDebounceMs);
    const list = await screen.findByRole('listbox', { name: SEARCH_TEXT.suggestionsLabel });
    expect(queries).toEqual(['banan']);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['RecipesBanana bread (banan)', 'RecipesBanana pancakes']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
  });

  it('arrow keys move through the suggestions; Enter opens the picked one in the app', async () => {
    answering();
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    const { user, router } = renderWithProviders({ route: '/' });
    const input = await box();
    await user.type(input, 'banana');
    const list = await screen.findByRole('listbox', {}, { timeout: 3000 });
    await waitFor(() => expect(within(list).getByRole('option', { name: /\(banana\)/ })).toBeInTheDocument());
    const options = within(list).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/banana-pancakes'));
    expect(go).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  it('Enter without a picked suggestion keeps the full-page search; Escape closes the list', async () => {
    answering();
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    const { user } = renderWithProviders({ route: '/' });
    const input = await box();
    await user.type(input, 'banana');
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(go).toHaveBeenCalledOnce();
    expect(go.mock.calls[0]![0]).toMatch(/^\/simplified-search\?q=banana&t=\d+$/);
  });

  it('a click on a suggestion opens it', async () => {
    answering();
    const { user, router } = renderWithProviders({ route: '/' });
    await user.type(await box(), 'banana');
    const list = await screen.findByRole('listbox', {}, { timeout: 3000 });
    await user.click(within(list).getByRole('option', { name: /Banana pancakes/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/banana-pancakes'));
  });
});
