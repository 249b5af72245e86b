// Which @fontsource package each brand family comes from. Per family, whichever of the static package (one file
// per weight) and the variable one (one file for every weight) is fewer bytes for the weights it is used in
// (src/theme/brandFonts.ts, FONT_WEIGHTS; held to the files' sizes by test/server/fonts.test.ts): the body
// fonts are used at 400, 600 and 700, so their variable file is smaller than three static ones; the header fonts
// only at 700, so their one static file is smaller.
import type { SHIPPED_FONT_FAMILIES } from '../../src/theme/brandFonts';

export type ShippedFamily = (typeof SHIPPED_FONT_FAMILIES)[number];

export interface FamilySource {
  /** The npm package, installed at an exact version. */
  packageName: string;
  /** The file name stem in the package's files/ folder, e.g. 'source-sans-3'. */
  stem: string;
  /** One file for every weight (the `wght` axis) instead of one per weight. */
  variable: boolean;
  /** The @capsizecss/metrics entry of the family (its real metrics, per weight), for the fallback faces. */
  metrics: string;
  /** sans-serif families fall back to Arial, serif ones to Times New Roman. */
  category: 'sans-serif' | 'serif';
}

export const FONT_SOURCES: Record<ShippedFamily, FamilySource> = {
  Inter: {
    packageName: '@fontsource-variable/inter',
    stem: 'inter',
    variable: true,
    metrics: 'inter',
    category: 'sans-serif',
  },
  'Source Sans 3': {
    packageName: '@fontsource-variable/source-sans-3',
    stem: 'source-sans-3',
    variable: true,
    metrics: 'sourceSans3',
    category: 'sans-serif',
  },
  Roboto: {
    packageName: '@fontsource-variable/roboto',
    stem: 'roboto',
    variable: true,
    metrics: 'roboto',
    category: 'sans-serif',
  },
  Merriweather: {
    packageName: '@fontsource/merriweather',
    stem: 'merriweather',
    variable: false,
    metrics: 'merriweather',
    category: 'serif',
  },
  'Source Serif 4': {
    packageName: '@fontsource/source-serif-4',
    stem: 'source-serif-4',
    variable: false,
    metrics: 'sourceSerif4',
    category: 'serif',
  },
  'Roboto Slab': {
    packageName: '@fontsource/roboto-slab',
    stem: 'roboto-slab',
    variable: false,
    metrics: 'robotoSlab',
    category: 'serif',
  },
};

/** Latin only: the app's copy is English. */
export const SUBSET = 'latin';

/** The package's file for this weight: `inter-latin-wght-normal.woff2`, `merriweather-latin-700-normal.woff2`. */
export function fontFileName(source: FamilySource, weight: number): string {
  return `${source.stem}-${SUBSET}-${source.variable ? 'wght' : weight}-normal.woff2`;
}
