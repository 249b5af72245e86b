// Replays the recorded action logs of three personas (test/fixtures/replay/, recorded from real sessions by
// test/e2e/specs/replay.record.e2e.ts) into a fresh store: a reducer change that breaks replay fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseActionLog } from '../../../store/actionLog';
import { findSecrets } from '../../../store/devtools';
import { formatReplayPath, replayActionLog, type ReplayResult } from '../../../store/replay';

function replay(persona: string): ReplayResult {
  const text = readFileSync(path.join(__dirname, '../../fixtures/replay', `${persona}.json`), 'utf8');
  return replayActionLog(parseActionLog(text));
}

const screenOf = (pathname: string) => pathname.replace(/^\/[0-9a-f-]{36}\//, '');

describe('replaying recorded sessions', () => {
  it.each([
    ['rivera-offers', ['start/profile', 'liens', 'product/select'], 'OFFER_SELECTION', 'product'],
    ['nomatch-ssn', ['start/profile', 'credit/social', 'liens', 'product/select'], 'OFFER_SELECTION', 'product'],
    ['frozen-credit', ['start/profile', 'credit/error'], 'SOFT_CREDIT_LOCKED_OR_FROZEN', 'liens'],
  ])('%s: from register through %j, settled on %s', (persona, screens, stage, flow) => {
    const result = replay(persona);
    const { finalState } = result;
    // The register steps first, then the application's screens in order.
    const visited = result.path.map((p) => p.screen.split('?')[0]).filter((s, i, all) => s !== all[i - 1]);
    expect(visited[0]).toBe('/register');
    expect(visited.filter((s) => s !== '/register').map(screenOf)).toEqual(screens);
    // Where the session ended: the screen, the settled stage and the flow state of the application it opened.
    const uuid = finalState.stage.applicationUuid as string;
    expect(finalState.router.location.pathname).toBe(`/${uuid}/${screens[screens.length - 1]}`);
    expect(finalState.stage).toMatchObject({ settled: stage, polling: 'settled' });
    expect(finalState.flow).toMatchObject({ applicationUuid: uuid, current: flow });
    expect(finalState.session).toMatchObject({ status: 'established', authenticated: true });
    expect(finalState.applications.entities[uuid]?.uuid).toBe(uuid);
    // Sanitised as DevTools sees it: nothing to find in the state the log rebuilds.
    expect(findSecrets(finalState)).toEqual([]);
    expect(formatReplayPath(result)).toContain(`ends on /${uuid}/${screens[screens.length - 1]}`);
  });
});
