// Income personas after submission: Paystub (the link verifies half the income, so a paystub is asked for; a
// renamed file is refused first and the screen keeps what was chosen) and Employer (the employer is named).
import { expect } from '@wdio/globals';
import { notAllowedFile, testPng } from '../support/closing/files';
import { uploadPaystub, verifyEmployer, verifyIncomeByLink } from '../support/closing/income';
import { expectMainText, expectProgressStep, registerAndSubmit } from '../support/closing/journey';
import { expectScreen } from '../support/journeySteps';

describe('journey: income verification personas', () => {
  it('Paystub: a partial link asks for a paystub; a renamed file is refused, a real one moves on', async () => {
    await registerAndSubmit({ lastName: 'Paystub' });
    await verifyIncomeByLink('PAYROLL');
    await expectScreen('income/upload/MANUAL_PAYSTUB');
    await expectProgressStep('Link Income Sources');
    await uploadPaystub(notAllowedFile('renamed-paystub.pdf'));
    await expectMainText('This file type is not allowed');
    await expectScreen('income/upload/MANUAL_PAYSTUB');
    await uploadPaystub(testPng('paystub.png'));
    await expectScreen('bank/disburse', 60000);
  });

  it('Employer: the employer is named before the bank accounts', async () => {
    await registerAndSubmit({ lastName: 'Employer' });
    await verifyIncomeByLink('PAYROLL');
    await expectScreen('income/employer-verification');
    await verifyEmployer('Sandbox Employer Inc.', '4155550199');
    await expectScreen('bank/disburse', 60000);
    await expect($('main h1')).toBeDisplayed();
  });
});
