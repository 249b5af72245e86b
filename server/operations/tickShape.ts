// Keeps one of Node's tick objects (what `process.nextTick` queues) alive for the life of the process, so V8 keeps
// their shape. Why: nothing else holds the hidden classes ("maps") of those objects between ticks, so a full garbage
// collection that runs while no tick is queued frees them, and the next tick builds new ones. V8's object-literal
// sites inside `nextTick` remember one map each and turn megamorphic, for good, on seeing a second, after which the
// optimised `nextTick` defines every tick object's properties through the runtime. An HTTP request makes nine ticks;
// on that slow path they cost about 35,000 of a GET application's 140,000 main-thread instructions
// (`npm run bench:instructions`: 140,700 before, 105,300 with this). Whether a process landed on it depended on when
// its collections ran: it did in 10 of 12 server processes profiled without a kept tick object and in none of 39
// with one (README, Server budgets).
//
// Import it first, so that a tick is queued (and its maps held) while the rest of the server loads.
import { executionAsyncResource } from 'node:async_hooks';

let keptTick: object | undefined;

process.nextTick(() => {
  // Inside a tick's callback the running async resource is that tick object itself.
  keptTick = executionAsyncResource();
});

/** The tick object kept (for the test that checks one is kept). */
export function keptTickObject(): object | undefined {
  return keptTick;
}
