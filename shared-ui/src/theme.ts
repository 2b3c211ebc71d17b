/**
 * The product theme: Chakra UI v3's base config, its default tokens, and ONLY the recipes of the Chakra parts that
 * shared-ui re-exports (src/chakra.ts), plus a calm, professional palette. Brand colour is a deep teal-blue; fonts are
 * the system font stack (no web fonts are downloaded). Use `colorPalette="brand"` on components for the product colour.
 *
 * Why not `defaultConfig`: it carries every recipe of every Chakra component (~16 KB gzipped more). A component whose
 * recipe is missing renders unstyled (Chakra does not throw), so when a part is added to chakra.ts its recipe is added
 * to RECIPES / SLOT_RECIPES below; `theme.test.tsx` fails until it is.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Recipes (by Chakra's key) of the re-exported parts. */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** Slot recipes (by Chakra's key) of the re-exported parts. */
export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

/** Chakra's default theme (tokens, styles) with only the recipes above. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const SYSTEM_FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";
export const MONO_FONT_STACK = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

export const themeConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', fontFamily: 'body' },
    // A visible focus on every interactive element, also those without a recipe (menu links, row buttons): the brand
    // focus ring. `:where` keeps it at zero specificity so a recipe's own focus ring wins.
    ':where(a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="menuitem"]):focus-visible':
      {
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: SYSTEM_FONT_STACK },
        body: { value: SYSTEM_FONT_STACK },
        mono: { value: MONO_FONT_STACK },
      },
      colors: {
        brand: {
          50: { value: '#eef6f8' },
          100: { value: '#d5e9ee' },
          200: { value: '#acd3dd' },
          300: { value: '#7cb7c7' },
          400: { value: '#4d97ad' },
          500: { value: '#2f7a93' },
          600: { value: '#1f6580' },
          700: { value: '#1a5269' },
          800: { value: '#174357' },
          900: { value: '#143848' },
          950: { value: '#0b2330' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
        bg: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        },
      },
    },
  },
});

/** The Chakra system the whole product renders with. */
export const system = createSystem(defaultBaseConfig, chakraTheme, themeConfig);
