import { createSystem, defaultBaseConfig, defineConfig, defineRecipe, defineSlotRecipe, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { DEFAULT_FONT, fontOption } from '../shared/constants/fonts';
import { BRAND_COLOUR } from '../shared/constants/product';

/**
 * The site has one colour mode, light (nothing ever sets Chakra's `.dark` class): the default
 * semantic tokens keep their light values alone. With both, every page carried a second set of CSS
 * variables for `.dark` (a quarter of the tokens' CSS), and the app's first task, the longest on a
 * phone, built them: `createSystem` took 54–92 ms in Node with them, 42–58 ms without.
 */
export function lightValuesOnly<T>(tokens: T): T {
  if (tokens === null || typeof tokens !== 'object' || Array.isArray(tokens)) return tokens;
  const value = (tokens as { value?: unknown }).value;
  if (value !== null && typeof value === 'object' && ('_light' in value || '_dark' in value)) {
    const { _light, base } = value as { _light?: unknown; base?: unknown };
    return { ...tokens, value: _light ?? base };
  }
  return Object.fromEntries(Object.entries(tokens).map(([key, child]) => [key, lightValuesOnly(child)])) as T;
}

/**
 * Chakra's default theme, but only the component recipes this app renders: the full set
 * (`defaultConfig`) costs about 20 KB gzip on every first load. A Chakra component whose recipe
 * is missing renders unstyled, so when you use a new one (Card, Dialog, Popover ...), add its
 * recipe here (`cardSlotRecipe` from '@chakra-ui/react/theme', key `card`). A component that only
 * a lazily loaded module renders can take its recipe there instead, through its `recipe` prop
 * (mobile-search-dialog.tsx), so the first load does not carry it; or define a small recipe of
 * its own with `defineSlotRecipe` (notification-popover.tsx). The toast recipe comes with the
 * toast view (toaster-view.tsx), fetched with the first toast. A component drawn by its own style
 * props says so with `unstyled` (confirm-dialog.tsx); theme.test.ts fails on any other use of a
 * component whose recipe is left out. Tooltips are the app's own
 * (components/ui/tooltip.tsx), not Chakra's. Importing from
 * the '@chakra-ui/react/theme' barrel costs only what is imported because vite.config.ts marks
 * its `defineConfig` pure: otherwise the barrel's unused full config keeps every recipe.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightValuesOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

/**
 * Brand palette around the product colour (#F5A290 at 500). Buttons use it as their fill with
 * dark text (7.3:1); text in the brand colour uses the 800 shade (5.9:1 on white).
 */
const brand = {
  50: '#FEF6F3',
  100: '#FDE9E3',
  200: '#FBD5CA',
  300: '#F8BDAD',
  400: '#F7AF9E',
  500: BRAND_COLOUR,
  600: '#EC7F65',
  700: '#D35E42',
  800: '#A94530',
  900: '#853828',
  950: '#481A10',
} as const;

const brandTheme = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: Object.fromEntries(Object.entries(brand).map(([k, v]) => [k, { value: v }])),
      },
      fonts: {
        // Each web font's metric-matched fallback (fallback-fonts.css) right after it: what shows
        // until the file arrives takes the same room, so the swap moves nothing.
        heading: { value: fontOption(DEFAULT_FONT).family },
        body: { value: "Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: '{colors.brand.950}' },
          fg: { value: '{colors.brand.800}' },
          muted: { value: '{colors.brand.200}' },
          subtle: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.300}' },
          focusRing: { value: '{colors.brand.700}' },
        },
      },
    },
    recipes: {
      heading: defineRecipe({ base: { fontWeight: 'bold' } }),
    },
    slotRecipes: {
      // Initials in the palette's text colour: 4.3:1 on its muted tint, 5.0:1 on the subtle one (WCAG AA).
      avatar: defineSlotRecipe({ slots: ['root'], variants: { variant: { subtle: { root: { bg: 'colorPalette.subtle' } } } } }),
    },
  },
  globalCss: {
    'html, body': { bg: 'white', color: 'gray.800' },
    // Printing (a recipe's 'Print recipe' button, or the browser's own print): the page content
    // only, black on white, no shadows. Elements marked data-print-hidden are left out too.
    'header, footer, nav, button, [data-print-hidden]': { _print: { display: 'none !important' } },
    '*, *::before, *::after': { _print: { boxShadow: 'none !important', textShadow: 'none !important' } },
    'html, body, main': { _print: { bg: 'white !important', color: 'black !important' } },
    'main *': { _print: { color: 'black !important', bgColor: 'transparent !important' } },
  },
});

let system: SystemContext | undefined;

/**
 * The app's Chakra system, made at its first use rather than when this module loads: built, it
 * is one of the longest pieces of the app's start on a phone (its token dictionary and CSS), and
 * main.tsx gives it a task of its own between loading the app and taking over the page.
 */
export function appSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraTheme, brandTheme);
  return system;
}
