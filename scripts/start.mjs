// `npm start`: build the client if needed, then run the lender server (SQLite under data/ unless DATABASE_URL).
// The server is this process's only child and ends with it: SIGTERM, SIGINT and SIGHUP sent to this process (by
// npm, a supervisor or a terminal) are passed on, the server shuts down gracefully, and this process exits with
// the server's status. SKIP_CLIENT_BUILD=1 serves CLIENT_DIR (or dist/) as it is.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { serverArgs } from './server-command.mjs';

if (process.env.SKIP_CLIENT_BUILD !== '1') buildIfStale();
const server = spawn(process.execPath, serverArgs(), { stdio: 'inherit', env: process.env });
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const sig of SIGNALS) {
  process.on(sig, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(sig);
  });
}
// npm runs this through `sh -c`; the script is `exec node …` so npm's signal reaches this process directly. Should
// a shell in between die without passing the signal on, this process is orphaned: treat that as a SIGTERM.
const parent = process.ppid;
const orphanCheck = setInterval(() => {
  if (process.ppid !== parent && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
}, 500);
orphanCheck.unref();
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Ended by a signal it did not handle: end the same way, so whoever started `npm start` sees why.
  for (const sig of SIGNALS) process.removeAllListeners(sig);
  process.kill(process.pid, signal ?? 'SIGTERM');
});
