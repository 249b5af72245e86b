import { expect } from '@wdio/globals';
import { expectNoAxeViolations } from '../support/axe';

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
});
