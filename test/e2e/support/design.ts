// The journey's look at a phone's and a desktop's width (issue 22). At every screen a spec checks with
// `expectScreen` (and every register step), once the spec has turned the checks on with `withDesignChecks()`, the
// page is laid out at 375 and at 1440 px, and at each width:
//  - a screenshot goes to test/e2e/screenshots/<browser>/design/<screen>-<width>.png;
//  - the chat launcher must not meet the primary button or any field once it has the focus (expectLauncherClear);
//  - the heading must be drawn in the brand's header font: `document.fonts` reports its face loaded, not a fallback
//    (headingFontLoaded).
// The run's own viewport is put back afterwards, so the spec goes on as it was.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { browserFolder, runViewport, setViewport } from './browsers';
import { headingFontLoaded, readHeadingFont } from './fonts';
import { expectLauncherClear } from './launcher';

export const DESIGN_VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

let designChecksEnabled = false;

/** Turns the design checks on for the enclosing `describe` (call it at describe level). */
export function withDesignChecks(): void {
  before(() => {
    designChecksEnabled = true;
  });
  after(() => {
    designChecksEnabled = false;
  });
}

/** The design checks of one screen at both widths, where the spec turned them on (expectScreen, register steps). */
export async function expectDesignWhenOn(screen: string): Promise<void> {
  if (designChecksEnabled) await expectDesign(screen);
}

/** The design checks of the screen shown now, at both widths. */
export async function expectDesign(screen: string): Promise<void> {
  const own = runViewport();
  const dir = path.join(process.cwd(), 'test/e2e/screenshots', browserFolder(), 'design');
  mkdirSync(dir, { recursive: true });
  try {
    // The screenshots first: the launcher check focuses every field, which marks it touched (its error shows).
    for (const { width, height } of DESIGN_VIEWPORTS) {
      await setViewport(width, height);
      if (!(await headingFontLoaded('main h1'))) {
        const font = await readHeadingFont('main h1');
        throw new Error(`${screen} at ${width} px: the heading's font is not loaded: ${JSON.stringify(font)}`);
      }
      await browser.saveScreenshot(path.join(dir, `${screen.replace(/[/ ]/g, '-')}-${width}.png`));
    }
    for (const { width, height } of DESIGN_VIEWPORTS) {
      await setViewport(width, height);
      await expectLauncherClear(`${screen} at ${width} px`);
    }
  } finally {
    await setViewport(own.width, own.height);
  }
}
