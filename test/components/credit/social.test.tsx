// The recorder must load before Redux Toolkit: it stands in for the DevTools extension and sees every action.
import { recordings } from '../flow/devtoolsRecorder';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeApplication } from '../../fixtures/application';
import { APP_PATH, APP_UUID, fakeServer, renderScreen, SLOW, violations } from './fakeJourney';

const SSN = '123-45-6789';
const SSN_DIGITS = '123456789';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const ssnInput = () => screen.findByLabelText('Social Security number', {}, SLOW);
const submitButton = () => screen.getByRole('button', { name: 'Check my rates' });

/** A server at CREDIT_NO_MATCH whose POST credit/ssn records the body and moves on to the liens. */
function serverAtNoMatch(answer?: { status: number; data: unknown }) {
  const posted: { body: unknown; idempotencyKey: unknown }[] = [];
  const server = fakeServer(
    {
      stage: 'CREDIT_NO_MATCH',
      application: makeApplication({ uuid: APP_UUID, status: { checklistStatus: 'CREDIT_NO_MATCH' } }),
    },
    (s) => ({
      [`POST ${APP_PATH}/credit/ssn`]: (config) => {
        posted.push({
          body: JSON.parse(String(config.data)),
          idempotencyKey: (config.headers as Record<string, unknown>)['Idempotency-Key'],
        });
        if (answer) return answer;
        s.stage = 'LIEN_VERIFICATION';
        return { data: s.application };
      },
    }),
  );
  return { server, posted };
}

describe('credit/social', () => {
  it('asks for the SSN in a masked, numeric field that can be shown and hidden', async () => {
    serverAtNoMatch();
    renderScreen('credit/social');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your Social Security number' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/still a soft credit check: it does not affect your credit score/)).toBeInTheDocument();
    const input = await ssnInput();
    expect(input).toHaveAttribute('name', 'ssn');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');

    const toggle = screen.getByRole('button', { name: 'Show Social Security number' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide Social Security number' })).toHaveAttribute('aria-pressed', 'true');
    expect(await violations()).toEqual([]);
  });

  it('shows Required when empty and the format message for an invalid number, and posts nothing', async () => {
    const { posted } = serverAtNoMatch();
    renderScreen('credit/social');
    const input = await ssnInput();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();

    await userEvent.type(input, '12345');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Enter a 9-digit Social Security number')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '000-12-3456');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Enter a 9-digit Social Security number')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('posts the SSN with an Idempotency-Key, never puts it in an action, the store or storage, then moves on', async () => {
    const before = recordings.length;
    const { posted } = serverAtNoMatch();
    const { store } = renderScreen('credit/social');
    await userEvent.type(await ssnInput(), SSN);
    await userEvent.click(submitButton());

    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/liens`), SLOW);
    expect(posted).toEqual([{ body: { ssn: SSN }, idempotencyKey: expect.any(String) }]);

    const recording = recordings[before];
    expect(recordings).toHaveLength(before + 1);
    const types = recording.steps.map((s) => s.raw.action.type);
    expect(types).toContain('journey/stepSubmitted');
    const submitted = recording.steps.find((s) => s.raw.action.type === 'journey/stepSubmitted')!.raw.action;
    expect(submitted).toMatchObject({
      payload: { uuid: APP_UUID, step: 'submitCreditSsn', values: { ssn: '[held]' } },
    });
    for (const { raw } of recording.steps) {
      const action = JSON.stringify(raw.action);
      const state = JSON.stringify(raw.state);
      for (const secret of [SSN, SSN_DIGITS]) {
        expect({ type: raw.action.type, inAction: action.includes(secret), inState: state.includes(secret) }).toEqual({
          type: raw.action.type,
          inAction: false,
          inState: false,
        });
      }
    }
    expect(JSON.stringify(store.getState())).not.toContain(SSN_DIGITS);
    const stored = JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage });
    expect(stored).not.toContain(SSN_DIGITS);
    expect(stored).not.toContain(SSN);
  });

  it('shows a server 400 on the SSN field and stays on the screen', async () => {
    const { posted } = serverAtNoMatch({
      status: 400,
      data: {
        errors: ['ssn: We could not use this Social Security number'],
        message: 'ssn: We could not use this Social Security number',
      },
    });
    const { store } = renderScreen('credit/social');
    const input = await ssnInput();
    await userEvent.type(input, SSN);
    await userEvent.click(submitButton());
    expect(await screen.findByText('We could not use this Social Security number', {}, SLOW)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(1);
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/credit/social`);
    expect(await violations()).toEqual([]);
  });

  it('keeps no draft of the SSN: after a reload the field is empty', async () => {
    serverAtNoMatch();
    const first = renderScreen('credit/social');
    await userEvent.type(await ssnInput(), SSN);
    first.unmount();
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(SSN_DIGITS.slice(0, 5));

    renderScreen('credit/social');
    expect(await ssnInput()).toHaveValue('');
  });
});
