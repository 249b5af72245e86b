// The brand's type as the browser reports it (server/fonts): which family a heading asks for first, and whether
// `document.fonts` holds that family's face loaded (not a fallback drawing in its place).

export interface HeadingFontReport {
  /** The heading's first computed font family, unquoted ('Merriweather'), or null without a heading. */
  family: string | null;
  /** The heading's computed weight ('700'). */
  weight: string | null;
  /** The document's faces of that family that cover the heading's weight, with their status. */
  faces: { family: string; weight: string; status: FontFaceLoadStatus }[];
  /** `document.fonts.check()` for the heading's font and text: true once nothing it needs is still to load. */
  check: boolean;
  /** Every family the document declares a face for (a page must declare only its organisation's). */
  declaredFamilies: string[];
}

/** One reading of the heading's font in the page (no waiting). */
export async function readHeadingFont(selector = 'h1'): Promise<HeadingFontReport> {
  return browser.execute((headingSelector: string) => {
    const unquote = (name: string) => name.trim().replace(/^(['"])(.*)\1$/, '$2');
    const heading = document.querySelector(headingSelector);
    const all = Array.from(document.fonts);
    const declaredFamilies = Array.from(new Set(all.map((face) => unquote(face.family))));
    if (!heading) return { family: null, weight: null, faces: [], check: false, declaredFamilies };
    const style = getComputedStyle(heading);
    const family = unquote(style.fontFamily.split(',')[0] ?? '');
    const weight = style.fontWeight;
    const covers = (range: string) => {
      const [low, high = low] = range.split(/\s+/).map((w) => (w === 'normal' ? 400 : w === 'bold' ? 700 : Number(w)));
      return Number(weight) >= low && Number(weight) <= high;
    };
    const faces = all
      .filter((face) => unquote(face.family) === family && covers(face.weight))
      .map((face) => ({ family: unquote(face.family), weight: face.weight, status: face.status }));
    const check = document.fonts.check(`${weight} 16px "${family}"`, heading.textContent || 'A');
    return { family, weight, faces, check, declaredFamilies };
  }, selector);
}

/**
 * Whether the heading is drawn in the brand's header font: a FontFace of the heading's first computed family,
 * covering its weight, reports 'loaded', and `document.fonts.check()` agrees. Waits up to `timeoutMs` for the
 * font to arrive (it is preloaded on painted pages, fetched on first use elsewhere); false if it never does.
 */
export async function headingFontLoaded(selector = 'h1', timeoutMs = 5000): Promise<boolean> {
  const loaded = (r: HeadingFontReport) => r.check && r.faces.some((face) => face.status === 'loaded');
  try {
    await browser.waitUntil(async () => loaded(await readHeadingFont(selector)), {
      timeout: timeoutMs,
      interval: 100,
    });
    return true;
  } catch {
    return false;
  }
}
