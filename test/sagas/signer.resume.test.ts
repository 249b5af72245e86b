// Resume and the record's watch: the co-owner is sent where their record says; a 404 (not a co-owner) stays on
// resume to say so, other failures go to the error page; a waiting screen asks again until the answer comes.
import { replace } from 'connected-react-router';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { getSignerApplication, getSignerSelf } from '../../src/api/signer';
import type { SignerSelf } from '../../src/domain/signers';
import { makeApplication } from '../fixtures/application';
import { onResumeEntered, watchSelf, SIGNER_DEED_POLL_MS, SIGNER_IDENTITY_POLL_MS } from '../../sagas/signer';
import { sleep } from '../../sagas/effects';
import { signerReducer, type SignerState } from '../../store/signer';
import { makeSelf } from '../components/signer/signerFixtures';

const rootReducer = combineReducers({ signer: signerReducer });
const APPLICATION = makeApplication({ uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee' });
const VERIFIED = { status: 'VERIFIED', idType: 'PASSPORT_FRONT', reason: null } as const;

/** getSignerSelf answering each of `answers` in turn (the last one again after that). */
function selves(...answers: SignerSelf[]) {
  let n = 0;
  return () => answers[Math.min(n++, answers.length - 1)];
}

describe('resume', () => {
  it('replaces resume with the record’s next step and loads the application for the navigation', async () => {
    const { storeState } = await expectSaga(onResumeEntered)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(getSignerSelf), makeSelf({ nextStep: 'sign' })],
        [matchers.call.fn(getSignerApplication), APPLICATION],
      ])
      .put(replace('/heloc-signer/sign'))
      .run();
    const state = (storeState as { signer: SignerState }).signer;
    expect(state.self.status).toBe('loaded');
    expect(state.application.data).toEqual(APPLICATION);
  });

  it('stays on resume for someone who is not a co-owner', async () => {
    const { storeState } = await expectSaga(onResumeEntered)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(getSignerSelf), throwError({ status: 404, message: 'Not found.', data: null } as never)],
      ])
      .not.put.actionType(replace('/').type)
      .run();
    expect((storeState as { signer: SignerState }).signer.self).toMatchObject({
      status: 'failed',
      error: { status: 404 },
    });
  });

  it('goes to the error page when the record cannot be loaded', async () => {
    await expectSaga(onResumeEntered)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(getSignerSelf), throwError({ status: 500, message: 'Unavailable.', data: null } as never)],
      ])
      .put(replace('/heloc-signer/error'))
      .run();
  });
});

describe('the record watched while the co-owner waits', () => {
  it('asks every 5 s while the deed is not ready, then goes to signing', async () => {
    const waiting = makeSelf({ nextStep: 'intro', identity: VERIFIED });
    const ready = makeSelf({ nextStep: 'sign', identity: VERIFIED, deed: { status: 'READY', signedAt: null } });
    const self = jest.fn(selves(waiting, waiting, ready));
    const naps: number[] = [];
    await expectSaga(watchSelf, 'deed')
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(sleep), dynamic(({ args: [ms] }: { args: [number] }) => void naps.push(ms))],
        [matchers.call.fn(getSignerSelf), dynamic(self)],
        [matchers.call.fn(getSignerApplication), APPLICATION],
      ])
      .put(replace('/heloc-signer/sign'))
      .run();
    expect(self).toHaveBeenCalledTimes(3);
    expect(naps).toEqual([SIGNER_DEED_POLL_MS, SIGNER_DEED_POLL_MS, SIGNER_DEED_POLL_MS]);
  });

  it('asks every 2 s while the ID is checked and returns to where it was asked from once verified', async () => {
    const pending = makeSelf({ identity: { status: 'PENDING', idType: 'PASSPORT_FRONT', reason: null } });
    const verified = makeSelf({ nextStep: 'intro', identity: VERIFIED });
    const naps: number[] = [];
    await expectSaga(watchSelf, 'identity', '/heloc-signer/conditions')
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(sleep), dynamic(({ args: [ms] }: { args: [number] }) => void naps.push(ms))],
        [matchers.call.fn(getSignerSelf), dynamic(selves(pending, verified))],
        [matchers.call.fn(getSignerApplication), APPLICATION],
      ])
      .put(replace('/heloc-signer/conditions'))
      .run();
    expect(naps).toEqual([SIGNER_IDENTITY_POLL_MS, SIGNER_IDENTITY_POLL_MS]);
  });

  it('stops without moving when the ID could not be verified (the screen asks for a new photo)', async () => {
    const failed = makeSelf({
      identity: { status: 'FAILED_VERIFICATION', idType: 'PASSPORT_FRONT', reason: 'Blurry' },
    });
    const { storeState } = await expectSaga(watchSelf, 'identity')
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(sleep), undefined],
        [matchers.call.fn(getSignerSelf), failed],
        [matchers.call.fn(getSignerApplication), APPLICATION],
      ])
      .not.put.actionType(replace('/').type)
      .run();
    expect((storeState as { signer: SignerState }).signer.self.data?.identity.reason).toBe('Blurry');
  });
});
