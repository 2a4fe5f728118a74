import { describe, expect, it } from 'vitest';
import { chooseAvatar } from './avatar';

describe('chooseAvatar', () => {
  it('prefers the profile avatar', () => {
    expect(chooseAvatar({ profileAvatar: '/uploads/p.png', userAvatar: '/uploads/u.png', username: 'kate' })).toEqual({
      src: '/uploads/p.png',
      initials: 'KA',
    });
  });

  it('falls back to the user avatar when the profile has none', () => {
    expect(chooseAvatar({ profileAvatar: '  ', userAvatar: '/uploads/u.png', username: 'kate' }).src).toBe('/uploads/u.png');
  });

  it('falls back to initials of the display name, then the username', () => {
    expect(chooseAvatar({ displayName: 'Kate Smith', username: 'kate' })).toEqual({ src: null, initials: 'KS' });
    expect(chooseAvatar({ displayName: ' ', username: 'kate' })).toEqual({ src: null, initials: 'KA' });
  });
});
