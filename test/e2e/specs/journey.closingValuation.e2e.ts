// Valuation personas: a Texas property (the BPO ordered with the home's condition, the agent's estimate accepted,
// then on to signing) and Noavm (no automated value: the $180 residential evaluation stands in for it).
import { acceptBpoEstimate, orderTexasBpo, orderValuationFor180 } from '../support/closing/bpo';
import { uploadId } from '../support/closing/identity';
import { expectProgressStep, registerAndSubmit, TEXAS, throughIncomeAndBank } from '../support/closing/journey';
import { completeProfile, confirmLiens, expectScreen, registerAsNewBorrower } from '../support/journeySteps';

describe('journey: valuation personas', () => {
  it('Texas: the BPO is ordered after the ID, its estimate accepted, then the documents are prepared', async () => {
    await registerAndSubmit(TEXAS);
    await throughIncomeAndBank();
    await uploadId();
    await orderTexasBpo();
    await expectProgressStep('Verify Identity');
    // The estimate is the borrower's to accept: the sidebar stays at the ID step until they do.
    await expectScreen('bpo/estimate-value');
    await expectProgressStep('Verify Identity');
    await acceptBpoEstimate();
    await expectScreen('signing/intro', 120000);
    await expectProgressStep('Sign Documents');
  });

  it('Noavm: the $180 residential evaluation is ordered and the offers follow', async () => {
    await registerAsNewBorrower({ street1: '12 Noavm Road' });
    await completeProfile();
    await orderValuationFor180();
    await confirmLiens();
    await expectScreen('product/select', 60000);
  });
});
