// A scripted journey for the flow and next-step router: a fake server whose application data changes, a probe
// screen that shows the URL and the flow state, and the events the real screens and submit sagas dispatch.
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ConnectedRouter } from 'connected-react-router';
import { Route, useLocation, useParams } from 'react-router-dom';
import type { Application, ApplicationStatus, Profile, ProfileAddress } from '../../../src/domain/types';
import { ThemeRoot } from '../../../src/theme';
import { flowSaga } from '../../../sagas/flow';
import { nextStepSaga } from '../../../sagas/nextStep';
import { applicationLoaded } from '../../../store/applications';
import { selectFlowState } from '../../../store/flow';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { nextStepRequested, stagePushed } from '../../../store/stage';
import { APPLICATION_UUID as UUID, makeApplication, makeProfile } from '../../fixtures/application';
import { makeTestStore } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';
import { installRoutes } from '../support/mswServer';

export { UUID };

const HELOC = '/service-application/api/v1/application/heloc';
const ADDRESS: ProfileAddress = {
  uuid: 'prop-1',
  street1: '1 Main St',
  city: 'Austin',
  state: 'CA',
  zip: '90001',
  ownership: 'SOLE',
};

/** What the server holds; the test changes it between steps. */
export interface FakeServer {
  application: Application;
  profile: Profile;
  stage: string;
}

/** Stands for an application screen: on entering the application it asks the router for the next step. */
function ScreenProbe() {
  const { uuid } = useParams<{ uuid: string }>();
  const { pathname } = useLocation();
  const flow = useAppSelector(selectFlowState);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(nextStepRequested({ uuid, reason: 'entered' }));
  }, [dispatch, uuid]);
  return (
    <main>
      <h1>Screen {pathname.slice(uuid.length + 2)}</h1>
      <p>Flow: {flow}</p>
    </main>
  );
}

export function startJourney() {
  const server: FakeServer = {
    application: makeApplication({
      selectedPropertyUuid: 'prop-1',
      consents: [{ type: 'SOFT_CREDIT' }],
      // The server sends masked account numbers only (no pay type yet, so no bank trigger holds).
      disburseAccount: { uuid: 'acct-1', routingNumber: '011000015', mask: '6789', accountNumber: '****6789' },
      status: { checklistStatus: 'LIEN_VERIFICATION' },
    }),
    profile: makeProfile({
      name: { uuid: 'n-1', firstName: 'Pat', middleName: null, lastName: 'Lee', suffix: null },
      dob: '1980-01-01',
      hasSsn: true,
      addresses: [ADDRESS],
    }),
    stage: 'LIEN_VERIFICATION',
  };
  installRoutes({
    [`GET ${HELOC}/${UUID}`]: () => ({ data: server.application }),
    [`GET ${HELOC}/${UUID}/stage`]: () => ({ data: { stage: server.stage, status: server.application.status } }),
    'GET /service-profile/api/v1/profile': () => ({ data: server.profile }),
  });
  window.localStorage.setItem('jwt', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwYXQifQ.c2lnbmF0dXJl');
  const { store, history } = makeTestStore({ path: `/${UUID}/start/profile`, authenticated: true });
  // Only the concerns under test: the other sagas would call services this fake server does not have.
  const tasks = [store.runSaga(flowSaga), store.runSaga(nextStepSaga)];
  const view = render(
    <Provider store={store}>
      <ThemeRoot org={sampleOrg}>
        <ConnectedRouter history={history}>
          <Route path="/:uuid">
            <ScreenProbe />
          </Route>
        </ConnectedRouter>
      </ThemeRoot>
    </Provider>,
  );

  const changeStatus = (status: ApplicationStatus) => {
    server.application = { ...server.application, status: { ...server.application.status, ...status } };
  };
  /** What a submit saga does: the server answers with the saved application, then the router is asked. */
  const submit = async (changes: Partial<Application>, stage: string) => {
    server.application = { ...server.application, ...changes };
    server.stage = stage;
    await act(async () => {
      store.dispatch(applicationLoaded(server.application));
      store.dispatch(nextStepRequested({ uuid: UUID, reason: 'submitted' }));
    });
  };

  return {
    store,
    history,
    server,
    view,
    changeStatus,
    submit,
    /** Waits for the probe to show `screenPath` (the part after /{uuid}/). */
    async onScreen(screenPath: string) {
      return screen.findByRole('heading', { name: `Screen ${screenPath}` });
    },
    /** The server's push over the socket, as the stage push saga dispatches it. */
    async push(from: string, to: string) {
      server.stage = to;
      await act(async () => {
        store.dispatch(stagePushed({ applicationUuid: UUID, from, to, at: '2026-01-02T03:04:05.000Z' }));
      });
    },
    /** The application is loaded again (e.g. by another screen) with new data. */
    async reload() {
      await act(async () => {
        store.dispatch(applicationLoaded(server.application));
      });
    },
    stop() {
      tasks.forEach((t) => t.cancel());
      view.unmount();
    },
  };
}

export type Journey = ReturnType<typeof startJourney>;

/**
 * The scripted journey; `check` runs after each step with the screen it should be on and the flow state.
 * Entering the application, liens done, an offer chosen, a server push, then a decline.
 */
export async function runScript(j: Journey, check: (screenPath: string, flow: string) => Promise<void>) {
  // Entering the route loads application and profile; lienInfo holds; the stage says liens.
  await check('liens', 'liens');

  // Liens submitted: the poll brings the new status (underwrite) and the offer stage.
  j.changeStatus({ liensComplete: true, checklistStatus: 'OFFER_SELECTION' });
  await j.submit({}, 'OFFER_SELECTION');
  await check('product/select', 'product');

  // An offer chosen: the saved application (selectProduct) and the stage asking for more information.
  j.changeStatus({ checklistStatus: 'COLLECT_ADDITIONAL_INFO' });
  await j.submit({ term: 10, amount: 50000, rate: 8.25 }, 'COLLECT_ADDITIONAL_INFO');
  await check('start/contact', 'moreProfile');

  // The server moves on and says so over the socket: the router follows at once, without a poll.
  await j.push('COLLECT_ADDITIONAL_INFO', 'HMDA');
  await check('start/hmda', 'moreProfile');

  // Underwriting declines: the flow goes to declined and the borrower is re-routed from this page.
  j.changeStatus({ uwDecision: 'DECLINE' });
  await j.reload();
  await check('error/decline', 'declined');
}
