// The application shell, footer, navigation, drawers, notifications, loan officer card and feedback modal
// on a journey screen, for two organisations, at phone (375 px) and desktop (1440 px) widths.
import { expect } from '@wdio/globals';
import { LOAN_ORIGINATORS } from '../../../server/leadPortal/originators';
import ShellPage from '../pageobjects/shell.page';
import { expectNoAxeViolations } from '../support/axe';
import { openJourneyScreen, registerViaApi, screenshot, setWidth, type RegisteredBorrower } from '../support/shell';

const ORGS = [
  {
    code: 'HEARTH',
    state: 'CA',
    nyText: 'We are not accepting applications for properties in New York',
    moreStates: true,
  },
  {
    code: 'HEARTH_NY',
    state: 'NY',
    nyText: 'licensed as a mortgage banker by the New York State Department of Financial Services',
    moreStates: false,
  },
] as const;

async function closeDialog() {
  await browser.keys('Escape');
  await ShellPage.dialog.waitForExist({ reverse: true });
}

describe('application shell', () => {
  after(() => setWidth(1440));

  for (const org of ORGS) {
    describe(`for ${org.code}`, () => {
      let borrower: RegisteredBorrower;

      before(async () => {
        borrower = await registerViaApi(org.code, {
          property: {
            street1: '123 Main Street',
            city: 'Springfield',
            state: org.state,
            zip: org.state === 'NY' ? '10001' : '94110',
          },
        });
      });

      it('shows the sidebar, header navigation and footer at 1440 px', async () => {
        await setWidth(1440);
        await openJourneyScreen(org.code, borrower);
        await ShellPage.shell.waitForDisplayed();
        await expect(ShellPage.currentStep).toHaveText(expect.stringContaining('Basic Info'));
        await expect(ShellPage.encryptionNotice).toHaveText(expect.stringContaining('256-bit encryption'));
        await expect(ShellPage.shell).toHaveText(expect.stringContaining('in as little as five days'));
        await expect(ShellPage.propertyCard).toHaveText(expect.stringContaining('123 Main Street'));
        await expect(ShellPage.mainNav).toHaveText(expect.stringContaining('Dashboard'));
        await expect(ShellPage.mainNav).toHaveText(expect.stringContaining('Marketplace'));

        await ShellPage.footer.scrollIntoView();
        await expect(ShellPage.licensedStates).toHaveText(expect.stringContaining(org.state));
        if (org.moreStates)
          await expect(ShellPage.licensedStates).toHaveText(expect.stringContaining('more states to come'));
        else await expect(ShellPage.licensedStates).not.toHaveText(expect.stringContaining('more states to come'));
        await expect(ShellPage.newYorkNotice).toHaveText(expect.stringContaining(org.nyText));
        await ShellPage.phoneHours.waitForDisplayed();
        await expect(ShellPage.phoneHours).toHaveText(expect.stringContaining('PT'));
        await expect(ShellPage.footer).toHaveText(expect.stringContaining('APRs are shown from 7.60% to 17.20%'));
        await screenshot(`shell-${org.code}-1440`);
        await expectNoAxeViolations(`shell ${org.code} at 1440 px`);
      });

      it('lists notifications and marks one read, and shows the profile card at 1440 px', async () => {
        await ShellPage.notificationsButton.click();
        await browser.waitUntil(async () => (await ShellPage.notifications.length) > 0, {
          timeoutMsg: 'no notification was listed (a welcome notification is created at registration)',
        });
        const first = ShellPage.notifications[0];
        await expect(first).toHaveAttribute('data-status', 'UNREAD');
        await first.$('button*=Mark as read').click();
        await expect(first).toHaveAttribute('data-status', 'READ');
        await expectNoAxeViolations(`notifications ${org.code}`);
        await browser.keys('Escape');

        await ShellPage.profileButton.click();
        await ShellPage.profileCard.waitForDisplayed();
        await expect(ShellPage.profileCard).toHaveText(expect.stringContaining('Wallet authorization'));
        await expect(ShellPage.profileCard).toHaveText(expect.stringMatching(/0x[0-9a-f]{4}\.\.\.[0-9a-f]{5}/i));
        await expect($('a=Settings')).toBeDisplayed();
        await expect($('button=Logout')).toBeDisplayed();
        await expectNoAxeViolations(`profile menu ${org.code}`);
        await browser.keys('Escape');

        // After a reload the server's copy says READ too.
        await browser.refresh();
        await ShellPage.notificationsButton.click();
        await browser.waitUntil(async () => (await ShellPage.notifications.length) > 0);
        await expect(ShellPage.notifications[0]).toHaveAttribute('data-status', 'READ');
        await browser.keys('Escape');
      });

      it('opens the full-screen navigation and notifications drawers at 375 px', async () => {
        await setWidth(375);
        await openJourneyScreen(org.code, borrower);
        await ShellPage.shell.waitForDisplayed();
        await screenshot(`shell-${org.code}-375`);
        await expectNoAxeViolations(`shell ${org.code} at 375 px`);

        await ShellPage.menuDrawerButton.click();
        await ShellPage.dialog.waitForDisplayed();
        const size = await ShellPage.dialog.getSize();
        expect(size.width).toBeGreaterThanOrEqual(370);
        await expect(ShellPage.dialog).toHaveText(expect.stringContaining('Passport'));
        await expect(ShellPage.dialog).toHaveText(expect.stringContaining('Logout'));
        await screenshot(`shell-${org.code}-375-menu`);
        await expectNoAxeViolations(`navigation drawer ${org.code}`);
        await closeDialog();

        await ShellPage.notificationsDrawerButton.click();
        await ShellPage.dialog.waitForDisplayed();
        await expect(ShellPage.dialog).toHaveText(expect.stringContaining('Notifications'));
        await screenshot(`shell-${org.code}-375-notifications`);
        await expectNoAxeViolations(`notifications drawer ${org.code}`);
        await closeDialog();
        await setWidth(1440);
      });
    });
  }

  describe('feedback to the CEO', () => {
    it('sends the feedback and thanks the borrower', async () => {
      const borrower = await registerViaApi('HEARTH');
      await setWidth(1440);
      await openJourneyScreen('HEARTH', borrower);
      await ShellPage.feedbackLink.waitForDisplayed();
      await ShellPage.feedbackLink.click();
      await ShellPage.dialog.waitForDisplayed();
      await expect(ShellPage.dialog).toHaveText(expect.stringContaining('Share your thoughts with our CEO'));

      await ShellPage.dialogSubmit.click();
      await expect(ShellPage.dialog).toHaveText(expect.stringContaining('Required'));
      await ShellPage.radio('Improve our product').click();
      await ShellPage.field('message').setValue('Too short');
      await ShellPage.radio('No').click();
      await ShellPage.dialogSubmit.click();
      await expect(ShellPage.dialog).toHaveText(expect.stringContaining('Must be at least 10 characters'));
      await expectNoAxeViolations('feedback modal with errors');

      await ShellPage.field('message').setValue('The sidebar made it easy to see where I am.');
      await ShellPage.dialogSubmit.click();
      await expect(ShellPage.dialog).toHaveText(
        expect.stringContaining('Thank you. Your feedback has been sent to our CEO.'),
      );
      await screenshot('feedback-sent-1440');
      await expectNoAxeViolations('feedback sent');
      await closeDialog();
    });
  });

  describe('loan officer card', () => {
    let referrer = '';
    let borrower: RegisteredBorrower;

    before(async () => {
      referrer = seededOriginatorUuid('SUMMIT_RATE');
      borrower = await registerViaApi('SUMMIT_RATE', { referrerUuid: referrer });
    });

    it('shows the side card at 1440 px', async () => {
      await setWidth(1440);
      await openJourneyScreen('SUMMIT_RATE', borrower, `&referrer=${referrer}`);
      await ShellPage.loanOfficerCard.waitForDisplayed();
      await expect(ShellPage.loanOfficerCard).toHaveText(expect.stringContaining('NMLS #'));
      await screenshot('loan-officer-1440');
      await expectNoAxeViolations('loan officer card');
    });

    it('shows the top bar and its drawer at 375 px', async () => {
      await setWidth(375);
      await openJourneyScreen('SUMMIT_RATE', borrower, `&referrer=${referrer}`);
      await ShellPage.loanOfficerBar.waitForDisplayed();
      await ShellPage.loanOfficerBar.$('button*=Contact').click();
      await ShellPage.dialog.waitForDisplayed();
      await expect(ShellPage.dialog).toHaveText(expect.stringContaining('NMLS #'));
      await screenshot('loan-officer-375-drawer');
      await expectNoAxeViolations('loan officer drawer');
      await closeDialog();
      await setWidth(1440);
    });
  });
});

/** The first seeded loan originator of an organisation (server/leadPortal seed). */
function seededOriginatorUuid(org: string): string {
  const found = LOAN_ORIGINATORS.find((o) => o.org_code === org);
  if (!found) throw new Error(`no seeded loan originator for ${org}`);
  return found.uuid;
}
