import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { START_SESSION_LABEL } from '../../../src/screens/notary/IntroScreen';
import {
  ANSWERS_LABEL,
  NEW_SESSION_LABEL,
  SIGN_DEED_AGREE_LABEL,
  SIGN_DEED_LABEL,
} from '../../../src/screens/notary/SessionScreen';
import { LOCATION_ALERT_TITLE } from '../../../src/ui/LocationAlert';
import {
  APP_PATH,
  APP_UUID,
  borrower,
  closingApplication,
  fakeServer,
  HOME,
  installGeolocation,
  notaryAnswer,
  renderAt,
  SLOW,
  violations,
  type FakeServer,
} from '../signing/helpers';

const SESSION_IDS = ['0b0b0b0b-1111-4222-8333-444444444444', '0c0c0c0c-1111-4222-8333-444444444444'];
const QUESTIONS = [
  {
    id: 'street',
    prompt: 'Which of these streets have you lived on or owned a home on?',
    choices: ['12 Alder Lane', '40 Birch Road', '7 Cedar Court'],
  },
  { id: 'city', prompt: 'In which of these cities do you own property?', choices: ['Fresno', 'Sonoma', 'Eureka'] },
];
const RIGHT = { street: '12 Alder Lane', city: 'Sonoma' };
const DEED_SIGNING = {
  checklistStatus: 'DEED_SIGNING',
  disclosurelistClosingComplete: true,
  disclosurelistNotaryReady: true,
};

function notaryServer({ enotaryPermitted = true } = {}) {
  let sessions = 0;
  let wrong = 0;
  const server = fakeServer(
    { stage: 'DEED_SIGNING', application: closingApplication({ status: DEED_SIGNING }), profile: borrower() },
    (s: FakeServer) => ({
      [`GET ${APP_PATH}/notary`]: () => ({
        data: notaryAnswer({ enotaryPermitted }),
      }),
      [`POST ${APP_PATH}/notary/session`]: () => {
        if (!enotaryPermitted) return { status: 409, data: { errors: ['eNotary is not permitted'] } };
        s.posted.push({ path: 'notary/session', body: null, headers: {} });
        wrong = 0;
        return { data: { sessionId: SESSION_IDS[sessions++], questions: QUESTIONS } };
      },
      [`POST ${APP_PATH}/notary/session/answers`]: (config) => {
        const body = JSON.parse(String(config.data)) as { sessionId: string; answers: Record<string, string> };
        s.posted.push({ path: 'notary/session/answers', body, headers: {} });
        if (body.answers.street === RIGHT.street && body.answers.city === RIGHT.city) return { data: { passed: true } };
        wrong += 1;
        const message =
          wrong >= 3 ? 'Too many wrong answers: start a new session' : 'Those answers do not match our records';
        return { status: 400, data: { errors: [message] } };
      },
      [`POST ${APP_PATH}/notary/session/accept`]: (config) => {
        s.posted.push({ path: 'notary/session/accept', body: JSON.parse(String(config.data)), headers: {} });
        s.stage = 'TRUST_AND_INSURANCE';
        s.application = closingApplication({
          status: { ...DEED_SIGNING, checklistStatus: 'TRUST_AND_INSURANCE', primaryParticipantAcceptComplete: true },
        });
        return { data: s.application };
      },
      [`GET ${APP_PATH}/insurance/requirements`]: {
        data: { required: ['HAZARD_INSURANCE'], received: [], complete: false },
      },
    }),
  );
  return server;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function answer(user: ReturnType<typeof userEvent.setup>, street: string, city: string) {
  const streets = screen.getByRole('radiogroup', { name: QUESTIONS[0].prompt });
  await user.click(within(streets).getByRole('radio', { name: street }));
  const cities = screen.getByRole('radiogroup', { name: QUESTIONS[1].prompt });
  await user.click(within(cities).getByRole('radio', { name: city }));
  await user.click(screen.getByRole('button', { name: ANSWERS_LABEL }));
}

async function startFromIntro(user: ReturnType<typeof userEvent.setup>) {
  const view = renderAt('notary/intro');
  await screen.findByRole('heading', { level: 1, name: 'Sign your deed with an online notary' }, SLOW);
  expect(await violations()).toEqual([]);
  await user.click(await screen.findByRole('button', { name: START_SESSION_LABEL }, SLOW));
  await screen.findByRole('heading', { level: 1, name: 'Your eNotary session' }, SLOW);
  expect(view.history.location.pathname).toBe(`/${APP_UUID}/notary/session`);
  return view;
}

describe('notary/intro and notary/session', () => {
  it('starts a session, refuses wrong answers, confirms the right ones and signs the deed with the location', async () => {
    const geo = installGeolocation(HOME);
    const server = notaryServer();
    const user = userEvent.setup();
    const { history } = await startFromIntro(user);
    expect(await violations()).toEqual([]);

    await answer(user, '40 Birch Road', 'Sonoma');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Those answers do not match our records/);
    // Still on the questions: try again.
    await answer(user, RIGHT.street, RIGHT.city);
    expect(await screen.findByText('Your identity is confirmed', {}, SLOW)).toBeInTheDocument();
    // "Confirm my identity" went with the questions: the deed's heading takes the focus (and is scrolled to).
    expect(screen.getByRole('heading', { name: 'Sign your deed of trust' })).toHaveFocus();
    expect(await violations()).toEqual([]);

    const sign = screen.getByRole('button', { name: SIGN_DEED_LABEL });
    expect(sign).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: SIGN_DEED_AGREE_LABEL }));
    await user.click(sign);

    await waitFor(() => expect(history.location.pathname).toBe(`/${APP_UUID}/insurance/upload`), SLOW);
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(server.posted).toEqual([
      { path: 'notary/session', body: null, headers: {} },
      {
        path: 'notary/session/answers',
        body: { sessionId: SESSION_IDS[0], answers: { street: '40 Birch Road', city: 'Sonoma' } },
        headers: {},
      },
      { path: 'notary/session/answers', body: { sessionId: SESSION_IDS[0], answers: RIGHT }, headers: {} },
      {
        path: 'notary/session/accept',
        body: { sessionId: SESSION_IDS[0], latitude: HOME.latitude, longitude: HOME.longitude },
        headers: {},
      },
    ]);
  });

  it('asks for every answer before sending them', async () => {
    installGeolocation(HOME);
    const server = notaryServer();
    const user = userEvent.setup();
    await startFromIntro(user);
    await user.click(screen.getByRole('button', { name: ANSWERS_LABEL }));
    expect(await screen.findAllByText('Choose an answer')).toHaveLength(2);
    expect(server.posted.map((p) => p.path)).toEqual(['notary/session']);
  });

  it('ends the session after the third wrong try and offers a new one', async () => {
    installGeolocation(HOME);
    const server = notaryServer();
    const user = userEvent.setup();
    await startFromIntro(user);
    await answer(user, '40 Birch Road', 'Fresno');
    await screen.findByText(/Those answers do not match our records/);
    await answer(user, '7 Cedar Court', 'Eureka');
    await answer(user, '40 Birch Road', 'Eureka');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your session has ended' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Too many wrong answers: start a new session/);
    expect(screen.queryByRole('button', { name: ANSWERS_LABEL })).toBeNull();
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: NEW_SESSION_LABEL }));
    expect(await screen.findByRole('radiogroup', { name: QUESTIONS[0].prompt }, SLOW)).toBeInTheDocument();
    expect(server.posted.filter((p) => p.path === 'notary/session')).toHaveLength(2);
    await answer(user, RIGHT.street, RIGHT.city);
    expect(await screen.findByText('Your identity is confirmed', {}, SLOW)).toBeInTheDocument();
    expect(server.posted.at(-1)?.body).toEqual({ sessionId: SESSION_IDS[1], answers: RIGHT });
  });

  it('when the location is refused at the deed, explains why and sends nothing until it is allowed', async () => {
    const geo = installGeolocation({ code: 1 });
    const server = notaryServer();
    const user = userEvent.setup();
    const { history } = await startFromIntro(user);
    await answer(user, RIGHT.street, RIGHT.city);
    await screen.findByText('Your identity is confirmed', {}, SLOW);
    await user.click(screen.getByRole('checkbox', { name: SIGN_DEED_AGREE_LABEL }));
    await user.click(screen.getByRole('button', { name: SIGN_DEED_LABEL }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LOCATION_ALERT_TITLE)).toBeInTheDocument();
    expect(alert).toHaveTextContent('Your location is needed for secure electronic signing');
    expect(server.posted.map((p) => p.path)).not.toContain('notary/session/accept');
    expect(await violations()).toEqual([]);

    geo.answer(HOME);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/${APP_UUID}/insurance/upload`), SLOW);
    expect(server.posted.at(-1)?.path).toBe('notary/session/accept');
  });

  it('on a reload of notary/session, offers to start the session there', async () => {
    installGeolocation(HOME);
    notaryServer();
    const user = userEvent.setup();
    renderAt('notary/session');
    await screen.findByRole('heading', { level: 1, name: 'Your eNotary session' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Start my session' }));
    expect(await screen.findByRole('radiogroup', { name: QUESTIONS[1].prompt }, SLOW)).toBeInTheDocument();
  });
});

describe('notary/error', () => {
  it('offers a new session and the lender’s contact details', async () => {
    installGeolocation(HOME);
    notaryServer();
    const user = userEvent.setup();
    const { history, store } = renderAt('notary/error');
    await screen.findByRole('heading', { level: 1, name: 'Your notary session did not finish' }, SLOW);
    const { companyName } = store.getState().org.metadata.companyInfo;
    expect(screen.getByRole('list', { name: `Contact ${companyName}` })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Start a new session' }));
    await screen.findByRole('heading', { level: 1, name: 'Your eNotary session' }, SLOW);
    expect(history.location.pathname).toBe(`/${APP_UUID}/notary/session`);
    expect(screen.getByRole('radiogroup', { name: QUESTIONS[0].prompt })).toBeInTheDocument();
  });
});
