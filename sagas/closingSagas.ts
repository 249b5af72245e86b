// The closing screens' sagas, in a chunk of their own (sagas/closingLoader.ts loads it with the first closing
// screen): conditions, the notary and signing location, the complete screen's status and
// cancellation, the vendor links.
import type { SagaIterator } from 'redux-saga';
import { closingStatusSaga } from './closingStatus';
import { conditionsSaga } from './conditions';
import { notarySaga } from './notary';
import { rescissionCancelSaga } from './rescissionCancel';
import { signerSaga } from './signer';
import { signerConditionsSaga } from './signerConditions';
import { signerNotarySaga } from './signerNotary';
import { vendorLinksSaga } from './vendorLinks';

export const CLOSING_SAGAS: Record<string, () => SagaIterator<void>> = {
  conditions: conditionsSaga,
  notary: notarySaga,
  'closing status': closingStatusSaga,
  'rescission cancel': rescissionCancelSaga,
  'vendor links': vendorLinksSaga,
  signer: signerSaga,
  'signer notary': signerNotarySaga,
  'signer conditions': signerConditionsSaga,
};
