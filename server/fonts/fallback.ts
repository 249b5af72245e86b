// Metric-matched fallback faces: a local system font (Arial for sans-serif families, Times New Roman for serif
// ones, or the fonts made metric-compatible with them on Linux and ChromeOS) scaled so that its average Latin
// character width and its ascent, descent and line gap equal the brand font's. Text laid out in the fallback
// takes the same lines and height as in the brand font, so nothing moves when the brand font arrives.
//
// The metrics are the fonts' own, measured by @capsizecss/metrics from the font files (the average width is
// weighted by how often each Latin character occurs in text); test/server/fonts.test.ts holds the brand entries
// to the files we serve. The formulas are capsize's createFontStack (and Next.js's font fallbacks).
import { createRequire } from 'node:module';
import { fallbackFamilyName } from '../../src/theme/brandFonts';
import type { FamilySource } from './catalogue';

export interface FontMetrics {
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
  subsets?: { latin?: { xWidthAvg: number } };
}

const metricsRequire = createRequire(__filename);

/** @capsizecss/metrics' entry for a family at a weight: `inter` is the regular weight, `inter/700` the bold. */
export function fontMetrics(entry: string, weight: number): FontMetrics {
  return metricsRequire(`@capsizecss/metrics/${entry}${weight === 400 ? '' : `/${weight}`}`) as FontMetrics;
}

/** The local faces a fallback may use, regular and bold, by full name and PostScript name. */
export const LOCAL_FALLBACKS = {
  'sans-serif': {
    metrics: 'arial',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
  },
  serif: {
    metrics: 'timesNewRoman',
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
      'Tinos-Bold',
    ],
  },
} as const;

export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

function latinWidth(metrics: FontMetrics): number {
  return metrics.subsets?.latin?.xWidthAvg ?? metrics.xWidthAvg;
}

/** The descriptors that make `fallback` take the room `brand` takes (as fractions; 1 = 100%). */
export function fallbackOverrides(brand: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = latinWidth(brand) / brand.unitsPerEm / (latinWidth(fallback) / fallback.unitsPerEm);
  const adjustedEm = brand.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: brand.ascent / adjustedEm,
    descentOverride: Math.abs(brand.descent) / adjustedEm,
    lineGapOverride: brand.lineGap / adjustedEm,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(4).replace(/\.?0+$/, '')}%`;

/**
 * One fallback face per weight the family is used at: the regular local font for 400, the bold one above (a
 * system font has no semibold, and the browser would pick the bold face for 600 anyway).
 */
export function fallbackFaceCss(family: string, source: FamilySource, weights: readonly number[]): string {
  const local = LOCAL_FALLBACKS[source.category];
  return weights
    .map((weight) => {
      const bold = weight >= 600;
      const overrides = fallbackOverrides(
        fontMetrics(source.metrics, weight),
        fontMetrics(local.metrics, bold ? 700 : 400),
      );
      const src = (bold ? local.bold : local.regular).map((name) => `local('${name}')`).join(',');
      return (
        `@font-face{font-family:'${fallbackFamilyName(family)}';font-style:normal;font-weight:${weight};src:${src};` +
        `size-adjust:${percent(overrides.sizeAdjust)};ascent-override:${percent(overrides.ascentOverride)};` +
        `descent-override:${percent(overrides.descentOverride)};line-gap-override:${percent(overrides.lineGapOverride)}}`
      );
    })
    .join('\n');
}
