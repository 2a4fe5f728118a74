import { describe, expect, it } from 'vitest';
import { checkSlug } from '../rules/blog';
import { slugify } from './slugify';

describe('slugify', () => {
  it('lower-cases words and joins them with dashes', () => {
    expect(slugify('Sleep Routines That Work')).toBe('sleep-routines-that-work');
  });

  it('drops accents', () => {
    expect(slugify('Café crème brûlée for Zoë')).toBe('cafe-creme-brulee-for-zoe');
    expect(slugify('Straße & Smørrebrød')).toBe('strasse-and-smorrebrod');
  });

  it('drops apostrophes rather than splitting the word', () => {
    expect(slugify("Mum's first week")).toBe('mums-first-week');
    expect(slugify('Mum’s guide to baby’s sleep')).toBe('mums-guide-to-babys-sleep');
  });

  it('collapses dashes and punctuation and trims them from the ends', () => {
    expect(slugify('  -- Toddlers — the "terrible" twos?! -- ')).toBe('toddlers-the-terrible-twos');
    expect(slugify('0–6 months: a guide')).toBe('0-6-months-a-guide');
    expect(slugify('a---b')).toBe('a-b');
  });

  it('is empty for a title of symbols only', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('cuts a long title at a word boundary', () => {
    const slug = slugify('word '.repeat(40), 22);
    expect(slug).toBe('word-word-word-word');
    expect(slugify('abcdefghijklmnop', 5)).toBe('abcde');
  });

  it('makes slugs the slug rule accepts', () => {
    for (const title of ["Mum's Café", 'Ünïcödé — everywhere', 'Hello   world', 'x'.repeat(300)]) {
      expect(checkSlug(slugify(title))).toBeNull();
    }
  });
});
