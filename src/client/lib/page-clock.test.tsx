import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { formatTimeAgo } from '../../shared/lib/relative-time';
import { CLOCK_TICK_MS, PageClock, useClockText } from './page-clock';

const written = new Date(Date.UTC(2026, 10, 26, 10, 0));

const roots: Root[] = [];
/** Commits of the page's React tree (a Profiler's onRender): each time a date was drawn again. */
let draws = 0;
const countDraw = () => void (draws += 1);

function Written() {
  return <time>{useClockText((now) => formatTimeAgo(written, now))}</time>;
}

afterEach(() => {
  // Unmounted, a page leaves the clock: the next test's page starts it again from its own time.
  for (const root of roots.splice(0)) act(() => root.unmount());
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
  await act(async () => void roots.push(hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) })));
  expect(errors).toEqual([]);
  expect(container.firstChild).toBe(drawn);
  expect(container.textContent).toBe('5 minutes ago');
  await act(async () => void vi.advanceTimersByTime(CLOCK_TICK_MS));
  expect(container.textContent).toBe('6 minutes ago');
});

it('draws a date again only when its words change', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  const drawnAt = written.getTime() + 3 * 60 * 60_000 + 58 * 60_000;
  vi.setSystemTime(drawnAt);
  const page = (
    <PageClock drawnAt={drawnAt}>
      <Profiler id="dates" onRender={countDraw}>
        <Written />
      </Profiler>
    </PageClock>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);

  // Taken over 10 seconds later, still '3 hours ago': drawn once, for the takeover. The next
  // minute's tick leaves the words as they are, so nothing is drawn; the one after says '4 hours'.
  vi.setSystemTime(drawnAt + 10_000);
  await act(async () => void roots.push(hydrateRoot(container, page)));
  expect(container.textContent).toBe('3 hours ago');
  expect(draws).toBe(1);
  await act(async () => void vi.advanceTimersByTime(CLOCK_TICK_MS));
  expect(container.textContent).toBe('3 hours ago');
  expect(draws).toBe(1);
  await act(async () => void vi.advanceTimersByTime(CLOCK_TICK_MS));
  expect(container.textContent).toBe('4 hours ago');
  expect(draws).toBe(2);
});
