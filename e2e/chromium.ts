import { execSync } from 'node:child_process';

/** Debian's system Chromium: nothing here ever downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? execSync('command -v chromium').toString().trim();

export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
