// The bank submissions through the journey saga: the account numbers travel beside the action and are put back
// only in the request body; a refused account lands on its field; a vendor link leaves only for a safe page.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { ApiError } from '../../src/api/client';
import { journeyApi } from '../../src/api/journey';
import { leaveTo } from '../../src/api/browser';
import { startBankLink } from '../../src/api/closing';
import { onStepSubmitted } from '../../sagas/journey';
import { onVendorLinkRequested, UNSAFE_LINK_MESSAGE } from '../../sagas/vendorLinks';
import { applicationLoaded } from '../../store/applications';
import { formFailed, formSucceeded, holdSecrets, SECRET_HELD } from '../../store/form';
import { journeyStepSubmitted, vendorLinkRequested } from '../../store/journey';
import { nextStepRequested, stagePolled } from '../../store/stage';
import { makeApplication } from '../fixtures/application';
import { flowTestState, rootReducer, UUID } from './support/flowStore';

const ACCOUNT = '000123456789';

function stateAt(stage: string) {
  const state = flowTestState({ application: { status: { checklistStatus: stage } } });
  return rootReducer(
    state,
    stagePolled({ applicationUuid: UUID, stage, status: { checklistStatus: stage }, attempt: 1 }),
  );
}

/** What the API client throws for a 400 (see toApiError): status, joined message, the server's body. */
function badRequest(message: string): ApiError {
  return { status: 400, message: `${message}.`, data: { errors: [message], message } };
}

const heldValues = {
  routingNumber: '011000015',
  accountNumber: SECRET_HELD,
  confirmAccountNumber: SECRET_HELD,
  accountType: 'CHECKING',
};

describe('bank submissions', () => {
  it('submitDisburseAccount posts the held account number in the body only, then asks the router to take the server’s first answer (a changed account may keep the stage)', async () => {
    const requestId = 'req-disburse';
    holdSecrets(requestId, { accountNumber: ACCOUNT, confirmAccountNumber: ACCOUNT });
    const answer = makeApplication({
      uuid: UUID,
      disburseAccount: { uuid: 'a1', routingNumber: '011000015', mask: '6789', accountNumber: '********6789' },
      status: { checklistStatus: 'AUTOPAY_ACCOUNT' },
    });
    const { effects } = await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted({ uuid: UUID, step: 'submitDisburseAccount', values: heldValues }, requestId),
    )
      .withReducer(rootReducer, stateAt('DISBURSEMENT_ACCOUNT'))
      .provide([[matchers.call.fn(journeyApi.submitDisburseAccount), answer]])
      .call(
        journeyApi.submitDisburseAccount as never,
        UUID,
        { ...heldValues, accountNumber: ACCOUNT, confirmAccountNumber: ACCOUNT },
        requestId,
      )
      .put(applicationLoaded(answer))
      .put(formSucceeded({ requestId }))
      .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: null }))
      .dispatch({ type: 'stage/settled', payload: { applicationUuid: UUID, stage: 'AUTOPAY_ACCOUNT', source: 'poll' } })
      .run({ silenceTimeout: true });
    // The number is in the call's body, and in no action the saga puts.
    expect(JSON.stringify(effects.put ?? [])).not.toContain(ACCOUNT);
  });

  it('a 400 for the routing number lands on that field', async () => {
    const requestId = 'req-autopay';
    holdSecrets(requestId, { accountNumber: ACCOUNT, confirmAccountNumber: ACCOUNT });
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted(
        { uuid: UUID, step: 'submitAutopay', values: { choice: 'OTHER', ...heldValues } },
        requestId,
      ),
    )
      .withReducer(rootReducer, stateAt('AUTOPAY_ACCOUNT'))
      .provide([
        [
          matchers.call.fn(journeyApi.submitAutopay),
          throwError(badRequest('routingNumber: Enter a valid 9-digit routing number') as unknown as Error),
        ],
      ])
      .put(formFailed({ requestId, errors: { routingNumber: 'Enter a valid 9-digit routing number' } }))
      .run({ silenceTimeout: true });
  });

  it('a bank link leaves for the page the server names, and refuses a page on another origin', async () => {
    await expectSaga(
      onVendorLinkRequested,
      vendorLinkRequested({ uuid: UUID, link: { vendor: 'bank', purpose: 'DISBURSEMENT' } }, 'req-link'),
    )
      .provide([
        [matchers.call.fn(startBankLink), { linkUrl: `/sandbox/bank-link?application=${UUID}&purpose=DISBURSEMENT` }],
        [matchers.call.fn(leaveTo), undefined],
      ])
      .call(startBankLink, UUID, 'DISBURSEMENT', 'req-link')
      .put(formSucceeded({ requestId: 'req-link' }))
      .call(leaveTo, `/sandbox/bank-link?application=${UUID}&purpose=DISBURSEMENT`)
      .run();

    await expectSaga(
      onVendorLinkRequested,
      vendorLinkRequested({ uuid: UUID, link: { vendor: 'bank', purpose: 'AUTOPAY' } }, 'req-evil'),
    )
      .provide([
        [matchers.call.fn(startBankLink), { linkUrl: 'https://evil.example/steal' }],
        [matchers.call.fn(leaveTo), undefined],
      ])
      .put(formFailed({ requestId: 'req-evil', formError: UNSAFE_LINK_MESSAGE }))
      .not.call.fn(leaveTo)
      .run();
  });
});
