import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMobileErrorLogging } from './mobile-error-logging';

const uninstallers: (() => void)[] = [];
afterEach(() => uninstallers.splice(0).forEach((uninstall) => uninstall()));

function fakeWindow(userAgent: string, innerWidth: number): Window {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { userAgent }, innerWidth }) as unknown as Window;
}

describe('installMobileErrorLogging', () => {
  it('writes uncaught errors and rejections to the console on a phone', () => {
    const error = vi.fn();
    const win = fakeWindow('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile', 390);
    uninstallers.push(installMobileErrorLogging(win, error));
    const boom = new Error('boom');
    win.dispatchEvent(Object.assign(new Event('error'), { error: boom, message: 'boom' }));
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    expect(error.mock.calls).toEqual([
      ['Uncaught error:', boom],
      ['Unhandled promise rejection:', 'nope'],
    ]);
  });

  it('stays quiet on a desktop', () => {
    const error = vi.fn();
    const win = fakeWindow('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 1280);
    uninstallers.push(installMobileErrorLogging(win, error));
    win.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    expect(error).not.toHaveBeenCalled();
  });

  it("reads the window's width when an error comes, not at install (reading it lays the page out)", () => {
    const error = vi.fn();
    const win = fakeWindow('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 390);
    const widthReads = vi.fn(() => 390);
    Object.defineProperty(win, 'innerWidth', { get: widthReads });
    uninstallers.push(installMobileErrorLogging(win, error));
    expect(widthReads).not.toHaveBeenCalled();
    win.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    expect(widthReads).toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
