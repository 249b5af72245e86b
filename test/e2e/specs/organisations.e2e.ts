import { expect } from '@wdio/globals';
import { expectNoAxeViolations } from '../support/axe';
import { headingFontLoaded, readHeadingFont } from '../support/fonts';

const ORGS = [
  { code: 'HEARTH', short: 'Hearth' },
  { code: 'HEARTH_NY', short: 'Hearth NY' },
  { code: 'PINECREST_CU', short: 'Pinecrest CU' },
];

describe('white label', () => {
  for (const org of ORGS) {
    it(`brands the register page for ${org.code}`, async () => {
      await browser.deleteCookies();
      await browser.url(`/account/heloc/register?org=${org.code}`);
      await $('[name="property.street1"]').waitForDisplayed();
      await expect(browser).toHaveTitle(expect.stringContaining(`${org.short} |`));
      const logo = $('header img');
      await expect(logo).toHaveAttribute('src', expect.stringContaining('/brand/'));
      const color = await $('button[type="submit"]').getCSSProperty('background-color');
      expect(color.parsed.hex).toBeTruthy();
      await expectNoAxeViolations(`register for ${org.code}`);
    });
  }

  it('gives each organisation its own button colour', async () => {
    const colours = new Set<string>();
    for (const org of ORGS) {
      await browser.deleteCookies();
      await browser.url(`/account/heloc/register?org=${org.code}`);
      await $('[name="property.street1"]').waitForDisplayed();
      colours.add(String((await $('button[type="submit"]').getCSSProperty('background-color')).parsed.hex));
    }
    expect(colours.size).toBeGreaterThan(1);
  });

  // Two organisations with different type: each page's heading is drawn in its own header font, loaded from our
  // origin, and the page declares no other organisation's fonts.
  for (const { code, header, body, foreign } of [
    { code: 'HEARTH', header: 'Merriweather', body: 'Inter', foreign: 'Source Serif 4' },
    { code: 'PINECREST_CU', header: 'Source Serif 4', body: 'Source Sans 3', foreign: 'Inter' },
  ]) {
    it(`draws ${code}'s headings in ${header}, loaded, and declares only its own fonts`, async () => {
      await browser.deleteCookies();
      await browser.url(`/account/heloc/register?org=${code}`);
      await $('[name="property.street1"]').waitForDisplayed();
      expect(await headingFontLoaded('h1')).toBe(true);
      const report = await readHeadingFont('h1');
      expect(report.family).toBe(header);
      expect(report.faces.map((face) => face.status)).toContain('loaded');
      expect(report.declaredFamilies).toEqual(
        expect.arrayContaining([header, `${header} Fallback`, body, `${body} Fallback`]),
      );
      expect(report.declaredFamilies).not.toContain(foreign);
      const fontRequests = await browser.execute(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/account/heloc/fonts/')),
      );
      expect(fontRequests.length).toBeGreaterThan(0);
      for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(await browser.getUrl()).origin);
    });
  }
});
