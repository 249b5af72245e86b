// The income screens as a person takes them: link payroll on the sandbox's page and come back, upload a paystub
// (after a partial link), name the employer. Each step starts on its screen and ends when the borrower has left it
// (the next screen is the caller's to expect).
import {
  EmployerVerification,
  IncomeLinkPayroll,
  IncomeReview,
  IncomeUpload,
  SandboxIncomeLink,
} from '../../pageobjects/journey/income.page';
import { expectScreen } from '../journeySteps';
import { testPng } from './files';
import { fileForInput } from '../browsers';

/** On income/review: link payroll, press the sandbox page's share button, come back through the callback. */
export async function verifyIncomeByLink(type: 'PAYROLL' | 'BANK' = 'PAYROLL'): Promise<void> {
  await IncomeReview.linkOption(type).waitForClickable();
  await IncomeReview.linkOption(type).click();
  await expectScreen(`income/link/${type}`);
  await IncomeLinkPayroll.continueToSignIn.click();
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/sandbox/income-link', {
    timeout: 20000,
    timeoutMsg: 'the sandbox income link page did not open',
  });
  await SandboxIncomeLink.share.click();
  // The vendor returns to income/pointserv-callback, which posts the token; the router then moves on.
  await browser.waitUntil(
    async () => !new URL(await browser.getUrl()).pathname.endsWith('/income/pointserv-callback'),
    { timeout: 60000, timeoutMsg: 'the income link callback did not move on' },
  );
}

/** Chooses `path` (default: a PNG written to /tmp) on income/upload/MANUAL_PAYSTUB. */
export async function choosePaystub(path: string = testPng()): Promise<void> {
  await IncomeUpload.fileInput.waitForExist();
  const remote = await fileForInput(path);
  await IncomeUpload.fileInput.addValue(remote);
}

/** On income/upload/MANUAL_PAYSTUB: upload the paystub at `path` (default: a PNG written to /tmp). */
export async function uploadPaystub(path: string = testPng()): Promise<void> {
  await choosePaystub(path);
  await IncomeUpload.submit.click();
}

/** On income/employer-verification: name the employer and a 10-digit phone. */
export async function verifyEmployer(name = 'Sandbox Employer Inc.', phoneDigits = '4155550199'): Promise<void> {
  await EmployerVerification.employerName.waitForExist();
  await EmployerVerification.employerName.setValue(name);
  await EmployerVerification.employerPhone.setValue(phoneDigits);
  await EmployerVerification.submit.click();
}
