import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { formatTimeAgo } from '../../shared/lib/relative-time';
import { CLOCK_TICK_MS, PageClock, useNow } from './page-clock';

const written = new Date(Date.UTC(2026, 10, 26, 10, 0));

function Written() {
  return <time>{formatTimeAgo(written, useNow())}</time>;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

it("takes a page over as it was drawn, then shows relative dates by the browser's clock, minute by minute", async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  const drawnAt = written.getTime() + 30_000;
  vi.setSystemTime(drawnAt);
  const page = (
    <PageClock drawnAt={drawnAt}>
      <Written />
    </PageClock>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  expect(container.textContent).toBe('less than a minute ago');

  // Taken over five minutes later (a kept page, a slow phone): as drawn (a mismatch is an error, and
  // React throws the server's markup away), then by the browser's clock.
  const drawn = container.firstChild;
  vi.setSystemTime(written.getTime() + 5 * 60_000);
  const errors: unknown[] = [];
  await act(async () => void hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }));
  expect(errors).toEqual([]);
  expect(container.firstChild).toBe(drawn);
  expect(container.textContent).toBe('5 minutes ago');
  await act(async () => void vi.advanceTimersByTime(CLOCK_TICK_MS));
  expect(container.textContent).toBe('6 minutes ago');
});
