import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity, scaleIngredient } from './scale-ingredient';

describe('scaleIngredient', () => {
  it('leaves a line alone at the original servings', () => {
    expect(scaleIngredient('3/4 cup (165 g) brown sugar', 1)).toBe('3/4 cup (165 g) brown sugar');
  });

  it('scales the leading quantity and a bracketed metric amount', () => {
    expect(scaleIngredient('3/4 cup (165 g) firmly packed brown sugar', 2)).toBe('1 1/2 cup (330 g) firmly packed brown sugar');
    expect(scaleIngredient('1 1/2 cups (300 g) dried red lentils', 0.5)).toBe('3/4 cups (150 g) dried red lentils');
    expect(scaleIngredient('125 g unsalted butter, softened', 2)).toBe('250 g unsalted butter, softened');
    expect(scaleIngredient('2.5 litres cold water', 2)).toBe('5 litres cold water');
    expect(scaleIngredient('1 whole chicken (about 1.6 kg)', 2)).toBe('2 whole chicken (about 3.2 kg)');
  });

  it('scales ranges', () => {
    expect(scaleIngredient('2-3 tbsp milk', 2)).toBe('4-6 tbsp milk');
  });

  it('keeps can sizes, per-item weights and lines without a number', () => {
    expect(scaleIngredient('2 x 400 g cans crushed tomatoes', 0.5)).toBe('1 x 400 g cans crushed tomatoes');
    expect(scaleIngredient('4 salmon fillets (about 150 g each)', 0.5)).toBe('2 salmon fillets (about 150 g each)');
    expect(scaleIngredient('Pinch of ground cinnamon (optional)', 3)).toBe('Pinch of ground cinnamon (optional)');
  });

  it('rounds grams to 5 above 50', () => {
    expect(scaleIngredient('1/3 cup (50 g) sultanas', 1.5)).toBe('1/2 cup (75 g) sultanas');
    expect(scaleIngredient('1 cup (165 g) sugar', 1.5)).toBe('1 1/2 cup (250 g) sugar');
  });
});

describe('quantities', () => {
  it('parses whole, decimal, fraction and mixed numbers', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity('2.5')).toBe(2.5);
    expect(parseQuantity('3/4')).toBe(0.75);
    expect(parseQuantity('1 1/2')).toBe(1.5);
  });

  it('formats kitchen fractions', () => {
    expect(formatQuantity(1.5)).toBe('1 1/2');
    expect(formatQuantity(1 / 3)).toBe('1/3');
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(0.1)).toBe('0.1');
    expect(formatQuantity(2.99)).toBe('3');
  });
});
