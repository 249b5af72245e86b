// Colour arithmetic for the theme: parsing, mixing and WCAG contrast. Pure functions.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const clamp = (n: number): number => Math.min(255, Math.max(0, Math.round(n)));

/** '#abc', '#aabbcc' (case-insensitive, '#' optional) -> Rgb; anything else -> null. */
export function parseHex(value: string | null | undefined): Rgb | null {
  if (typeof value !== 'string') return null;
  let hex = value.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) hex = hex.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/i.test(hex)) return null;
  const n = parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `weight` (0..1) of `other` into `base`. */
export function mix(base: string, other: string, weight: number): string {
  const a = parseHex(base);
  const b = parseHex(other);
  if (!a || !b) return base;
  return toHex({
    r: a.r + (b.r - a.r) * weight,
    g: a.g + (b.g - a.g) * weight,
    b: a.b + (b.b - a.b) * weight,
  });
}

/** WCAG 2 relative luminance. */
export function luminance(color: string): number {
  const rgb = parseHex(color) ?? { r: 0, g: 0, b: 0 };
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
}

/** WCAG 2 contrast ratio, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

export const WHITE = '#ffffff';
export const NEAR_BLACK = '#111827';

/**
 * Text colour for `background`: white when it reaches 4.5:1, else near-black when that does, else pure
 * black (whenever white fails, black is guaranteed to reach at least 4.58:1).
 */
export function readableOn(background: string): string {
  if (contrastRatio(WHITE, background) >= 4.5) return WHITE;
  if (contrastRatio(NEAR_BLACK, background) >= 4.5) return NEAR_BLACK;
  return '#000000';
}

/** Darkens (mixes with black) in small steps until `color` reaches `min` contrast against `against`. */
export function ensureContrast(color: string, against: string, min = 4.5): string {
  let current = color;
  const towards = luminance(against) > 0.5 ? '#000000' : '#ffffff';
  for (let i = 0; i < 20 && contrastRatio(current, against) < min; i += 1) {
    current = mix(current, towards, 0.1);
  }
  return current;
}
