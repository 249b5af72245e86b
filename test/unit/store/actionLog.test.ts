import { createMemoryHistory } from 'history';
import { push } from 'connected-react-router';
import { makeStore } from '../../../store';
import {
  ActionLogFormatError,
  createActionLog,
  parseActionLog,
  recordAction,
  sessionActionLog,
  toDevToolsExport,
} from '../../../store/actionLog';
import { actionSanitizer } from '../../../store/devtools';
import { recordActionLog } from '../../../sagas/devPanel';
import { replayActionLog } from '../../../store/replay';
import { sampleOrg } from '../../utils/sampleOrg';

describe('the session action log', () => {
  it('is recorded from the store as DevTools sees it, and replays to the same state', async () => {
    const store = makeStore({ org: sampleOrg, history: createMemoryHistory(), runSagas: false });
    store.runSaga(recordActionLog);
    store.dispatch(push('/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/liens'));
    store.dispatch({ type: 'test/secret', payload: { ssn: '123-45-6789', token: 'abc' } });
    store.dispatch({
      type: '@@router/LOCATION_CHANGE',
      payload: { location: { pathname: '/x', search: '', hash: '' }, action: 'PUSH', isFirstRendering: false },
    });
    const log = sessionActionLog();
    expect(log).not.toBeNull();
    const types = log!.entries.map((e) => e.action.type);
    expect(types).toContain('test/secret');
    const secret = log!.entries.find((e) => e.action.type === 'test/secret')!.action;
    expect(secret).toEqual(actionSanitizer({ type: 'test/secret', payload: { ssn: '123-45-6789', token: 'abc' } }));
    expect(JSON.stringify(secret)).not.toContain('123-45');
    const replayed = replayActionLog(parseActionLog(toDevToolsExport(log!)));
    expect(replayed.finalState.router.location.pathname).toBe('/x');
    expect(replayed.path.map((p) => p.screen)).toContain('/x');
  });

  it('writes the Redux DevTools export format: payload and preloadedState as JSON strings', () => {
    const log = createActionLog({ a: 1 });
    recordAction(log, { type: 'one' }, 1000);
    recordAction(log, { type: 'two' }, 2000);
    const file = JSON.parse(toDevToolsExport(log));
    expect(typeof file.payload).toBe('string');
    expect(JSON.parse(file.payload)).toEqual([{ type: 'one' }, { type: 'two' }]);
    expect(JSON.parse(file.preloadedState)).toEqual({ a: 1 });
    expect(file.timestamps).toEqual([1000, 2000]);
  });

  it("reads the extension's lifted-state export too, and refuses what cannot be replayed", () => {
    const lifted = {
      payload: JSON.stringify({
        actionsById: {
          0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 1 },
          1: { type: 'PERFORM_ACTION', action: { type: 'one' }, timestamp: 5 },
        },
        stagedActionIds: [0, 1],
        committedState: { a: 2 },
      }),
    };
    const log = parseActionLog(JSON.stringify(lifted));
    expect(log.entries).toEqual([{ action: { type: 'one' }, timestamp: 5 }]);
    expect(log.preloadedState).toEqual({ a: 2 });
    expect(() => parseActionLog('nope')).toThrow(ActionLogFormatError);
    expect(() => parseActionLog(JSON.stringify({ payload: '[{"type":"x"}]' }))).toThrow(/preloadedState/);
  });
});
