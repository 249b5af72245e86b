import { screen } from '@testing-library/react';
import * as applicationApi from '../../../src/api/application';
import { runScript, startJourney, UUID, type Journey } from './journey';

let journey: Journey | null = null;

afterEach(() => {
  journey?.stop();
  journey = null;
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('flow and next-step router in the app', () => {
  it('drives the store through the flow states as the application changes, and the URL follows', async () => {
    const j = startJourney();
    journey = j;
    const visited: string[] = [];
    await runScript(j, async (screenPath, flow) => {
      expect(await j.onScreen(screenPath)).toBeInTheDocument();
      expect(screen.getByText(`Flow: ${flow}`)).toBeInTheDocument();
      expect(j.history.location.pathname).toBe(`/${UUID}/${screenPath}`);
      expect(j.store.getState().router.location.pathname).toBe(`/${UUID}/${screenPath}`);
      expect(j.store.getState().flow.current).toBe(flow);
      visited.push(screenPath);
    });
    expect(visited).toEqual(['liens', 'product/select', 'start/contact', 'start/hmda', 'error/decline']);
    // The path the borrower took is in the store, as DevTools shows it. On the decline, the data changed, so the
    // triggers ran again: underwrite (from any state) and selectProduct still hold, but their round trip back to
    // moreProfile is no move and is not recorded (settleFlow); only the decline is.
    expect(j.store.getState().flow.transitions.map((t) => `${t.event}: ${t.from} -> ${t.to}`)).toEqual([
      'lienInfo: profile -> liens',
      'underwrite: liens -> product',
      'selectProduct: product -> moreProfile',
      'decline: moreProfile -> declined',
    ]);
    // The decline replaced the page it closed: going back does not return to it.
    expect(j.history.length).toBe(5);
  });

  it('follows a push, asking the server once for the status that goes with it', async () => {
    const spy = jest.spyOn(applicationApi, 'fetchStage');
    const j = startJourney();
    journey = j;
    expect(await j.onScreen('liens')).toBeInTheDocument();
    const polls = spy.mock.calls.length;
    expect(polls).toBe(1); // the route entry's poll
    await j.push('LIEN_VERIFICATION', 'INCOME_VERIFICATION');
    expect(await j.onScreen('income/review')).toBeInTheDocument();
    // One read for the pushed stage's status (a push carries none), not a run of polls.
    expect(spy.mock.calls.length).toBe(polls + 1);
  });
});
