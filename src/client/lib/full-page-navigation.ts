/**
 * A full page load (not a client-side route change). One object so tests can spy on it: jsdom
 * cannot navigate, and `window.location` cannot be replaced there.
 */
export const fullPageNavigation = {
  go(url: string): void {
    window.location.href = url;
  },
};
