// The root saga: each concern runs in a keep-alive wrapper, so one crash cannot stop the others.
import { all } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { applicationLoadingSaga } from './applicationLoading';
import { chatSaga } from './chat';
import { authSaga } from './auth';
import { dashboardSaga } from './dashboard';
import { devPanelSaga } from './devPanel';
import { disclosuresSaga } from './disclosures';
import { feedbackSaga } from './feedback';
import { flowSaga } from './flow';
import { journeySaga } from './journey';
import { closingLoaderSaga } from './closingLoader';
import { keepAlive } from './keepAlive';

export { keepAlive };
import { nextStepSaga } from './nextStep';
import { stagePushSaga } from './stagePush';
import { flagsSaga } from './flags';
import { footerSaga } from './footer';
import { hoursSaga } from './hours';
import { loanOfficerSaga } from './loanOfficer';
import { notificationsSaga } from './notifications';
import { loginSaga } from './login';
import { registerSaga } from './register';
import { sessionSaga } from './session';
import { telemetrySaga } from './telemetry';

export type Entry = 'app' | 'outside';

export interface RootSagaOptions {
  entry: Entry;
}

export function* rootSaga({ entry }: RootSagaOptions): SagaIterator<void> {
  const shared = [
    keepAlive('session', sessionSaga),
    keepAlive('auth', authSaga, entry),
    keepAlive('flags', flagsSaga, entry),
    keepAlive('telemetry', telemetrySaga, entry),
    // Footer, navigation and developer panel show on both entries.
    keepAlive('footer', footerSaga),
    keepAlive('hours', hoursSaga),
    keepAlive('notifications', notificationsSaga),
    keepAlive('dev panel', devPanelSaga),
    // Web chat: waits for its lazily loaded widget, then loads and runs the chat sagas.
    keepAlive('chat', chatSaga),
  ];
  const perEntry =
    entry === 'app'
      ? [
          keepAlive('application loading', applicationLoadingSaga),
          keepAlive('flow', flowSaga),
          keepAlive('next step', nextStepSaga),
          keepAlive('stage push', stagePushSaga),
          keepAlive('register', registerSaga),
          keepAlive('loan officer', loanOfficerSaga),
          keepAlive('feedback', feedbackSaga),
          keepAlive('disclosures', disclosuresSaga),
          keepAlive('journey', journeySaga),
          // The closing screens' sagas: loaded with the first closing screen (keeps them out of the first route).
          keepAlive('closing loader', closingLoaderSaga),
        ]
      : [keepAlive('login', loginSaga), keepAlive('dashboard', dashboardSaga)];
  yield all([...shared, ...perEntry]);
}
