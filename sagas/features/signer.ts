// The signer feature: the co-owner's area under /heloc-signer (requested as soon as the path is known). Its
// sagas use the notary and conditions slices too (injected once, whichever feature comes first).
import type { FeatureModule } from '../../store/features';
import { conditionsReducer } from '../../store/conditions';
import { notaryReducer } from '../../store/notary';
import { signerReducer } from '../../store/signer';
import { signerSaga } from '../signer';
import { signerConditionsSaga } from '../signerConditions';
import { signerNotarySaga } from '../signerNotary';

export const feature: FeatureModule = {
  slices: [
    { reducerPath: 'signer', reducer: signerReducer },
    { reducerPath: 'notary', reducer: notaryReducer },
    { reducerPath: 'conditions', reducer: conditionsReducer },
  ],
  sagas: {
    signer: signerSaga,
    'signer notary': signerNotarySaga,
    'signer conditions': signerConditionsSaga,
  },
};
