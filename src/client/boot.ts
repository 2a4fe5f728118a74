/**
 * The page's only script tag: a few hundred bytes. A page that arrived drawn by the server is
 * already readable, so the app's code waits until the page has loaded (its fonts and first
 * images) instead of taking a phone's bandwidth and CPU from them; a page the browser must draw
 * (members' and admins' pages) starts it at once.
 */
// The fonts' CSS is linked from the page itself (the build puts the boot's CSS in its head), so
// text is drawn in the site's fonts before the app's code arrives.
import '@fontsource/playfair-display/latin-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import './fallback-fonts.css';

const APP_START_LATEST_MS = 1500;

function startApp() {
  void import('./main');
}

const arrivedDrawn = Boolean(document.getElementById('root')?.firstElementChild);
if (!arrivedDrawn || document.readyState === 'complete') {
  startApp();
} else {
  // A slow image must not hold the app back for long: whichever comes first.
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    startApp();
  };
  window.addEventListener('load', startOnce, { once: true });
  window.setTimeout(startOnce, APP_START_LATEST_MS);
}
