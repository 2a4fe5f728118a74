import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../shared/constants/timing';
import { renderComponent } from '../../../test/render-component';
import { Tooltip } from './tooltip';

/** Two controls with tips, drawn with real timers, then a clock the test moves. */
async function renderTips({ disabled = false } = {}) {
  await renderComponent(
    <>
      <Tooltip content="Sign in to save" disabled={disabled}>
        <button type="button">Save</button>
      </Tooltip>
      <Tooltip content="Sign in to like">
        <button type="button">Like</button>
      </Tooltip>
    </>,
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  return { save: screen.getByRole('button', { name: 'Save' }), like: screen.getByRole('button', { name: 'Like' }) };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('shows after the spec’s delay on hover, describes its control while shown, and goes when the pointer leaves', async () => {
    const { save } = await renderTips();
    fireEvent.pointerEnter(save);
    wait(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(save).not.toHaveAttribute('aria-describedby');
    wait(1);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Sign in to save');
    expect(save).toHaveAccessibleDescription('Sign in to save');

    fireEvent.pointerLeave(save);
    wait(500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(save).not.toHaveAttribute('aria-describedby');
  });

  it('stays while the pointer moves onto it (WCAG 1.4.13), and Escape dismisses it', async () => {
    const { save } = await renderTips();
    fireEvent.pointerEnter(save);
    wait(TOOLTIP_OPEN_DELAY_MS);
    fireEvent.pointerLeave(save);
    fireEvent.pointerEnter(screen.getByRole('tooltip'));
    wait(2000);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and goes on blur', async () => {
    const { save } = await renderTips();
    fireEvent.focus(save);
    wait(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sign in to save');
    fireEvent.blur(save);
    wait(0);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays away after a press, which focuses the control, until the pointer has left', async () => {
    const { save } = await renderTips();
    fireEvent.pointerEnter(save);
    fireEvent.pointerDown(save);
    fireEvent.focus(save);
    wait(2000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.pointerLeave(save);
    fireEvent.pointerEnter(save);
    wait(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('shows the next control’s tip at once within the skip delay, and waits again after it', async () => {
    const { save, like } = await renderTips();
    fireEvent.pointerEnter(save);
    wait(TOOLTIP_OPEN_DELAY_MS);
    fireEvent.pointerLeave(save);
    wait(200);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.pointerEnter(like);
    wait(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sign in to like');

    fireEvent.keyDown(document, { key: 'Escape' });
    wait(TOOLTIP_SKIP_DELAY_MS);
    fireEvent.pointerEnter(save);
    wait(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows nothing while disabled', async () => {
    const { save } = await renderTips({ disabled: true });
    fireEvent.pointerEnter(save);
    fireEvent.focus(save);
    wait(2000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
