// The organisations' brand fonts, served from our own origin: the Latin woff2 files of the @fontsource packages
// (server/fonts/catalogue.ts) under /account/heloc/fonts/, named with a hash of their content so browsers keep them
// a year, and for each organisation the @font-face rules (its families, the weights the app uses, metric-matched
// fallbacks), written into its pages' head (server/pages/routes.ts, brandFontsHead).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APP_BASENAME } from '../../src/domain/guards';
import type { PrivateLabel } from '../../src/domain/org';
import { FONT_WEIGHTS, fontFamilies, SHIPPED_FONT_FAMILIES } from '../../src/theme/brandFonts';
import { FONT_SOURCES, fontFileName, type ShippedFamily } from './catalogue';
import { fallbackFaceCss } from './fallback';

export const FONTS_PREFIX = `${APP_BASENAME}/fonts/`;

/** One woff2 file we serve. */
export interface FontFile {
  /** `inter-latin-wght-normal.1a2b3c4d.woff2`: the content hash makes the URL immutable. */
  name: string;
  url: string;
  bytes: Buffer;
  /** The package's own descriptors for the file: `400`, or `100 900` for a variable file. */
  fontWeight: string;
  unicodeRange: string;
}

const packageRequire = createRequire(__filename);
const files = new Map<string, FontFile>();
/** Family and weight to the file that draws it (a variable family's every weight is the same file). */
const fileFor = new Map<string, FontFile>();

function packageDir(packageName: string): string {
  return path.dirname(packageRequire.resolve(`${packageName}/package.json`));
}

/** The package's @font-face block for this file, for its weight range and unicode-range. */
function packageDescriptors(dir: string, fileName: string, weight: number, variable: boolean) {
  const css = readFileSync(path.join(dir, variable ? 'wght.css' : `${weight}.css`), 'utf8');
  const block = css.split('@font-face').find((b) => b.includes(`/files/${fileName}`));
  const fontWeight = block && /font-weight:\s*([\d ]+);/.exec(block)?.[1]?.trim();
  const unicodeRange = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1]?.trim();
  if (!fontWeight || !unicodeRange) throw new Error(`No @font-face for ${fileName} in ${dir}`);
  return { fontWeight, unicodeRange };
}

function load(family: ShippedFamily, weight: number): FontFile {
  const key = `${family}@${weight}`;
  const known = fileFor.get(key);
  if (known) return known;
  const source = FONT_SOURCES[family];
  const fileName = fontFileName(source, weight);
  const dir = packageDir(source.packageName);
  const bytes = readFileSync(path.join(dir, 'files', fileName));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const name = fileName.replace(/\.woff2$/, `.${hash}.woff2`);
  const file = files.get(name) ?? {
    name,
    url: `${FONTS_PREFIX}${name}`,
    bytes,
    ...packageDescriptors(dir, fileName, weight, source.variable),
  };
  files.set(name, file);
  fileFor.set(key, file);
  return file;
}

/** Every file any organisation can use (read once, at start, so a missing package fails the start). */
export function allFontFiles(): FontFile[] {
  for (const family of SHIPPED_FONT_FAMILIES) {
    for (const weight of new Set<number>([...FONT_WEIGHTS.body, ...FONT_WEIGHTS.header])) load(family, weight);
  }
  return [...files.values()];
}

/** The brand family a font-family value starts with, when we ship it. */
export function shippedFamily(value: string | undefined): ShippedFamily | null {
  const first = fontFamilies(value)[0];
  return (SHIPPED_FONT_FAMILIES as readonly string[]).includes(first) ? (first as ShippedFamily) : null;
}

/** The families of an organisation with the weights each is used at (body and header may be the same family). */
export function organisationFonts(label: PrivateLabel): Map<ShippedFamily, number[]> {
  const used = new Map<ShippedFamily, Set<number>>();
  const add = (value: string | undefined, weights: readonly number[]) => {
    const family = shippedFamily(value);
    if (!family) return;
    const set = used.get(family) ?? new Set<number>();
    weights.forEach((w) => set.add(w));
    used.set(family, set);
  };
  add(label.brand.bodyFont, FONT_WEIGHTS.body);
  add(label.brand.headerFont, FONT_WEIGHTS.header);
  return new Map([...used].map(([family, weights]) => [family, [...weights].sort((a, b) => a - b)]));
}

/**
 * The organisation's @font-face rules: each family's files (one rule per file; `swap`, so text shows at once in
 * the metric-matched fallback and the brand font replaces it without moving anything) and, apart, its fallback
 * faces (local fonts: nothing to download).
 */
export function fontFaceCss(label: PrivateLabel): { files: string; fallbacks: string } {
  const rules: string[] = [];
  const fallbacks: string[] = [];
  for (const [family, weights] of organisationFonts(label)) {
    const seen = new Set<string>();
    for (const weight of weights) {
      const file = load(family, weight);
      if (seen.has(file.name)) continue;
      seen.add(file.name);
      rules.push(
        `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${file.fontWeight};` +
          `src:url(${file.url}) format('woff2');unicode-range:${file.unicodeRange}}`,
      );
    }
    fallbacks.push(fallbackFaceCss(family, FONT_SOURCES[family], weights));
  }
  return { files: rules.join('\n'), fallbacks: fallbacks.join('\n') };
}

/** The organisation's font files (each once), in the order its families are declared. */
export function organisationFontFiles(label: PrivateLabel): FontFile[] {
  const found = new Map<string, FontFile>();
  for (const [family, weights] of organisationFonts(label)) {
    for (const weight of weights) {
      const file = load(family, weight);
      found.set(file.name, file);
    }
  }
  return [...found.values()];
}
