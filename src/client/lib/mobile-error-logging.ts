import { isMobileDevice } from '../../shared/lib/device';

/**
 * PRODUCT.md "Screens" (Other behaviour): on phones and tablets, uncaught errors and rejected promises
 * are written to the console, where a remote inspector (Safari, Chrome over USB) shows them;
 * mobile browsers otherwise drop them silently. Returns the uninstaller (for tests).
 *
 * Whether this is a phone is asked when an error comes, not at install: reading `innerWidth`
 * makes the browser lay the page out there and then, and install runs while the app's modules are
 * evaluated, so a server-drawn page was styled and laid out inside that task (75–170 ms at a
 * phone's CPU, bench/takeover.ts) rather than when the browser next draws.
 */
export function installMobileErrorLogging(win: Window = window, log: (...data: unknown[]) => void = console.error): () => void {
  const onMobile = () => isMobileDevice(win.navigator.userAgent, win.innerWidth);
  const onError = (event: ErrorEvent) => {
    if (onMobile()) log('Uncaught error:', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (onMobile()) log('Unhandled promise rejection:', event.reason);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
