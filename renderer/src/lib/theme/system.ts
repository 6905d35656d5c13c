import { createSystem, defineConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tokens,
  breakpoints,
  keyframes,
  textStyles,
  layerStyles,
  animationStyles,
} from '@chakra-ui/react/theme';
import { ink, navy, signal } from './palette';

/** Chakra's palettes this site never uses: left out, each would add 27 CSS variables to every page's head. */
const unusedPalettes = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.includes(name))) as T;

const scale = <T extends Record<string | number, string>>(palette: T) =>
  Object.fromEntries(Object.entries(palette).map(([shade, value]) => [shade, { value }]));

const paletteSemantics = (name: string, light: { solid: string; fg: string }, dark: { solid: string; fg: string }) => ({
  contrast: { value: { _light: 'white', _dark: `{colors.${name}.950}` } },
  solid: { value: { _light: light.solid, _dark: dark.solid } },
  fg: { value: { _light: light.fg, _dark: dark.fg } },
  muted: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
  subtle: { value: { _light: `{colors.${name}.50}`, _dark: `{colors.${name}.950}` } },
  emphasized: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
  focusRing: { value: { _light: `{colors.${name}.500}`, _dark: `{colors.${name}.300}` } },
  border: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
});

/**
 * Our own slice of Chakra's theme: the base preset, the token scales, and only the recipes the first
 * page load renders (the full default theme would cost ~25 KB of first-load JavaScript). Recipes that
 * only lazily loaded code uses are registered by `extended-recipes.ts` when that code loads.
 */
const config = defineConfig({
  // Chakra's CSS reset (border-box sizing, no default body margin) comes with its full default config,
  // not with the base preset used here; without it padded full-width boxes overflow the viewport.
  preflight: true,
  globalCss: {
    // The reset draws borders in this colour; without it every unstyled border falls back to currentColor.
    '*': { '--global-color-border': 'colors.border' },
    'html, body': { bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: '1.6' },
    html: {
      scrollBehavior: 'smooth',
      colorScheme: 'light',
      _motionReduce: { scrollBehavior: 'auto' },
      // Chakra's components take their colours from the nearest colour palette; its own global CSS sets gray on
      // the root, ours must too, or a solid button without a palette has no background and a switch no track.
      colorPalette: 'gray',
    },
    'html.dark': { colorScheme: 'dark' },
    // Visitors who ask for less motion get none: menus, dialogs, toasts and skeletons change state at once.
    // Near-zero rather than none, so animationend/transitionend still fire and closing overlays unmount.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
    '*::selection': { bg: 'signal.200', color: 'navy.950' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    // A section found by search: drawn inside the element, since most sections are full-width bands whose
    // outside edges lie beyond the viewport, and tinted, so even a tall section shows it wherever it is seen.
    '[data-section-highlight]': {
      outline: '3px solid',
      outlineColor: 'signal.solid',
      outlineOffset: '-3px',
      bg: 'signal.subtle',
    },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: { ...withoutUnusedPalettes(tokens.colors), navy: scale(navy), signal: scale(signal), ink: scale(ink) },
      fonts: {
        // 'Inter Fallback' (lib/theme/inter-fallback.css) holds Inter's place until it loads, at Inter's size.
        heading: {
          value: "'Inter Variable', Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
        },
        body: { value: "'Inter Variable', Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif" },
        mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, monospace" },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        bg: {
          DEFAULT: { value: { _light: 'white', _dark: '{colors.ink.950}' } },
          subtle: { value: { _light: '{colors.ink.50}', _dark: '#0c1220' } },
          muted: { value: { _light: '{colors.ink.100}', _dark: '{colors.ink.900}' } },
          panel: { value: { _light: 'white', _dark: '#0f1626' } },
          emphasized: { value: { _light: '{colors.ink.200}', _dark: '{colors.ink.800}' } },
          inverted: { value: { _light: '{colors.navy.950}', _dark: '{colors.ink.50}' } },
          hero: { value: { _light: '{colors.navy.950}', _dark: '#050a18' } },
          error: { value: { _light: '{colors.red.50}', _dark: '{colors.red.950}' } },
          warning: { value: { _light: '{colors.orange.50}', _dark: '{colors.orange.950}' } },
          success: { value: { _light: '{colors.green.50}', _dark: '{colors.green.950}' } },
          info: { value: { _light: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
        },
        fg: {
          DEFAULT: { value: { _light: '{colors.ink.900}', _dark: '{colors.ink.50}' } },
          muted: { value: { _light: '{colors.ink.600}', _dark: '{colors.ink.300}' } },
          subtle: { value: { _light: '{colors.ink.500}', _dark: '{colors.ink.400}' } },
          inverted: { value: { _light: 'white', _dark: '{colors.ink.950}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.ink.200}', _dark: '{colors.ink.800}' } },
          muted: { value: { _light: '{colors.ink.100}', _dark: '{colors.ink.900}' } },
          emphasized: { value: { _light: '{colors.ink.300}', _dark: '{colors.ink.700}' } },
          error: { value: { _light: '{colors.red.500}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.500}', _dark: '{colors.orange.400}' } },
          success: { value: { _light: '{colors.green.500}', _dark: '{colors.green.400}' } },
          info: { value: { _light: '{colors.blue.500}', _dark: '{colors.blue.400}' } },
        },
        gray: {
          ...semanticTokens.colors.gray,
          // Chakra's gray ring (gray.400) is under 3:1 on white; focus must stay clearly visible everywhere.
          focusRing: { value: { _light: '{colors.ink.600}', _dark: '{colors.ink.300}' } },
        },
        navy: paletteSemantics(
          'navy',
          { solid: '{colors.navy.700}', fg: '{colors.navy.700}' },
          { solid: '{colors.navy.300}', fg: '{colors.navy.200}' },
        ),
        // The site's one button system (colorPalette="brand"): solid is the primary action, outline the
        // secondary, ghost the quiet one. The primary is the same teal with navy text in both themes (8:1), so an
        // action looks alike on a white form, a dark page and the navy hero.
        brand: {
          solid: { value: '{colors.signal.400}' },
          contrast: { value: '{colors.navy.950}' },
          fg: { value: { _light: '{colors.navy.800}', _dark: '{colors.ink.50}' } },
          subtle: { value: { _light: '{colors.ink.100}', _dark: '{colors.whiteAlpha.100}' } },
          muted: { value: { _light: '{colors.ink.200}', _dark: '{colors.whiteAlpha.200}' } },
          emphasized: { value: { _light: '{colors.ink.200}', _dark: '{colors.whiteAlpha.300}' } },
          border: { value: { _light: '{colors.ink.300}', _dark: '{colors.whiteAlpha.400}' } },
          focusRing: { value: { _light: '{colors.navy.700}', _dark: '{colors.signal.300}' } },
        },
        signal: {
          ...paletteSemantics(
            'signal',
            { solid: '{colors.signal.700}', fg: '{colors.signal.700}' },
            { solid: '{colors.signal.300}', fg: '{colors.signal.300}' },
          ),
          // The header's and footer's ring: signal.500 was 3.2:1 on white and 2.97:1 on the footer's tint.
          focusRing: { value: { _light: '{colors.signal.600}', _dark: '{colors.signal.300}' } },
        },
      },
    },
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
