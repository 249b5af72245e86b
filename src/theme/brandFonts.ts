// The organisations' own typefaces: which families we ship (server/fonts serves their files and writes their
// @font-face rules into each page's head) and how the theme's font stacks name them. Only names live here: the
// client needs nothing more, the files and their metrics are the server's.

/** The families the server ships (server/fonts/catalogue.ts names the @fontsource package of each). */
export const SHIPPED_FONT_FAMILIES = [
  'Inter',
  'Merriweather',
  'Source Sans 3',
  'Source Serif 4',
  'Roboto',
  'Roboto Slab',
] as const;

/**
 * The weights the app sets (grep font-weight in src: 400, 600 and 700 in body text; headings keep the browser's
 * bold). The header font is only ever used by headings, so only its bold ships.
 */
export const FONT_WEIGHTS = { body: [400, 600, 700], header: [700] } as const;

export type FontRole = keyof typeof FONT_WEIGHTS;

const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

const SYSTEM_SANS = ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'];
const SYSTEM_SERIF = ['Georgia', 'Times New Roman', 'serif'];

/** The @font-face family of the local system font sized to match a brand family (server/fonts/fallback.ts). */
export function fallbackFamilyName(family: string): string {
  return `${family} Fallback`;
}

/** The family names of a CSS font-family value, unquoted: "Inter, 'Source Sans 3', sans-serif". */
export function fontFamilies(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) =>
      name
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2')
        .trim(),
    )
    .filter(Boolean);
}

/** Quoted unless generic or a keyword: a name such as "Source Sans 3" is not a valid unquoted family name. */
function cssFamily(name: string): string {
  if (GENERIC_FAMILIES.has(name) || name === '-apple-system') return name;
  return `'${name.replace(/['"\\]/g, '')}'`;
}

/**
 * The brand's font first, then its metric-matched fallback (so the first paint already has the brand font's
 * line heights and widths), then the system fonts of its kind.
 */
export function brandFontStack(value: string | undefined): string {
  const families = fontFamilies(value);
  const brand = families.find((name) => !GENERIC_FAMILIES.has(name));
  const serif = families.includes('serif');
  const system = serif ? SYSTEM_SERIF : SYSTEM_SANS;
  const names = brand
    ? [
        brand,
        ...((SHIPPED_FONT_FAMILIES as readonly string[]).includes(brand) ? [fallbackFamilyName(brand)] : []),
        ...families.filter((name) => name !== brand && !GENERIC_FAMILIES.has(name)),
      ]
    : [];
  const unique = [...new Set([...names, ...system])];
  return unique.map(cssFamily).join(', ');
}
