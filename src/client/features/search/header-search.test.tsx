import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
