// Closing personas: Condition (a document asked for after the ID), Payoff (debts paid from the initial draw at
// closing), Manualnotary (eNotary not permitted: the $300 manual notary reserved, the signed deed awaited) and Flood
// (the flood certificate delays the documents and flood insurance is required besides the hazard policy), each on
// to where the persona leads.
import { expect } from '@wdio/globals';
import { uploadConditionDocument } from '../support/closing/conditions';
import { testPdf } from '../support/closing/files';
import { uploadId } from '../support/closing/identity';
import { expectInsuranceReceived, uploadInsurance } from '../support/closing/insurance';
import {
  expectProgressStep,
  registerAndSubmit,
  screensVisited,
  throughIncomeAndBank,
} from '../support/closing/journey';
import { payOffDebtsAtClosing } from '../support/closing/merchant';
import { completeEnotarySession, reserveManualNotary } from '../support/closing/notary';
import { signClosingDocuments } from '../support/closing/signing';
import { expectScreen } from '../support/journeySteps';

describe('journey: closing personas', () => {
  it('Condition: a requested document is uploaded on the conditions screen, then signing follows', async () => {
    await registerAndSubmit({ lastName: 'Condition' });
    await throughIncomeAndBank();
    await uploadId();
    await expectScreen('conditions', 60000);
    await uploadConditionDocument(testPdf('bank-statement.pdf'));
    await expectScreen('signing/intro', 120000);
  });

  it('Payoff: chosen debts are paid from the initial draw, attested, then the documents follow', async () => {
    await registerAndSubmit({ lastName: 'Payoff' });
    await throughIncomeAndBank();
    await uploadId();
    await expectScreen('merchant/review', 120000);
    await payOffDebtsAtClosing();
    await expectScreen('signing/intro', 120000);
    // The creditors' payoff statements took a sandbox business day, shown on payoff/hold (PAYOFF_REQUEST_PENDING).
    expect(await screensVisited()).toContain('payoff/hold');
    await expectProgressStep('Sign Documents');
  });

  it('Manualnotary: the $300 manual notary is reserved, and the signed deed moves the line on', async () => {
    await registerAndSubmit({ lastName: 'Manualnotary' });
    await throughIncomeAndBank();
    await uploadId();
    await expectScreen('signing/intro', 120000);
    await signClosingDocuments();
    await expectScreen('notary/reserve-manual', 120000);
    await expectProgressStep('Schedule Notary Session');
    await expect($('main')).toHaveText(expect.stringContaining('$300'));
    await reserveManualNotary(7, '10:00');
    // The notary's signed deed comes back a (sandbox) business day later.
    await expectScreen('insurance/upload', 120000);
  });

  it('Flood: the flood certificate holds the documents, and both policies are asked for', async () => {
    const { street1, city } = await registerAndSubmit({ lastName: 'Flood' });
    await throughIncomeAndBank();
    await uploadId();
    // One sandbox business day on the flood certificate's screen (checked with axe in its component test).
    await expectScreen('signing/intro', 120000);
    expect(await screensVisited()).toContain('error/flood-cert');
    await signClosingDocuments();
    await expectScreen('notary/intro', 120000);
    await completeEnotarySession(street1, city);
    await expectScreen('insurance/upload', 120000);
    await uploadInsurance('HAZARD_INSURANCE', testPdf('hazard-declarations.pdf'));
    await expectInsuranceReceived('HAZARD_INSURANCE');
    await uploadInsurance('FLOOD_INSURANCE', testPdf('flood-declarations.pdf'));
    await expectScreen('complete', 120000);
  });
});
