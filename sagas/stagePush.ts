// Stage push: a socket.io connection that tells the next-step router about server stage changes at once
// (DESIGN section 13: under 300 ms), so it need not wait for the next poll. Polling stays the fallback.
import { CANCEL, eventChannel, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import { actionChannel, call, cancel, fork, put, race, select, take } from 'redux-saga/effects';
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { applicationLoaded } from '../store/applications';
import { sessionCleared } from '../store/session';
import { fetchStage, type StageAnswer } from '../src/api/application';
import { nextStepRequested, selectKnownStage, stagePolled, stagePushed, type StagePushedPayload } from '../store/stage';
import { getLocal, logError, STORAGE_KEYS } from './effects';
import { PUSH_EVENTS, type PushClientToServer, type PushServerToClient } from '../src/domain/socketEvents';

export const SOCKET_PATH = '/account/heloc/socket.io';

/** The part of socket.io-client this saga uses: `io(options)` connects to the page's own origin. */
export type SocketFactory = (
  options: Partial<ManagerOptions & SocketOptions>,
) => Pick<Socket<PushServerToClient, PushClientToServer>, 'on' | 'emit' | 'close'>;

/** Resolves once the page has loaded and the browser has a moment to spare: the first screen comes first. */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 3000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Resolves at the borrower's first press, key, touch or scroll on the page; a cancelled wait stops listening. */
export function firstInteraction(): Promise<void> {
  let done: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return Object.assign(promise, { [CANCEL]: done });
}

/**
 * Waits until the push is worth its script (DESIGN section 13: socket.io stays out of the first route): the
 * borrower engages with the page (a press, a key, a touch, a scroll: a form will be sent, the answer routed), or
 * the next-step router is still polling `uuid` after its first try (the server is moving: a waiting screen). Until
 * then the router's check on entry and its polling find the stage, as they do whenever the push is unavailable.
 */
export function* pushWanted(uuid: string): SagaIterator<void> {
  yield race({
    engaged: call(firstInteraction),
    polling: take(
      (action: Action) =>
        stagePolled.match(action) && action.payload.applicationUuid === uuid && action.payload.attempt >= 2,
    ),
  });
}

/**
 * socket.io-client is loaded on demand, once the first screen has been shown (polling covers the moment before),
 * so it stays out of the first route's JavaScript; webpack splits it into its own chunk.
 */
export async function loadSocketClient(): Promise<SocketFactory> {
  await pageSettled();
  const client = await import(/* webpackChunkName: "socket-io" */ 'socket.io-client');
  return client.io as unknown as SocketFactory;
}

export type SocketEvent =
  { kind: 'changed'; change: StagePushedPayload } | { kind: 'watching' } | { kind: 'failed'; message: string };

function asStageChange(data: unknown): StagePushedPayload | null {
  if (!data || typeof data !== 'object') return null;
  const { applicationUuid, from, to, at } = data as Record<string, unknown>;
  if (typeof applicationUuid !== 'string' || typeof to !== 'string' || !to) return null;
  return {
    applicationUuid,
    from: typeof from === 'string' ? from : null,
    to,
    at: typeof at === 'string' ? at : '',
  };
}

/** One socket watching application `uuid`; closing the channel closes the socket. */
export function stageChannel(io: SocketFactory, uuid: string, token: string): EventChannel<SocketEvent> {
  return eventChannel<SocketEvent>((emit) => {
    const socket = io({ path: SOCKET_PATH, auth: { token } });
    // Watches belong to a connection: ask again after every (re)connect.
    socket.on('connect', () => {
      socket.emit(PUSH_EVENTS.watch, { uuid }, (answer) => {
        if (answer?.ok) emit({ kind: 'watching' });
      });
    });
    socket.on(PUSH_EVENTS.stageChanged, (data: unknown) => {
      const change = asStageChange(data);
      if (change) emit({ kind: 'changed', change });
    });
    socket.on('connect_error', (error: Error) => {
      emit({ kind: 'failed', message: error?.message || 'connection failed' });
    });
    return () => {
      socket.close();
    };
  });
}

/**
 * Once a watch is in place: a change made before it (while the socket connected, or while the server restarted
 * and the socket reconnected) was pushed to nobody, so the stage is read once; if it moved from the one the router
 * knows, it is passed on as a push would have been.
 */
export function* catchUp(uuid: string): SagaIterator<void> {
  try {
    const { stage }: StageAnswer = yield call(fetchStage, uuid);
    const known: string | null = yield select(selectKnownStage, uuid);
    if (known && stage !== known) yield put(stagePushed({ applicationUuid: uuid, from: known, to: stage, at: '' }));
  } catch (e) {
    yield call(logError, 'stage push: catching up failed; polling continues', e);
  }
}

/** Follows application `uuid` until cancelled; every stage change for it becomes `stage/pushed`. */
export function* watchStage(uuid: string): SagaIterator<void> {
  const stored: string | null = yield call(getLocal, STORAGE_KEYS.jwt);
  // The server wants the bare token; it never goes into an action or the store.
  const token = stored?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return;
  yield call(pushWanted, uuid);
  let io: SocketFactory;
  try {
    io = yield call(loadSocketClient);
  } catch (e) {
    yield call(logError, 'stage push unavailable; polling continues', e);
    return;
  }
  const channel: EventChannel<SocketEvent> = yield call(stageChannel, io, uuid, token);
  let reported = false;
  try {
    for (;;) {
      const event: SocketEvent = yield take(channel);
      if (event.kind === 'changed') {
        if (event.change.applicationUuid === uuid) yield put(stagePushed(event.change));
      } else if (event.kind === 'watching') {
        yield call(catchUp, uuid);
      } else if (!reported) {
        // socket.io keeps retrying on its own; one log line per watch is enough.
        reported = true;
        yield call(logError, 'stage push connection failed; polling continues', event.message);
      }
    }
  } finally {
    channel.close();
  }
}

function watchedUuid(action: UnknownAction): string | null {
  if (applicationLoaded.match(action)) return action.payload.uuid;
  if (nextStepRequested.match(action)) return action.payload.uuid;
  return null; // signed out
}

/** One socket at a time, for the application the borrower is on. */
export function* stagePushSaga(): SagaIterator<void> {
  const events = yield actionChannel([applicationLoaded.type, nextStepRequested.type, sessionCleared.type]);
  let task: Task | null = null;
  let watched: string | null = null;
  for (;;) {
    const action: UnknownAction = yield take(events);
    const uuid = watchedUuid(action);
    if (uuid === watched && task?.isRunning()) continue;
    if (task?.isRunning()) yield cancel(task);
    task = null;
    watched = uuid;
    if (uuid) task = yield fork(watchStage, uuid);
  }
}
