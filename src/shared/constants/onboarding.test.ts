import { describe, expect, it } from 'vitest';
import { signupPopupAllowedOn, tourCompletedKey } from './onboarding';

describe('signupPopupAllowedOn', () => {
  it('allows content and community pages', () => {
    for (const path of ['/', '/blog', '/blog/settling-a-newborn', '/recipes', '/community', '/community/thread/4', '/administrator-tips']) {
      expect(signupPopupAllowedOn(path), path).toBe(true);
    }
  });

  it('keeps off the account forms and the admin area', () => {
    for (const path of [
      '/auth',
      '/auth/',
      '/community/auth',
      '/forgot-password',
      '/reset-password',
      '/admin',
      '/admin/login',
      '/admin/recipes/new',
    ]) {
      expect(signupPopupAllowedOn(path), path).toBe(false);
    }
  });
});

describe('tourCompletedKey', () => {
  it('is one key per member', () => {
    expect(tourCompletedKey(7)).toBe('mama-village-tour-completed:7');
    expect(tourCompletedKey(8)).not.toBe(tourCompletedKey(7));
  });
});
