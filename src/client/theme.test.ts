import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from '@chakra-ui/react/theme';
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

/** Chakra's ESM build, where its exports say which recipe each component reads. */
const CHAKRA_DIST = path.resolve('node_modules/@chakra-ui/react/dist/esm');
const chakraIndex = readFileSync(path.join(CHAKRA_DIST, 'index.js'), 'utf8');

/** The module of Chakra's that defines an export (a namespace's own module for Dialog, Menu …); null for one re-exported from Ark UI. */
function chakraModuleOf(name: string): string | null {
  const direct = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`).exec(chakraIndex);
  if (direct) return direct[1]!.startsWith('.') ? path.join(CHAKRA_DIST, direct[1]!) : null;
  const namespace = new RegExp(`export \\{ ([\\w$]+) as ${name} \\}`).exec(chakraIndex)?.[1];
  const from = namespace && new RegExp(`import \\* as ${namespace.replace('$', '\\$')} from '([^']+)'`).exec(chakraIndex)?.[1];
  if (!from) throw new Error(`can't find where @chakra-ui/react defines ${name}`);
  return path.join(CHAKRA_DIST, from);
}

/**
 * The recipe keys a Chakra component reads: `createRecipeContext({ key: "button" })` in its module,
 * or in the components it is made of (IconButton of Button). A plain styled element (`chakra(…)`,
 * Toaster) reads none.
 */
function recipeKeysOf(file: string, name: string, depth = 0): string[] {
  const code = readFileSync(file, 'utf8');
  if (new RegExp(`const ${name} = chakra\\(`).test(code)) return [];
  const keys = [...code.matchAll(/key: "(\w+)"/g)].map((m) => m[1]!);
  if (keys.length > 0 || depth === 2) return [...new Set(keys)];
  return [...code.matchAll(/from '(\.[^']+)'/g)]
    .map((m) => path.resolve(path.dirname(file), m[1]!))
    .filter((imported) => imported.includes(`${path.sep}components${path.sep}`))
    .flatMap((imported) => recipeKeysOf(imported, name, depth + 1));
}

/** Each `<Tag` or `<Tag.Root` element's props in a file, as written (a tag ends at a '>' outside braces). */
function rootElements(source: string, local: string): string[] {
  const elements: string[] = [];
  for (const match of source.matchAll(new RegExp(`<${local}(\\.Root(Provider)?)?(?=[\\s/>])`, 'g'))) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '>' && depth === 0) break;
    }
    elements.push(source.slice(match.index, end));
  }
  return elements;
}

/** The app's source files (tests aside) that import components from @chakra-ui/react, with what they import. */
function chakraImports(dir = 'src/client'): { file: string; source: string; imported: { name: string; local: string }[] }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const imported = [...source.matchAll(/import \{([^}]*)\} from '@chakra-ui\/react';/g)]
        .flatMap((m) => m[1]!.split(','))
        .map((specifier) => specifier.trim())
        .filter((specifier) => /^[A-Z]/.test(specifier))
        .map((specifier) => {
          const [name, local = name] = specifier.split(/\s+as\s+/);
          return { name: name!, local: local! };
        });
      return { file: path.join(dir, file), source, imported };
    })
    .filter(({ imported }) => imported.length > 0);
}

describe('the trimmed theme', () => {
  const system = appSystem();
  const chakraRecipes: Record<string, { className?: string }> = { ...defaultRecipes, ...defaultSlotRecipes };
  /** Chakra's whole recipe is in the theme, not only a brand variant of it (brandTheme's avatar). */
  const inTheme = (key: string) => (system.getSlotRecipe(key) ?? system.getRecipe(key))?.className === chakraRecipes[key]!.className;

  it('has the recipe of every Chakra component the app renders, or the element brings its own (recipe) or says it is styled by its props (unstyled)', () => {
    const missing: string[] = [];
    for (const { file, source, imported } of chakraImports()) {
      for (const { name, local } of imported) {
        const module = chakraModuleOf(name);
        if (!module) continue;
        for (const key of recipeKeysOf(module, name)) {
          if (!(key in chakraRecipes) || inTheme(key)) continue;
          const bare = rootElements(source, local).filter((element) => !/\s(recipe=|unstyled[\s=/>]|unstyled$)/.test(element));
          if (bare.length > 0) missing.push(`${file}: <${local}> reads the '${key}' recipe, which theme.ts leaves out`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the components the app imports and the recipes they read', () => {
    const imported = new Set(chakraImports().flatMap(({ imported }) => imported.map(({ name }) => name)));
    expect(imported).toContain('Avatar');
    expect(recipeKeysOf(chakraModuleOf('Avatar')!, 'Avatar')).toEqual(['avatar']);
    expect(recipeKeysOf(chakraModuleOf('IconButton')!, 'IconButton')).toEqual(['button']);
    expect(recipeKeysOf(chakraModuleOf('Toaster')!, 'Toaster')).toEqual([]);
    expect(chakraModuleOf('Portal')).toBeNull();
  });
});
