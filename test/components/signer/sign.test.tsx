import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENTS_TITLE, signedThanks } from '../../../src/screens/signer/DocumentsScreen';
import { INTRO_TITLE } from '../../../src/screens/signer/IntroScreen';
import {
  ANSWERS_LABEL,
  NEW_SESSION_LABEL,
  READ_DEED_LABEL,
  SIGN_DEED_AGREE_LABEL,
  SIGN_DEED_LABEL,
  SIGN_TITLE,
  START_LABEL,
} from '../../../src/screens/signer/SignScreen';
import { LOCATION_ALERT_TITLE } from '../../../src/ui/LocationAlert';
import {
  HOME,
  installGeolocation,
  installSignerServer,
  makeSelf,
  QUESTIONS,
  renderSigner,
  RIGHT,
  SESSION_IDS,
  SLOW,
  violations,
} from './signerServer';

jest.setTimeout(30_000);

const READY = makeSelf({
  nextStep: 'sign',
  identity: { status: 'VERIFIED', idType: 'PASSPORT_FRONT', reason: null },
  deed: { status: 'READY', signedAt: null },
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function answer(user: ReturnType<typeof userEvent.setup>, street: string, city: string) {
  const streets = await screen.findByRole('radiogroup', { name: QUESTIONS[0].prompt }, SLOW);
  await user.click(within(streets).getByRole('radio', { name: street }));
  const cities = screen.getByRole('radiogroup', { name: QUESTIONS[1].prompt });
  await user.click(within(cities).getByRole('radio', { name: city }));
  await user.click(screen.getByRole('button', { name: ANSWERS_LABEL }));
}

async function start(user: ReturnType<typeof userEvent.setup>) {
  const view = renderSigner('/heloc-signer/sign');
  expect(await screen.findByRole('heading', { level: 1, name: SIGN_TITLE }, SLOW)).toBeInTheDocument();
  const progress = screen.getByRole('navigation', { name: 'Application progress' });
  expect(within(progress).getByText('Talk to eNotary')).toHaveAttribute('aria-current', 'step');
  expect(screen.getByRole('link', { name: READ_DEED_LABEL })).toHaveAttribute('href', '/heloc-signer/documents');
  expect(await violations()).toEqual([]);
  await user.click(screen.getByRole('button', { name: START_LABEL }));
  return view;
}

describe('heloc-signer/sign', () => {
  it('starts a session, refuses wrong answers, then signs the deed with the location and shows the thanks', async () => {
    const geo = installGeolocation(HOME);
    const server = installSignerServer({ self: READY });
    const user = userEvent.setup();
    const { history } = await start(user);

    // "Start my session" went with its panel: the questions' heading takes the focus.
    expect(await screen.findByRole('heading', { name: 'Confirm your identity' }, SLOW)).toHaveFocus();
    await answer(user, '40 Birch Road', 'Sonoma');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Those answers do not match our records');
    await answer(user, RIGHT.street, RIGHT.city);
    expect(await screen.findByText('Your identity is confirmed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign the deed' })).toHaveFocus();
    expect(await violations()).toEqual([]);

    const sign = screen.getByRole('button', { name: SIGN_DEED_LABEL });
    expect(sign).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: SIGN_DEED_AGREE_LABEL }));
    await user.click(sign);

    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/documents'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: DOCUMENTS_TITLE }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(signedThanks('Dana'))).toBeInTheDocument();
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(server.posted.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: 'notary/session', body: {} },
      {
        path: 'notary/session/answers',
        body: { sessionId: SESSION_IDS[0], answers: { street: '40 Birch Road', city: 'Sonoma' } },
      },
      { path: 'notary/session/answers', body: { sessionId: SESSION_IDS[0], answers: RIGHT } },
      { path: 'notary/session/accept', body: { sessionId: SESSION_IDS[0], ...HOME } },
    ]);
    expect(server.posted.every((p) => typeof p.idempotencyKey === 'string')).toBe(true);
  });

  it('ends the session after the third wrong try and offers a new one', async () => {
    installGeolocation(HOME);
    const server = installSignerServer({ self: READY });
    const user = userEvent.setup();
    await start(user);
    await answer(user, '40 Birch Road', 'Fresno');
    await screen.findByText(/Those answers do not match our records/, {}, SLOW);
    await answer(user, '7 Cedar Court', 'Eureka');
    await answer(user, '40 Birch Road', 'Eureka');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your session has ended' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong answers: start a new session');
    expect(screen.queryByRole('button', { name: ANSWERS_LABEL })).toBeNull();

    await user.click(screen.getByRole('button', { name: NEW_SESSION_LABEL }));
    await answer(user, RIGHT.street, RIGHT.city);
    expect(await screen.findByText('Your identity is confirmed', {}, SLOW)).toBeInTheDocument();
    expect(server.posted.at(-1)?.body).toEqual({ sessionId: SESSION_IDS[1], answers: RIGHT });
  });

  it('when the location is refused, explains why and posts nothing until it is allowed', async () => {
    const geo = installGeolocation({ code: 1 });
    const server = installSignerServer({ self: READY });
    const user = userEvent.setup();
    const { history } = await start(user);
    await answer(user, RIGHT.street, RIGHT.city);
    await screen.findByText('Your identity is confirmed', {}, SLOW);
    await user.click(screen.getByRole('checkbox', { name: SIGN_DEED_AGREE_LABEL }));
    await user.click(screen.getByRole('button', { name: SIGN_DEED_LABEL }));

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText(LOCATION_ALERT_TITLE)).toBeInTheDocument();
    expect(server.posted.map((p) => p.path)).not.toContain('notary/session/accept');
    expect(await violations()).toEqual([]);

    geo.answer(HOME);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/documents'), SLOW);
    expect(server.posted.at(-1)?.path).toBe('notary/session/accept');
  });

  it('sends a co-owner whose deed is not ready back to the intro', async () => {
    installSignerServer({
      self: makeSelf({ nextStep: 'intro', identity: { status: 'VERIFIED', idType: null, reason: null } }),
    });
    const { history } = renderSigner('/heloc-signer/sign');
    expect(await screen.findByRole('heading', { level: 1, name: INTRO_TITLE }, SLOW)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/heloc-signer/intro');
  });
});
