import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('isMobileDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9)', true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', true],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', true],
    ['BlackBerry9700/5.0.0.351 Profile/MIDP-2.1', true],
    ['Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Edge/15.15063', true],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS)', true],
    [DESKTOP_CHROME, false],
  ])('%s → %s at desktop width', (agent, expected) => {
    expect(isMobileDevice(agent, 1280)).toBe(expected);
  });

  it('treats any viewport under 768 px as mobile, and 768 as desktop', () => {
    expect(isMobileDevice(DESKTOP_CHROME, 767)).toBe(true);
    expect(isMobileDevice(DESKTOP_CHROME, 768)).toBe(false);
  });
});
