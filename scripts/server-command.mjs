// How every script and test that runs the lender server as a process starts it (`npm start`, `npm run dev`, the
// benches, the e2e suite and the server tests' child processes), so what is measured and tested is what runs.
//
// --max-semi-space-size=32 (MB of V8's young generation): a request leaves a few kilobytes that die young, but with
// Node 20's default (16 MB) 50 requests at once outlive a scavenge, are promoted, and the old generation then
// grows and is collected under load. Measured on GET application (server CPU per request, 50 connections): 33 to
// 36 µs with it; 34 to 54 µs without, the slow processes with a high-water mark of 349 MB against 221 MB.

export const SERVER_NODE_ARGS = ['--max-semi-space-size=32', '--import', 'tsx'];
export const SERVER_ENTRY = 'server/main.ts';

/** Node's arguments to run the server (`extra`: more flags, such as `--watch`, before the entry point). */
export function serverArgs(extra = []) {
  return [...SERVER_NODE_ARGS, ...extra, SERVER_ENTRY];
}
