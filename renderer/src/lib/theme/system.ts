import { createSystem, defineConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  markRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  breakpoints,
  keyframes,
  textStyles,
  layerStyles,
  animationStyles,
} from '@chakra-ui/react/theme';
import { ink, navy, signal } from './palette';

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
 * Our own slice of Chakra's theme: the base preset, the token scales, and only the recipes the site
 * uses (the full default theme would cost ~25 KB of first-load JavaScript for recipes we never render).
 */
const config = defineConfig({
  // Chakra's CSS reset (border-box sizing, no default body margin) comes with its full default config,
  // not with the base preset used here; without it padded full-width boxes overflow the viewport.
  preflight: true,
  globalCss: {
    // The reset draws borders in this colour; without it every unstyled border falls back to currentColor.
    '*': { '--global-color-border': 'colors.border' },
    'html, body': { bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: '1.6' },
    html: { scrollBehavior: 'smooth', colorScheme: 'light', _motionReduce: { scrollBehavior: 'auto' } },
    'html.dark': { colorScheme: 'dark' },
    '*::selection': { bg: 'signal.200', color: 'navy.950' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    '[data-section-highlight]': { outline: '3px solid', outlineColor: 'signal.400', outlineOffset: '6px', borderRadius: 'l3' },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: { ...tokens.colors, navy: scale(navy), signal: scale(signal), ink: scale(ink) },
      fonts: {
        heading: { value: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', sans-serif" },
        body: { value: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', sans-serif" },
        mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, monospace" },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        bg: {
          DEFAULT: { value: { _light: 'white', _dark: '{colors.ink.950}' } },
          subtle: { value: { _light: '{colors.ink.50}', _dark: '#0c1220' } },
          muted: { value: { _light: '{colors.ink.100}', _dark: '{colors.ink.900}' } },
          panel: { value: { _light: 'white', _dark: '#0f1626' } },
          emphasized: { value: { _light: '{colors.ink.200}', _dark: '{colors.ink.800}' } },
          inverted: { value: { _light: '{colors.navy.950}', _dark: '{colors.ink.50}' } },
          hero: { value: { _light: '{colors.navy.950}', _dark: '#050a18' } },
        },
        fg: {
          DEFAULT: { value: { _light: '{colors.ink.900}', _dark: '{colors.ink.50}' } },
          muted: { value: { _light: '{colors.ink.600}', _dark: '{colors.ink.300}' } },
          subtle: { value: { _light: '{colors.ink.500}', _dark: '{colors.ink.400}' } },
          inverted: { value: { _light: 'white', _dark: '{colors.ink.950}' } },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.ink.200}', _dark: '{colors.ink.800}' } },
          muted: { value: { _light: '{colors.ink.100}', _dark: '{colors.ink.900}' } },
          emphasized: { value: { _light: '{colors.ink.300}', _dark: '{colors.ink.700}' } },
        },
        navy: paletteSemantics('navy', { solid: '{colors.navy.700}', fg: '{colors.navy.700}' }, { solid: '{colors.navy.300}', fg: '{colors.navy.200}' }),
        signal: paletteSemantics('signal', { solid: '{colors.signal.700}', fg: '{colors.signal.700}' }, { solid: '{colors.signal.300}', fg: '{colors.signal.300}' }),
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      mark: markRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
