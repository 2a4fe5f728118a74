import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';

describe('scrolling on navigation', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves the scroll alone when the page first arrives (the visitor may have scrolled a server-drawn page)', async () => {
    vi.mocked(window.scrollTo).mockClear();
    renderWithProviders({ route: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the page changes', async () => {
    const { router } = renderWithProviders({ route: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate({ to: '/recipes' }));
    await screen.findByRole('heading', { level: 1, name: 'Recipes' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('smooth-scrolls to the hash target after 100 ms', async () => {
    const { router } = renderWithProviders({ route: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    const target = document.createElement('div');
    target.id = 'newsletter';
    document.body.appendChild(target);
    const scrollIntoView = vi.spyOn(target, 'scrollIntoView');
    vi.useFakeTimers();
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate({ to: '/blog', hash: 'newsletter' }));
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    target.remove();
  });

  it('falls back to the top when the hash target is missing', async () => {
    const { router } = renderWithProviders({ route: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    vi.useFakeTimers();
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate({ to: '/blog', hash: 'nowhere' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });
});
