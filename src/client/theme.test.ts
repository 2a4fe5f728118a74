import { describe, expect, it } from 'vitest';
import { appSystem, lightValuesOnly } from './theme';

describe('the theme', () => {
  it('keeps the light value of a semantic token that has both, and leaves the rest alone', () => {
    expect(
      lightValuesOnly({
        colors: {
          fg: { DEFAULT: { value: { _light: '{colors.black}', _dark: '{colors.gray.50}' } } },
          border: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
          brand: { value: '{colors.brand.500}' },
        },
      }),
    ).toEqual({
      colors: {
        fg: { DEFAULT: { value: '{colors.black}' } },
        border: { value: '{colors.gray.200}' },
        brand: { value: '{colors.brand.500}' },
      },
    });
  });

  it('has one colour mode: no variables for a dark one, the light ones for the page', () => {
    const css = JSON.stringify(appSystem().getTokenCss());
    expect(css).not.toContain('.dark');
    expect(css).toContain('"--chakra-colors-fg":"var(--chakra-colors-black)"');
    expect(css).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
  });
});
