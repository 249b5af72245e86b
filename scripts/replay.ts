// npm run replay FILE: replays a session's action log (the developer panel's export, or a Redux DevTools export)
// into a fresh store and prints the path of screens, settled stages and flow states (store/replay.ts).
import { readFileSync } from 'node:fs';
import { parseActionLog } from '../store/actionLog';
import { formatReplayPath, replayActionLog } from '../store/replay';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run replay FILE   (the JSON the developer panel exports)');
  process.exit(2);
}
try {
  const log = parseActionLog(readFileSync(file, 'utf8'));
  console.log(formatReplayPath(replayActionLog(log)));
} catch (e) {
  console.error(`replay: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
