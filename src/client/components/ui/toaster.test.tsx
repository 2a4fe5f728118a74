import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { toaster } from './toaster';

async function showToast(title: string) {
  renderWithProviders({ route: '/' });
  await screen.findByRole('banner');
  act(() => {
    toaster.create({ title, type: 'info' });
  });
  const text = await screen.findByText(title);
  const root = text.closest<HTMLElement>('[data-part="root"]');
  if (!root) throw new Error('no toast root');
  return root;
}

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 100 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + distance });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + distance });
}

describe('toasts (PRODUCT.md "Constants and limits")', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stay 5000 ms by default', async () => {
    await showToast('Warm-up'); // the toast UI is mounted from the first toast on
    act(() => toaster.remove());
    // zag times toasts with requestAnimationFrame and performance.now, not only setTimeout.
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    });
    act(() => {
      toaster.create({ title: 'Five seconds', type: 'info' });
    });
    await act(() => vi.advanceTimersByTimeAsync(4990));
    expect(screen.getByText('Five seconds')).toBeInTheDocument();
    // Then it fades out (zag's remove delay, 200 ms) and is gone.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('Five seconds')).not.toBeInTheDocument();
  });

  it('take keyboard focus on F8', async () => {
    const toast = await showToast('Hotkey');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(toast.closest('[data-part="group"]')).toHaveFocus());
  });

  it('stay after a swipe right of 50 px or less, and snap back', async () => {
    const toast = await showToast('Short swipe');
    swipe(toast, 50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('Short swipe')).toBeInTheDocument();
    expect(toast.style.translate).toBe('');
  });

  it('are dismissed by a swipe right of more than 50 px', async () => {
    const toast = await showToast('Long swipe');
    swipe(toast, 51);
    // Dismissed: it closes at once and leaves once its exit animation ends, which jsdom runs or
    // not depending on what the worker ran before (a whole run, not this file alone, kept it).
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'closed'));
  });

  it('ignore a swipe to the left', async () => {
    const toast = await showToast('Left swipe');
    swipe(toast, -200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('Left swipe')).toBeInTheDocument();
  });
});
