// The theme's font stacks: the brand font, its metric-matched fallback face (server/fonts), then system fonts.
import { brandFontStack, fallbackFamilyName, fontFamilies } from '../../../src/theme/brandFonts';

describe('brand font stacks', () => {
  it('put a shipped font first, then its fallback face, then the system fonts of its kind', () => {
    expect(brandFontStack('Inter, sans-serif')).toBe(
      "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', sans-serif",
    );
    expect(brandFontStack('Merriweather, serif')).toBe(
      "'Merriweather', 'Merriweather Fallback', 'Georgia', 'Times New Roman', serif",
    );
  });

  it('quote names that are not valid unquoted ("Source Sans 3" ends in a number)', () => {
    expect(brandFontStack('Source Sans 3, sans-serif')).toMatch(
      /^'Source Sans 3', 'Source Sans 3 Fallback', system-ui,/,
    );
    expect(brandFontStack('"Source Serif 4", serif')).toMatch(
      /^'Source Serif 4', 'Source Serif 4 Fallback', 'Georgia'/,
    );
  });

  it('name no fallback face for a font we do not ship, and keep the organisation’s own alternatives', () => {
    expect(brandFontStack("'Open Sans', Helvetica, sans-serif")).toBe(
      "'Open Sans', 'Helvetica', system-ui, -apple-system, 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', sans-serif",
    );
  });

  it('fall back to the system fonts alone when the organisation names none', () => {
    expect(brandFontStack(undefined)).toBe(
      "system-ui, -apple-system, 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', sans-serif",
    );
    expect(brandFontStack(' , serif')).toBe("'Georgia', 'Times New Roman', serif");
  });

  it('a Roboto brand is not named twice', () => {
    const stack = brandFontStack('Roboto, sans-serif');
    expect(stack.match(/'Roboto'/g)).toHaveLength(1);
    expect(stack.startsWith("'Roboto', 'Roboto Fallback', system-ui")).toBe(true);
  });

  it('read family names with or without quotes, and drop characters that could end a declaration', () => {
    expect(fontFamilies(` 'Inter' , "Roboto Slab",serif `)).toEqual(['Inter', 'Roboto Slab', 'serif']);
    expect(brandFontStack('Evil\'\\" Font')).toMatch(/^'Evil Font', system-ui/);
    expect(fallbackFamilyName('Inter')).toBe('Inter Fallback');
  });
});
