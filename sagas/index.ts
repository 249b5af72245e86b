// The root saga: each concern runs in a keep-alive wrapper, so one crash cannot stop the others. Only what every
// page of an entry needs runs from the start; a feature's sagas (the journey's, the closing areas', the
// co-owner's, the chat's) start when the feature is asked for (sagas/features.ts).
import { all } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { applicationLoadingSaga } from './applicationLoading';
import { authSaga } from './auth';
import { dashboardSaga } from './dashboard';
import { devPanelSaga } from './devPanel';
import { featureInjectorSaga, featureRoutesSaga } from './features';
import { feedbackSaga } from './feedback';
import { keepAlive } from './keepAlive';

export { keepAlive };
import { flagsSaga } from './flags';
import { footerSaga } from './footer';
import { hoursSaga } from './hours';
import { loanOfficerSaga } from './loanOfficer';
import { notificationsSaga } from './notifications';
import { loginSaga } from './login';
import { registerSaga } from './register';
import { sessionSaga } from './session';
import { sessionExpirySaga } from './sessionExpiry';
import { telemetrySaga } from './telemetry';
import type { Entry } from './entry';

export interface RootSagaOptions {
  entry: Entry;
}

export function* rootSaga({ entry }: RootSagaOptions): SagaIterator<void> {
  const shared = [
    keepAlive('session', sessionSaga),
    keepAlive('auth', authSaga, entry),
    keepAlive('session expiry', sessionExpirySaga, entry),
    keepAlive('flags', flagsSaga, entry),
    keepAlive('telemetry', telemetrySaga, entry),
    // Footer, navigation and developer panel show on both entries.
    keepAlive('footer', footerSaga),
    keepAlive('hours', hoursSaga),
    keepAlive('notifications', notificationsSaga),
    keepAlive('dev panel', devPanelSaga),
    // Lazy features (journey, closing, signer, chat): loaded and started when asked for.
    keepAlive('features', featureInjectorSaga),
  ];
  const perEntry =
    entry === 'app'
      ? [
          // The feature the page's path needs is asked for at once, beside the screen's own chunk.
          keepAlive('feature routes', featureRoutesSaga),
          // The application named by the URL is fetched at once, beside the journey feature's chunk.
          keepAlive('application loading', applicationLoadingSaga),
          keepAlive('register', registerSaga),
          keepAlive('loan officer', loanOfficerSaga),
          keepAlive('feedback', feedbackSaga),
        ]
      : [keepAlive('login', loginSaga), keepAlive('dashboard', dashboardSaga)];
  yield all([...shared, ...perEntry]);
}
