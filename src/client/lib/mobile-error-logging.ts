import { isMobileDevice } from '../../shared/lib/device';

/**
 * SPEC section 2 "Other behaviour": on phones and tablets, uncaught errors and rejected promises
 * are written to the console, where a remote inspector (Safari, Chrome over USB) shows them;
 * mobile browsers otherwise drop them silently. Returns the uninstaller (for tests).
 */
export function installMobileErrorLogging(
  win: Window = window,
  log: (...data: unknown[]) => void = console.error,
): () => void {
  if (!isMobileDevice(win.navigator.userAgent, win.innerWidth)) return () => {};
  const onError = (event: ErrorEvent) => log('Uncaught error:', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => log('Unhandled promise rejection:', event.reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
