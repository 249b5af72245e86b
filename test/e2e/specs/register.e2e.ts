import { expect } from '@wdio/globals';
import DashboardPage from '../pageobjects/dashboard.page';
import LoginPage from '../pageobjects/login.page';
import RegisterPage from '../pageobjects/register.page';
import ProfilePage from '../pageobjects/journey/profile.page';
import { expectNoAxeViolations } from '../support/axe';
import { setViewport } from '../support/browsers';
import { expectLauncherClear } from '../support/launcher';
import { expectReflows } from '../support/reflow';
import { newRegistrant, registerNewUser } from '../support/journey';

describe('registration and sign-in', () => {
  const borrower = newRegistrant();
  let summaryPath = '';

  it('registers a new borrower through every step and lands on the application', async () => {
    summaryPath = await registerNewUser(borrower);
    await expect(ProfilePage.heading).toHaveText('Tell us about yourself');
    // What registration asked for is carried over to the profile, ready to confirm.
    await expect(ProfilePage.field('firstName')).toHaveValue(borrower.firstName);
    await expect(ProfilePage.field('property.street1')).toHaveValue('123 Main Street');
    await expect(ProfilePage.field('property.city')).toHaveValue('Springfield');
    await expect(ProfilePage.field('property.zip')).toHaveValue('94110');
    const jwt = await browser.execute(() => window.localStorage.getItem('jwt'));
    expect(jwt).toMatch(/^Bearer \S+\.\S+\.\S+$/);
    const storedUuid = await browser.execute(() => window.localStorage.getItem('heloc_uuid'));
    expect(summaryPath).toContain(`/${storedUuid}/`);
    await expect(browser).toHaveTitle('Hearth | Tell us about yourself');
    await expectNoAxeViolations('start/profile');
  });

  it('lists the application on the dashboard, signs out and back in', async () => {
    await browser.url('/dashboard');
    await DashboardPage.applications.waitForDisplayed();
    await expect(DashboardPage.applications).toHaveText(expect.stringContaining('123 Main Street'));
    await expectNoAxeViolations('dashboard');
    await expectReflows('dashboard');

    await DashboardPage.signOut.click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/auth/login');
    expect(await browser.execute(() => window.localStorage.getItem('jwt'))).toBeNull();
    await expectNoAxeViolations('sign-in');
    await expectReflows('sign-in');

    await LoginPage.email.setValue(borrower.email);
    await LoginPage.password.setValue('wrong-password-1');
    await LoginPage.submit.click();
    await expect($('form [role="alert"]')).toHaveText(expect.stringContaining('Invalid email or password'));

    await LoginPage.password.setValue(borrower.password);
    await LoginPage.submit.click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/dashboard');
    await DashboardPage.resumeLinks[0].click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === summaryPath);
    await expect(ProfilePage.heading).toHaveText('Tell us about yourself');
  });

  it('returns to the page it was sent from after sign-in, and refuses an off-site redirect', async () => {
    await browser.url('/healthz');
    await browser.execute(() => window.localStorage.clear());
    await LoginPage.openLogin(`?redirectUrl=${encodeURIComponent(summaryPath)}`);
    await LoginPage.email.setValue(borrower.email);
    await LoginPage.password.setValue(borrower.password);
    await LoginPage.submit.click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === summaryPath);

    await browser.url('/healthz');
    await browser.execute(() => window.localStorage.clear());
    await LoginPage.openLogin(`?redirectUrl=${encodeURIComponent('//evil.example/phish')}`);
    await LoginPage.email.setValue(borrower.email);
    await LoginPage.password.setValue(borrower.password);
    await LoginPage.submit.click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/dashboard');
    expect(new URL(await browser.getUrl()).host).toBe(new URL(browser.options.baseUrl!).host);
  });

  it('keeps what was entered when the page is reloaded mid-registration', async () => {
    await browser.url('/healthz');
    await browser.execute(() => window.localStorage.clear());
    await RegisterPage.openRegister();
    await RegisterPage.field('property.street1').waitForDisplayed();
    await RegisterPage.field('property.street1').setValue('77 Reload Avenue');
    await RegisterPage.field('property.city').setValue('Oakland');
    await RegisterPage.field('property.state').selectByAttribute('value', 'CA');
    await RegisterPage.field('property.zip').setValue('94607');
    await RegisterPage.submit.click();
    await browser.waitUntil(async () => (await browser.getUrl()).includes('step=sale-status'));
    await browser.refresh();
    await RegisterPage.saleStatus('NOT_SELLING').waitForExist();
    await browser.back();
    await expect(RegisterPage.field('property.street1')).toHaveValue('77 Reload Avenue');
    await expect(RegisterPage.field('property.city')).toHaveValue('Oakland');
  });

  it('shows Required on an empty step and stays there', async () => {
    await browser.execute(() => window.sessionStorage.clear()); // a new visitor: no draft
    await RegisterPage.openRegister('?step=property-info');
    await RegisterPage.field('property.street1').waitForDisplayed();
    await RegisterPage.submit.click();
    await expect(await RegisterPage.errorFor('property.street1')).toHaveText(expect.stringContaining('Required'));
    await expect(RegisterPage.field('property.street1')).toHaveAttribute('aria-invalid', 'true');
    await expect(RegisterPage.field('property.street1')).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining('-error'),
    );
    await expect(RegisterPage.field('property.street1')).toBeFocused();
    expect(await browser.getUrl()).toContain('step=property-info');
  });

  it('shows the registration steps on one line from 1024 px up, and the launcher clear of Next on a phone', async () => {
    const original = await browser.execute(() => ({ w: window.innerWidth, h: window.innerHeight }));
    try {
      await RegisterPage.openRegister('?step=property-info');
      await RegisterPage.field('property.street1').waitForDisplayed();
      await expectReflows('register');
      for (const width of [1024, 1280, 1440]) {
        await setViewport(width, 900);
        const rows = await browser.execute(() => {
          const items = Array.from(document.querySelectorAll('nav[aria-label="Registration progress"] ol > li'));
          return {
            count: items.length,
            tops: new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size,
          };
        });
        expect(rows).toEqual({ count: 5, tops: 1 });
        const list = await $('nav[aria-label="Registration progress"] ol');
        const [size, marker] = await Promise.all([
          list.getSize(),
          $('nav[aria-label="Registration progress"] li').getSize(),
        ]);
        // One line: the list is no taller than one section, and not wider than the column.
        expect(size.height).toBeLessThanOrEqual(marker.height + 1);
        expect(await browser.execute(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      // The step within the section is said above the row.
      await expect($('[data-testid="register-step-summary"]')).toHaveText('Step 1 of 7: Property Info, Address');
      await setViewport(390, 844);
      await expectLauncherClear('register, phone');
      await expect(RegisterPage.submit).toBeClickable();
    } finally {
      await setViewport(original.w, original.h);
    }
  });
});
