// An operator turns fe-heloc-maintenance on for a route: the maintenance page shows there, with the flag's words
// or the spec's defaults, and nowhere else (other paths, other organisations).
import { expect } from '@wdio/globals';
import MaintenancePage from '../pageobjects/maintenance.page';
import { APP_BASE } from '../pageobjects/page';
import { expectNoAxeViolations } from '../support/axe';
import { operatorToken, setFlag } from '../support/operator';
import { openJourneyScreen, registerViaApi } from '../support/shell';

// An organisation of its own, so no other spec meets the flag even if this one stops half-way.
const ORG = 'PINECREST_CU';
const FLAG = 'fe-heloc-maintenance';
const DEFAULT_TITLE = 'Scheduled Maintenance';
const DEFAULT_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

describe('maintenance page', () => {
  let token = '';

  before(async () => {
    token = await operatorToken(ORG);
    // A visitor: no token left in this origin's storage by an earlier spec (another organisation's borrower
    // would be refused, and the app would send them to sign in before anything else).
    await browser.url('/healthz');
    await browser.execute(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  });

  after(async () => {
    await setFlag(ORG, token, FLAG, {
      enabled: false,
      variables: { routes: [], message: DEFAULT_MESSAGE, pageTitle: DEFAULT_TITLE, shouldShowDashboardLink: true },
    });
  });

  it("shows the flag's title, message and dashboard link on the route it names", async () => {
    await setFlag(ORG, token, FLAG, {
      enabled: true,
      variables: {
        routes: ['/register'],
        pageTitle: 'Back soon',
        message: 'Applications reopen at 6 am Pacific.',
        shouldShowDashboardLink: true,
      },
    });
    await browser.url(`${APP_BASE}/register?org=${ORG}`);
    await expect(MaintenancePage.headingNamed('Back soon')).toBeDisplayed();
    await expect(MaintenancePage.text('Applications reopen at 6 am Pacific.')).toBeDisplayed();
    await expect(MaintenancePage.dashboardLink).toHaveAttribute('href', '/dashboard');
    await expect(MaintenancePage.field('property.street1')).not.toBeExisting();
    await browser.waitUntil(async () => (await browser.getTitle()).endsWith('| Back soon'), {
      timeoutMsg: 'the page title did not follow the maintenance title',
    });
    await expectNoAxeViolations('maintenance page');
  });

  it('leaves other paths and other organisations alone', async () => {
    // The guards hold every screen until the decision is in, so a screen showing means it was decided.
    await browser.url(`${APP_BASE}/register/support?org=${ORG}`);
    await expect($('h1=Contact support')).toBeDisplayed();
    await expect(MaintenancePage.headingNamed('Back soon')).not.toBeExisting();

    await browser.url(`${APP_BASE}/register?org=HEARTH`);
    await expect(MaintenancePage.field('property.street1')).toBeDisplayed();
    await expect(MaintenancePage.headingNamed('Back soon')).not.toBeExisting();
  });

  it("uses the spec's title and message on an application route when the flag sets none", async () => {
    const borrower = await registerViaApi(ORG);
    await setFlag(ORG, token, FLAG, {
      enabled: true,
      variables: { routes: ['/:uuid/start/profile'], pageTitle: null, message: null, shouldShowDashboardLink: false },
    });
    await openJourneyScreen(ORG, borrower);
    await expect(MaintenancePage.headingNamed(DEFAULT_TITLE)).toBeDisplayed();
    await expect(MaintenancePage.text(DEFAULT_MESSAGE)).toBeDisplayed();
    await expect(MaintenancePage.dashboardLink).not.toBeExisting();
    await expectNoAxeViolations('maintenance page with the default words');

    // Turned off: the same screen is back on the next visit, without a restart.
    await setFlag(ORG, token, FLAG, { enabled: false });
    await browser.refresh();
    await expect($('[data-testid="application-shell"]')).toBeDisplayed();
    await expect(MaintenancePage.headingNamed(DEFAULT_TITLE)).not.toBeExisting();
  });
});
