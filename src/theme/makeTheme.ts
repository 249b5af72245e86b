// Builds the styled-components theme from an organisation's brand (DESIGN section 9).
import type { DefaultTheme } from 'styled-components';
import type { PrivateLabel } from '../domain/org';
import { brandFontStack } from './brandFonts';
import { ensureContrast, mix, parseHex, readableOn } from './color';

export type ScaleStep = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800;
export type ColorScale = Record<ScaleStep, string>;

export interface AppTheme {
  colors: {
    primary: ColorScale;
    secondary: ColorScale;
    neutral: ColorScale;
    /** Text on a primary-500 background (white or near-black, whichever reaches AA). */
    onPrimary: string;
    /** Text on a secondary-500 background. */
    onSecondary: string;
    /** Primary as a text/link colour with AA contrast against the page background. */
    primaryText: string;
    text: string;
    mutedText: string;
    background: string;
    surface: string;
    border: string;
    focus: string;
    error: string;
    errorBg: string;
    success: string;
    successBg: string;
    warning: string;
    warningBg: string;
    info: string;
    infoBg: string;
  };
  fonts: { body: string; header: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  breakpoints: { sm: number; md: number; lg: number; xl: number };
  /** Media queries, min-width, e.g. `${theme.media.md} { ... }`. */
  media: { sm: string; md: string; lg: string; xl: string };
  layout: { mainMaxWidth: string };
  /** Line heights: headings set tight, body text at 1.5, small print a little tighter than body. */
  lineHeights: { tight: number; snug: number; body: number };
  /** The heading scale, phone then from the medium breakpoint up (the page's h1 is PageHeading's). */
  headings: Record<'h1' | 'h2' | 'h3' | 'h4', { size: string; sizeMd: string }>;
  /** Every card's inside: its padding (phone, then md up) and the gap between its blocks. */
  card: { padding: string; paddingMd: string; gap: string };
}

export const DEFAULT_PRIMARY = '#1d4ed8';
export const DEFAULT_SECONDARY = '#0f766e';

/** 500 is the brand colour; lower steps mix with white, higher steps with black. */
export function makeScale(base: string): ColorScale {
  const color = parseHex(base) ? base : DEFAULT_PRIMARY;
  return {
    50: mix(color, '#ffffff', 0.92),
    100: mix(color, '#ffffff', 0.8),
    200: mix(color, '#ffffff', 0.6),
    300: mix(color, '#ffffff', 0.4),
    400: mix(color, '#ffffff', 0.2),
    500: mix(color, '#ffffff', 0),
    600: mix(color, '#000000', 0.15),
    700: mix(color, '#000000', 0.3),
    800: mix(color, '#000000', 0.45),
  };
}

const NEUTRAL: ColorScale = {
  50: '#f9fafb',
  100: '#f3f4f6',
  200: '#e5e7eb',
  300: '#d1d5db',
  400: '#9ca3af',
  500: '#6b7280',
  600: '#4b5563',
  700: '#374151',
  800: '#1f2937',
};

export function makeTheme(org: PrivateLabel): DefaultTheme {
  const brand = org.brand;
  const primaryBase = parseHex(brand.primaryColor) ? brand.primaryColor : DEFAULT_PRIMARY;
  const secondaryBase = parseHex(brand.secondaryColor) ? brand.secondaryColor : DEFAULT_SECONDARY;
  const primary = makeScale(primaryBase);
  const secondary = makeScale(secondaryBase);
  const background = parseHex(brand.backgroundColor) ? (brand.backgroundColor as string) : '#ffffff';
  const text = ensureContrast(parseHex(brand.textColor) ? (brand.textColor as string) : NEUTRAL[800], background, 7);
  const bp = { sm: 480, md: 768, lg: 1024, xl: 1440 };
  return {
    colors: {
      primary,
      secondary,
      neutral: NEUTRAL,
      onPrimary: readableOn(primary[500]),
      onSecondary: readableOn(secondary[500]),
      primaryText: ensureContrast(primary[600], background),
      text,
      mutedText: ensureContrast(NEUTRAL[600], background),
      background,
      surface: '#ffffff',
      border: NEUTRAL[500], // 4.8:1 on white: form control borders meet the 3:1 non-text rule
      focus: ensureContrast(primary[700], background, 3),
      error: '#b91c1c', // 6.5:1 on white
      errorBg: '#fef2f2',
      success: '#15803d', // 5.0:1 on white
      successBg: '#f0fdf4',
      warning: '#92400e', // 7.1:1 on white
      warningBg: '#fffbeb',
      info: '#1e40af',
      infoBg: '#eff6ff',
    },
    fonts: { body: brandFontStack(brand.bodyFont), header: brandFontStack(brand.headerFont) },
    fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
    radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
    breakpoints: bp,
    media: {
      sm: `@media (min-width: ${bp.sm}px)`,
      md: `@media (min-width: ${bp.md}px)`,
      lg: `@media (min-width: ${bp.lg}px)`,
      xl: `@media (min-width: ${bp.xl}px)`,
    },
    layout: { mainMaxWidth: '44.75rem' },
    lineHeights: { tight: 1.25, snug: 1.375, body: 1.5 },
    headings: {
      h1: { size: '1.5rem', sizeMd: '2rem' },
      h2: { size: '1.25rem', sizeMd: '1.375rem' },
      h3: { size: '1.0625rem', sizeMd: '1.125rem' },
      h4: { size: '1rem', sizeMd: '1rem' },
    },
    card: { padding: '1rem', paddingMd: '1.5rem', gap: '0.75rem' },
  };
}
