import { describe, expect, it } from 'vitest';
import { CATEGORY_COLOURS, categoryColour, DEFAULT_CATEGORY_COLOUR } from './category-colours';

describe('categoryColour', () => {
  it.each([
    ['nutrition', 'green'],
    ['product-reviews', 'purple'],
    ['self-care', 'pink'],
    ['parenting-tips', 'blue'],
    ['sleep-routines', 'teal'],
  ])('%j is %j', (slug, colour) => {
    expect(categoryColour(slug)).toBe(colour);
  });

  it('ignores case and surrounding spaces', () => {
    expect(categoryColour(' Nutrition ')).toBe('green');
    expect(categoryColour('SELF-CARE')).toBe('pink');
  });

  it.each([['pregnancy'], ['general'], ['Nutrition Tips'], [''], ['   '], ['constructor'], ['__proto__'], ['toString']])(
    '%j gets the default',
    (slug) => {
      expect(categoryColour(slug)).toBe('gray');
    },
  );

  it('gives the default for null, undefined and garbage', () => {
    expect(DEFAULT_CATEGORY_COLOUR).toBe('gray');
    expect(categoryColour(null)).toBe('gray');
    expect(categoryColour(undefined)).toBe('gray');
    expect(categoryColour(7 as unknown as string)).toBe('gray');
  });

  it('has a distinct colour for each of the five categories', () => {
    const colours = Object.values(CATEGORY_COLOURS);
    expect(Object.keys(CATEGORY_COLOURS)).toHaveLength(5);
    expect(new Set(colours).size).toBe(5);
    expect(colours).not.toContain(DEFAULT_CATEGORY_COLOUR);
  });
});
