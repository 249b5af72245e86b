import type { UnknownAction } from '@reduxjs/toolkit';
import { CANCEL } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { fetchStage } from '../../src/api/application';
import {
  catchUp,
  firstInteraction,
  loadSocketClient,
  pushWanted,
  SOCKET_PATH,
  stagePushSaga,
  watchStage,
  type SocketFactory,
} from '../../sagas/stagePush';
import { logError } from '../../sagas/effects';
import { applicationLoaded } from '../../store/applications';
import { sessionCleared } from '../../store/session';
import { stagePolled, stagePushed } from '../../store/stage';
import { findSecrets } from '../../store/devtools';
import { makeApplication } from '../fixtures/application';
import { flowTestState, rootReducer } from './support/flowStore';

const UUID = '11111111-2222-4333-8444-555555555555';
/** A store whose router last heard `stage` for the application. */
function knowing(stage: string) {
  const state = flowTestState();
  return { ...state, stage: { ...state.stage, applicationUuid: UUID, current: stage } };
}
const OTHER = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwYXQifQ.c2lnbmF0dXJl';

/** A stand-in for socket.io-client: records the options, emits and closes; the test plays the server. */
function fakeSocketClient() {
  type Handler = (...args: unknown[]) => void;
  const sockets: {
    options: unknown;
    emitted: [string, unknown][];
    /** The acknowledgement callbacks the saga passed with its emits, for the test to answer as the server. */
    acks: ((answer: unknown) => void)[];
    closed: boolean;
    handlers: Record<string, Handler[]>;
    serverSends: (event: string, ...args: unknown[]) => void;
  }[] = [];
  const io: SocketFactory = (options) => {
    const socket = {
      options,
      emitted: [] as [string, unknown][],
      acks: [] as ((answer: unknown) => void)[],
      closed: false,
      handlers: {} as Record<string, Handler[]>,
      serverSends(event: string, ...args: unknown[]) {
        for (const handler of this.handlers[event] ?? []) handler(...args);
      },
    };
    sockets.push(socket);
    const api = {
      on(event: string, handler: Handler) {
        (socket.handlers[event] ??= []).push(handler);
        return api;
      },
      emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
        socket.emitted.push([event, payload]);
        if (ack) socket.acks.push(ack);
        return api;
      },
      close() {
        socket.closed = true;
        return api;
      },
    };
    return api as unknown as ReturnType<SocketFactory>;
  };
  return { io, sockets };
}

/** Every action the saga puts (plus the run's own bookkeeping ones), in order. */
const recordActions = (state: UnknownAction[] = [], action: UnknownAction) => [...state, action];

beforeEach(() => {
  window.localStorage.clear();
});

describe('stage push', () => {
  it('connects with the bare token, watches the application and dispatches its stage changes', async () => {
    window.localStorage.setItem('jwt', `Bearer ${TOKEN}`);
    const { io, sockets } = fakeSocketClient();
    const change = {
      applicationUuid: UUID,
      from: 'WAITING_FOR_INITIAL_OFFERS',
      to: 'OFFER_SELECTION',
      at: '2026-01-02T03:04:05.000Z',
    };
    const run = expectSaga(watchStage, UUID)
      .withReducer(recordActions, [])
      .provide([
        [matchers.call.fn(pushWanted), undefined],
        [matchers.call.fn(loadSocketClient), io],
      ])
      .put(stagePushed(change))
      .silentRun(50);
    await Promise.resolve();
    const [socket] = sockets;
    expect(socket.options).toEqual({ path: SOCKET_PATH, auth: { token: TOKEN } });
    socket.serverSends('connect');
    expect(socket.emitted).toEqual([['application:watch', { uuid: UUID }]]);
    // Another application's change, and a malformed message, are not ours.
    socket.serverSends('stage:changed', { ...change, applicationUuid: OTHER });
    socket.serverSends('stage:changed', { applicationUuid: UUID });
    socket.serverSends('stage:changed', change);
    const { storeState } = await run;
    const pushed = (storeState as UnknownAction[]).filter((a) => a.type === stagePushed.type);
    expect(pushed).toEqual([stagePushed(change)]);
    // The token never reaches an action.
    expect(findSecrets(storeState)).toEqual([]);
    // silentRun cancels the saga at the end: the channel is closed in finally, and the socket with it.
    expect(socket.closed).toBe(true);
  });

  it('watches again after a reconnect', async () => {
    window.localStorage.setItem('jwt', `Bearer ${TOKEN}`);
    const { io, sockets } = fakeSocketClient();
    const run = expectSaga(watchStage, UUID)
      .provide([
        [matchers.call.fn(pushWanted), undefined],
        [matchers.call.fn(loadSocketClient), io],
      ])
      .silentRun(30);
    await Promise.resolve();
    sockets[0].serverSends('connect');
    sockets[0].serverSends('connect');
    await run;
    expect(sockets[0].emitted).toEqual([
      ['application:watch', { uuid: UUID }],
      ['application:watch', { uuid: UUID }],
    ]);
  });

  it('once watching, passes on a stage change made before the watch was in place, and nothing when none was', async () => {
    window.localStorage.setItem('jwt', `Bearer ${TOKEN}`);
    const { io, sockets } = fakeSocketClient();
    let serverStage = 'NOTE_SIGNING';
    const run = expectSaga(watchStage, UUID)
      .withReducer(rootReducer, knowing('GEN_CLOSING_DISCLOSURE'))
      .provide({
        call(effect, next) {
          if (effect.fn === pushWanted) return undefined;
          if (effect.fn === loadSocketClient) return io;
          if (effect.fn === fetchStage) return { stage: serverStage, status: {} };
          return next();
        },
      })
      .silentRun(50);
    await Promise.resolve();
    const [socket] = sockets;
    socket.serverSends('connect');
    socket.acks[0]({ ok: true });
    await new Promise((r) => setTimeout(r, 10));
    // The server restarted, and nothing moved meanwhile: the reconnect's catch-up passes nothing on.
    socket.serverSends('connect');
    socket.acks[1]({ ok: true });
    await new Promise((r) => setTimeout(r, 10));
    // A refused watch catches up on nothing.
    serverStage = 'DEED_SIGNING';
    socket.serverSends('connect');
    socket.acks[2]({ ok: false, message: 'refused' });
    const { effects, storeState } = await run;
    expect(storeState.stage.current).toBe('NOTE_SIGNING');
    const puts = effects.put.map((e) => e.payload.action).filter((a) => a.type === stagePushed.type);
    expect(puts).toEqual([
      stagePushed({ applicationUuid: UUID, from: 'GEN_CLOSING_DISCLOSURE', to: 'NOTE_SIGNING', at: '' }),
    ]);
    expect(effects.call.filter((e) => e.payload.fn === fetchStage)).toHaveLength(2);
  });

  it('logs a failed catch-up and carries on watching', async () => {
    await expectSaga(catchUp, UUID)
      .withReducer(rootReducer, knowing('HMDA'))
      .provide([
        [matchers.call.fn(fetchStage), throwError(new Error('offline'))],
        [matchers.call.fn(logError), undefined],
      ])
      .call.fn(logError)
      .not.put.actionType(stagePushed.type)
      .run();
  });

  it('logs a failed connection once and dispatches nothing', async () => {
    window.localStorage.setItem('jwt', TOKEN);
    const { io, sockets } = fakeSocketClient();
    const logged: unknown[] = [];
    const run = expectSaga(watchStage, UUID)
      .provide([
        [matchers.call.fn(pushWanted), undefined],
        [matchers.call.fn(loadSocketClient), io],
        {
          call(effect, next) {
            if (effect.fn !== logError) return next();
            logged.push(effect.args);
            return null;
          },
        },
      ])
      .call(logError, 'stage push connection failed; polling continues', 'xhr poll error')
      .not.put.actionType(stagePushed.type)
      .silentRun(30);
    await Promise.resolve();
    sockets[0].serverSends('connect_error', new Error('xhr poll error'));
    sockets[0].serverSends('connect_error', new Error('xhr poll error'));
    await run;
    expect(logged).toEqual([['stage push connection failed; polling continues', 'xhr poll error']]);
  });

  it('logs a client that cannot be loaded (polling carries on)', async () => {
    window.localStorage.setItem('jwt', TOKEN);
    const error = new Error('Loading chunk socket-io failed');
    await expectSaga(watchStage, UUID)
      .provide([
        [matchers.call.fn(pushWanted), undefined],
        [matchers.call.fn(loadSocketClient), throwError(error)],
        [matchers.call.fn(logError), null],
      ])
      .call(logError, 'stage push unavailable; polling continues', error)
      .run();
  });

  it('does not connect when signed out', async () => {
    await expectSaga(watchStage, UUID).not.call.fn(loadSocketClient).run();
  });

  it('follows the application in view: one socket at a time, none after sign-out', async () => {
    window.localStorage.setItem('jwt', `Bearer ${TOKEN}`);
    const { io, sockets } = fakeSocketClient();
    await expectSaga(stagePushSaga)
      .provide([
        [matchers.call.fn(pushWanted), undefined],
        [matchers.call.fn(loadSocketClient), io],
      ])
      .dispatch(applicationLoaded(makeApplication({ uuid: UUID })))
      .dispatch(applicationLoaded(makeApplication({ uuid: UUID })))
      .delay(10)
      .dispatch(applicationLoaded(makeApplication({ uuid: OTHER })))
      .delay(10)
      .dispatch(sessionCleared())
      .silentRun(40);
    expect(sockets).toHaveLength(2);
    expect(sockets.map((s) => s.closed)).toEqual([true, true]);
  });

  it('waits for the borrower to engage, or for the router to keep polling, before loading the client', async () => {
    window.localStorage.setItem('jwt', `Bearer ${TOKEN}`);
    const { io, sockets } = fakeSocketClient();
    const polled = (applicationUuid: string, attempt: number) =>
      stagePolled({ applicationUuid, stage: 'WAITING_FOR_INITIAL_OFFERS', status: {} as never, attempt });
    // Idle on the first screen: a first poll, and another application's second, load nothing.
    await expectSaga(watchStage, UUID)
      .provide([[matchers.call.fn(loadSocketClient), io]])
      .dispatch(polled(UUID, 1))
      .dispatch(polled(OTHER, 2))
      .not.call.fn(loadSocketClient)
      .silentRun(30);
    // The router still polling this application after its first try: the server is moving.
    await expectSaga(watchStage, UUID)
      .provide([[matchers.call.fn(loadSocketClient), io]])
      .dispatch(polled(UUID, 2))
      .call.fn(loadSocketClient)
      .silentRun(30);
    expect(sockets).toHaveLength(1);
    // The borrower's first press.
    const run = expectSaga(pushWanted, UUID).run(500);
    await Promise.resolve();
    window.dispatchEvent(new Event('pointerdown'));
    await run;
  });

  it('stops listening for the first interaction once it came, or once the wait is cancelled', async () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const waiting = firstInteraction();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await waiting;
    expect(remove).toHaveBeenCalledWith('keydown', expect.any(Function), true);
    remove.mockClear();
    // What redux-saga calls when the race is won by the router's polling.
    const cancelled = firstInteraction() as Promise<void> & Record<string, () => void>;
    cancelled[CANCEL]();
    expect(remove).toHaveBeenCalledWith('pointerdown', expect.any(Function), true);
    remove.mockRestore();
  });

  it('loads socket.io-client on demand', async () => {
    const io = await loadSocketClient();
    expect(typeof io).toBe('function');
  });
});
