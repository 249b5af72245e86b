// The closing feature (sagas/features.ts loads it with the first closing area: income, bank, conditions, signing,
// notary, bpo, payoff, complete): conditions, the notary and signing location, the complete screen's status and
// cancellation, the vendor links; the notary and conditions slices.
import type { FeatureModule } from '../../store/features';
import { conditionsReducer } from '../../store/conditions';
import { notaryReducer } from '../../store/notary';
import { closingStatusSaga } from '../closingStatus';
import { conditionsSaga } from '../conditions';
import { notarySaga } from '../notary';
import { rescissionCancelSaga } from '../rescissionCancel';
import { vendorLinksSaga } from '../vendorLinks';

export const feature: FeatureModule = {
  slices: [
    { reducerPath: 'notary', reducer: notaryReducer },
    { reducerPath: 'conditions', reducer: conditionsReducer },
  ],
  sagas: {
    conditions: conditionsSaga,
    notary: notarySaga,
    'closing status': closingStatusSaga,
    'rescission cancel': rescissionCancelSaga,
    'vendor links': vendorLinksSaga,
  },
};
