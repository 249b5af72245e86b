// The brand fonts (server/fonts): each organisation's pages name and preload its own font files, and only its
// own; the files answer as immutable woff2 from our origin; the fallback faces' metrics are the shipped files'.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fromBuffer } from '@capsizecss/unpack';
import { create } from 'fontkitten';
import { FONT_SOURCES, fontFileName, type ShippedFamily } from '../../server/fonts/catalogue';
import { fallbackFaceCss, fallbackOverrides, fontMetrics, type FontMetrics } from '../../server/fonts/fallback';
import { ORGANISATIONS } from '../../server/organisations';
import { fontFamilies, SHIPPED_FONT_FAMILIES } from '../../src/theme/brandFonts';
import { makeTestApp, type TestApp } from './helpers';

const packageRequire = createRequire(__filename);
const FONT_URL = /\/account\/heloc\/fonts\/([a-z0-9-]+)-latin-(wght|\d{3})-normal\.[0-9a-f]{8}\.woff2/g;

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function preloads(html: string): string[] {
  return [...head(html).matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
}

/** The text of the style element that opens with `open` (a nonce is base64: matched as text, not a pattern). */
function styleBody(html: string, open: string): string {
  expect(head(html)).toContain(open);
  return head(html).split(open)[1].split('</style>')[0];
}

/** The file stems of the families an organisation names (its body and header fonts). */
function stemsOf(org: (typeof ORGANISATIONS)[number]): Set<string> {
  return new Set(
    [org.brand.bodyFont, org.brand.headerFont].map((font) => {
      const family = fontFamilies(font)[0] as ShippedFamily;
      expect(SHIPPED_FONT_FAMILIES).toContain(family);
      return FONT_SOURCES[family].stem;
    }),
  );
}

describe('brand fonts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(ORGANISATIONS.map((org) => [org.organizationCode, org] as const))(
    '%s: the painted register page declares its own fonts only, and they answer as immutable woff2',
    async (code, org) => {
      const res = await t.app.inject({ url: `/account/heloc/register?org=${code}` });
      expect(res.statusCode).toBe(200);
      const stems = stemsOf(org);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      // The fallback faces apply from the first paint; the files' rules wait for the app to apply them
      // after the paint (media="print" until then), both under this answer's nonce.
      const fallbacks = styleBody(res.body, `<style nonce="${nonce}" id="brand-fonts">`);
      const files = styleBody(
        res.body,
        `<style nonce="${nonce}" id="brand-font-files" media="print" data-after-first-paint>`,
      );
      expect(fallbacks).toMatch(/^@font-face\{font-family:'[^']+ Fallback';/);
      expect(fallbacks).not.toMatch(/url\(/);
      const urls = [...files.matchAll(FONT_URL)].map((m) => m[0]);
      // One file per family: the body's variable file (every weight) and the header's bold.
      expect(new Set(urls.map((url) => url.replace(FONT_URL, '$1')))).toEqual(stems);
      expect(files).toMatch(/font-display:swap/);
      for (const family of SHIPPED_FONT_FAMILIES) {
        const named = files.includes(`font-family:'${family}'`);
        expect(named).toBe(stems.has(FONT_SOURCES[family].stem));
        expect(fallbacks.includes(`font-family:'${family} Fallback'`)).toBe(named);
      }
      // Nothing is fetched before the first paint: no preload (Lighthouse would count it as the paint's).
      expect(preloads(res.body)).toEqual([]);
      expect(String(res.headers['content-security-policy'])).toContain("font-src 'self'");

      for (const url of urls) {
        const font = await t.app.inject({ url });
        expect(font.statusCode).toBe(200);
        expect(font.headers['content-type']).toBe('font/woff2');
        expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(font.headers['content-encoding']).toBeUndefined();
        expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      }
    },
  );

  it('serves the package’s own bytes, and nothing for a name it does not know', async () => {
    const res = await t.app.inject({ url: '/account/heloc/register?org=HEARTH' });
    const url = [...head(res.body).matchAll(FONT_URL)].map((m) => m[0]).find((u) => u.includes('/merriweather-'));
    expect(url).toBeDefined();
    const font = await t.app.inject({ url: url as string });
    const file = packageRequire.resolve('@fontsource/merriweather/files/merriweather-latin-700-normal.woff2');
    expect(font.rawPayload.equals(readFileSync(file))).toBe(true);
    const stale = (url as string).replace(/\.[0-9a-f]{8}\.woff2$/, '.00000000.woff2');
    expect((await t.app.inject({ url: stale })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/account/heloc/fonts/..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('applies the files’ rules from the start on a page the app paints (no painted text to wait for)', async () => {
    const res = await t.app.inject({ url: '/account/heloc?org=SUMMIT_RATE' });
    expect(res.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    const faces = styleBody(res.body, `<style nonce="${nonce}" id="brand-fonts">`);
    expect(faces).toMatch(/@font-face\{font-family:'Roboto Slab';[^}]*src:url\(/);
    expect(faces).toMatch(/@font-face\{font-family:'Roboto Slab Fallback';/);
    expect(res.body).not.toContain('data-after-first-paint');
    // Its first screen waits for the scripts anyway: the files are preloaded beside them.
    const urls = [...faces.matchAll(FONT_URL)].map((m) => m[0]);
    expect(urls.length).toBeGreaterThan(0);
    expect(preloads(res.body).sort()).toEqual(
      urls.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`).sort(),
    );
    expect(head(res.body)).not.toMatch(/font-family:'Inter'/);
  });
});

describe('fallback faces', () => {
  it('scale the local font to the brand font’s average width and its vertical metrics', () => {
    const brand: FontMetrics = {
      familyName: 'Brand',
      ascent: 1000,
      descent: -250,
      lineGap: 50,
      unitsPerEm: 1000,
      xWidthAvg: 550,
    };
    const local: FontMetrics = {
      familyName: 'Local',
      ascent: 1854,
      descent: -434,
      lineGap: 67,
      unitsPerEm: 2048,
      xWidthAvg: 1024,
    };
    const o = fallbackOverrides(brand, local);
    expect(o.sizeAdjust).toBeCloseTo(1.1, 10); // 0.55 em wide against 0.5 em
    expect(o.ascentOverride).toBeCloseTo(1000 / 1100, 10);
    expect(o.descentOverride).toBeCloseTo(250 / 1100, 10);
    expect(o.lineGapOverride).toBeCloseTo(50 / 1100, 10);
    // The same font against itself needs no change.
    expect(fallbackOverrides(local, local)).toEqual({
      sizeAdjust: 1,
      ascentOverride: 1854 / 2048,
      descentOverride: 434 / 2048,
      lineGapOverride: 67 / 2048,
    });
  });

  it('Inter falls back to Arial (or its metric twins) with capsize’s figures for Inter and Arial', () => {
    const css = fallbackFaceCss('Inter', FONT_SOURCES.Inter, [400, 700]);
    // Inter regular: 978/2048 em average width, Arial 913/2048; ascent 1984, descent 494, no line gap.
    const size = 978 / 913;
    expect(css).toContain(
      `@font-face{font-family:'Inter Fallback';font-style:normal;font-weight:400;src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans'),local('Arimo');size-adjust:${(size * 100).toFixed(4)}%;ascent-override:${((1984 / (2048 * size)) * 100).toFixed(4)}%;`,
    );
    expect(css).toMatch(/font-weight:700;src:local\('Arial Bold'\),local\('Arial-BoldMT'\)/);
    expect(css).toContain('line-gap-override:0%');
  });

  // The metrics come from @capsizecss/metrics; they must be those of the files we serve, read from the files.
  it.each(SHIPPED_FONT_FAMILIES.map((family) => [family] as const))(
    '%s: the served file has the metrics the fallback is computed from',
    async (family) => {
      const source = FONT_SOURCES[family];
      // The static packages ship the header fonts, used in bold only.
      const weight = source.variable ? 400 : 700;
      const file = readFileSync(packageRequire.resolve(`${source.packageName}/files/${fontFileName(source, weight)}`));
      const fromFile = await fromBuffer(file);
      // A variable file's own metrics are those of its default instance (Source Sans 3's is its lightest weight).
      const font = create(file);
      const defaultWeight = 'variationAxes' in font ? font.variationAxes.wght?.default : undefined;
      expect(defaultWeight === undefined).toBe(!source.variable);
      const measured = fontMetrics(source.metrics, defaultWeight ?? weight);
      expect(fromFile.unitsPerEm).toBe(measured.unitsPerEm);
      expect(fromFile.ascent).toBe(measured.ascent);
      expect(fromFile.descent).toBe(measured.descent);
      expect(fromFile.lineGap).toBe(measured.lineGap);
      expect(fromFile.subsets.latin.xWidthAvg).toBe(measured.subsets?.latin?.xWidthAvg);
    },
  );
});
