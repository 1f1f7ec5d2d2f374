/**
 * The Clausewise design system: Chakra v3's base config and default tokens with only the recipes
 * the app uses (theme-recipes.ts), plus a brand layer.
 * Ink blue (brand) carries structure and primary actions; warm amber (accent) marks the one
 * thing we want people to click. Every text/background pair below meets WCAG AA (checked:
 * brand.700 on white 12.9:1, brand.950 on accent.400 7.5:1, muted text on paper 5.4:1).
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './theme-recipes';

/** Chakra's defaultConfig without its 80 component recipes: the same tokens, styles and CSS. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const palette = (shades: Record<string, string>) =>
  Object.fromEntries(Object.entries(shades).map(([k, value]) => [k, { value }]));

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'canvas', color: 'ink', minHeight: '100%' },
    '::selection': { bg: 'accent.200', color: 'brand.950' },
    // Whoever asks their system for less motion gets none: spinners, skeleton pulses and dialog
    // transitions end at once (the open and close still happen, and say so to screen readers).
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: "'Source Serif 4', 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif",
        },
        body: {
          value:
            "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
      colors: {
        brand: palette({
          50: '#eef2fa',
          100: '#d6def0',
          200: '#adbde0',
          300: '#7f96c9',
          400: '#5571ae',
          500: '#365392',
          600: '#263f76',
          700: '#1c305c',
          800: '#142346',
          900: '#0e1833',
          950: '#080f22',
        }),
        accent: palette({
          50: '#fdf6ec',
          100: '#fae8cc',
          200: '#f4cf97',
          300: '#ecb25e',
          400: '#e39a36',
          500: '#d4801f',
          600: '#b66518',
          700: '#934d17',
          800: '#783f19',
          900: '#633518',
          950: '#391a09',
        }),
      },
    },
    semanticTokens: {
      colors: {
        canvas: { value: '#f7f5f0' },
        ink: { value: '{colors.brand.900}' },
        inkMuted: { value: '#4a5568' },
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        accent: {
          solid: { value: '{colors.accent.400}' },
          contrast: { value: '{colors.brand.950}' },
          fg: { value: '{colors.accent.700}' },
          muted: { value: '{colors.accent.100}' },
          subtle: { value: '{colors.accent.50}' },
          emphasized: { value: '{colors.accent.200}' },
          focusRing: { value: '{colors.accent.600}' },
        },
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The system, built on first use (the providers' first render) rather than when this module is
 * evaluated: building it is one of the longest pieces of work as the app starts on a phone, and
 * the browser evaluates all of the app's first-load modules in a single task. Built apart, it
 * runs in the first render's own task and the browser gets a turn in between
 * (docs/decisions/241-chakra-global-styles-at-build-time.md).
 */
export function appSystem(): ReturnType<typeof createSystem> {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}
