// The journey feature: what the /{uuid} screens run on (requested as soon as the path names an application, so
// its chunk loads beside the application shell's): the client flow, the next-step
// router and its stage push, the steps, and the disclosures with their slice. (Loading the application itself is
// not in it: sagas/index.ts runs it from the start, so the application is fetched beside the feature's chunk.)
import type { FeatureModule } from '../../store/features';
import { disclosuresReducer } from '../../store/disclosures';
import { disclosuresSaga } from '../disclosures';
import { flowSaga } from '../flow';
import { journeySaga } from '../journey';
import { nextStepSaga } from '../nextStep';
import { stagePushSaga } from '../stagePush';

export const feature: FeatureModule = {
  slices: [{ reducerPath: 'disclosures', reducer: disclosuresReducer }],
  sagas: {
    flow: flowSaga,
    'next step': nextStepSaga,
    'stage push': stagePushSaga,
    journey: journeySaga,
    disclosures: disclosuresSaga,
  },
};
