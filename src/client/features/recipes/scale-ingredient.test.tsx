import { describe, expect, it } from 'vitest';
import { formatQuantity, ingredientText, parseQuantity, scaleNote, scaleQuantity } from './scale-ingredient';

const ingredient = (quantity: string, unit: string, item: string, note = '') =>
  ({ quantity, unit, item, note }) as Parameters<typeof ingredientText>[0];

describe('ingredientText', () => {
  it('writes quantity, unit, item and note', () => {
    expect(ingredientText(ingredient('165', 'g', 'firmly packed brown sugar', '3/4 cup'))).toBe('165 g firmly packed brown sugar, 3/4 cup');
    expect(ingredientText(ingredient('1', '', 'egg', 'at room temperature'))).toBe('1 egg, at room temperature');
    expect(ingredientText(ingredient('', '', 'salt', 'to taste'))).toBe('salt, to taste');
    expect(ingredientText(ingredient('2', 'cup', 'rolled oats'))).toBe('2 cups rolled oats');
    // A line kept whole from before ingredients were structured reads as it did.
    expect(ingredientText(ingredient('', '', '3/4 cup (165 g) brown sugar'))).toBe('3/4 cup (165 g) brown sugar');
  });

  it('scales the quantity and a leading measure in the note', () => {
    expect(ingredientText(ingredient('165', 'g', 'firmly packed brown sugar', '3/4 cup'), 2)).toBe(
      '330 g firmly packed brown sugar, 1 1/2 cups',
    );
    expect(ingredientText(ingredient('1.6', 'kg', 'chicken'), 2)).toBe('3.2 kg chicken');
    expect(ingredientText(ingredient('2.5', 'L', 'cold water'), 2)).toBe('5 L cold water');
    expect(ingredientText(ingredient('800', 'g', 'canned crushed tomatoes', '2 x 400 g cans'), 0.5)).toBe(
      '400 g canned crushed tomatoes, 1 x 400 g cans',
    );
    expect(ingredientText(ingredient('1', 'cup', 'milk'), 0.5)).toBe('1/2 cup milk');
  });

  it('leaves items without a quantity, and notes without a leading measure, as written', () => {
    expect(ingredientText(ingredient('', '', '3/4 cup (165 g) brown sugar'), 2)).toBe('3/4 cup (165 g) brown sugar');
    expect(ingredientText(ingredient('125', 'g', 'butter', 'softened'), 2)).toBe('250 g butter, softened');
    expect(scaleNote('about 3 bananas', 2)).toBe('about 3 bananas');
  });
});

describe('scaleQuantity', () => {
  it('scales ranges and rounds metric amounts', () => {
    expect(scaleQuantity('2-3', 'tbsp', 2)).toBe('4-6');
    expect(scaleQuantity('50', 'g', 1.5)).toBe('75');
    expect(scaleQuantity('165', 'g', 1.5)).toBe('250');
    expect(scaleQuantity('1 1/2', 'cup', 0.5)).toBe('3/4');
    expect(scaleQuantity('', '', 3)).toBe('');
    expect(scaleQuantity('165', 'g', 1)).toBe('165');
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
