import { describe, expect, it } from 'vitest';
import { checkExpiryDay, checkLogoAddress, checkPerkCode, checkPerkTitle, checkRedemptionUrl } from './perks';

describe('perk rules', () => {
  it('codes: 3–64 letters, digits, - and _', () => {
    expect(checkPerkCode('AB_1-x')).toBeNull();
    expect(checkPerkCode('ab')).toBe('Code must be 3–64 characters');
    expect(checkPerkCode('x'.repeat(65))).toBe('Code must be 3–64 characters');
    expect(checkPerkCode('AB C')).toBe('Code may only contain letters, digits, - and _');
    expect(checkPerkCode('')).toBe('Code is required');
  });

  it('links: https only', () => {
    expect(checkRedemptionUrl('https://brand.example/x?y=1')).toBeNull();
    expect(checkRedemptionUrl('http://brand.example')).toBe('Link must start with https://');
    expect(checkRedemptionUrl('javascript:alert(1)')).toBe('Link must start with https://');
    expect(checkRedemptionUrl('https://nohost')).toBe('Link is not a valid web address');
  });

  it('images: uploaded or https', () => {
    expect(checkLogoAddress('/uploads/images/a.webp')).toBeNull();
    expect(checkLogoAddress('https://images.unsplash.com/a.jpg')).toBeNull();
    expect(checkLogoAddress('javascript:alert(1)')).toMatch(/can't be used for an image/);
  });

  it('titles and days', () => {
    expect(checkPerkTitle('  ')).toBe('Title is required');
    expect(checkPerkTitle('x'.repeat(121))).toBe('Title must be at most 120 characters');
    expect(checkExpiryDay('2028-02-29')).toBeNull();
    expect(checkExpiryDay('2027-02-29')).toBe('Expiry date is not a real date');
    expect(checkExpiryDay('31/03/2027')).toBe('Expiry date must be a date like 2027-03-31');
  });
});
