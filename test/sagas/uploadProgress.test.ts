// An upload's progress (sagas/uploadProgress.ts): the API call's listener feeds an eventChannel, each progress is
// put under the request id for the drop zone, the processing modal opens only once the whole body has gone out
// (or on the answer, when no upload event came), and the progress is cleared on the answer and on a failure.
// Through the journey saga too: an upload step's API call gets the listener, a step without a file opens the modal
// at once as before.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { ApiError } from '../../src/api/client';
import type { UploadProgressListener } from '../../src/api/closing';
import { journeyApi } from '../../src/api/journey';
import { onStepSubmitted, STEP_PROCESSING } from '../../sagas/journey';
import { uploadProgressChannel, withUploadProgress } from '../../sagas/uploadProgress';
import { holdFiles } from '../../store/form';
import { journeyStepSubmitted } from '../../store/journey';
import { stagePolled, stageSettled } from '../../store/stage';
import {
  processingStarted,
  selectUploadProgress,
  uploadProgressCleared,
  uploadProgressed,
  uiReducer,
  type UiState,
} from '../../store/ui';
import { makeApplication } from '../fixtures/application';
import { flowTestState, rootReducer, UUID } from './support/flowStore';

const PROCESSING = { title: 'Checking your document', messages: ['Checking your file…'] };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * An upload that reports `steps` (loaded of 1000) a tick apart, then answers with `answer` or fails with `error`:
 * what axios does with onUploadProgress as XHR's upload events arrive.
 */
function fakeUpload(steps: number[], outcome: { answer?: unknown; error?: unknown }) {
  return async (_file: string, onProgress: UploadProgressListener) => {
    for (const loaded of steps) {
      await tick();
      onProgress({ loaded, total: 1000 });
    }
    await tick();
    if (outcome.error) throw outcome.error;
    return outcome.answer;
  };
}

/** The types of the actions the store saw, in order (a forked saga's puts are not in expectSaga's effects). */
let seen: string[] = [];
beforeEach(() => {
  seen = [];
});

const reducer = (state: { ui: UiState } | undefined, action: Parameters<typeof uiReducer>[1]) => {
  seen.push(action.type);
  return { ui: uiReducer(state?.ui, action) };
};

const journeyReducer = (state: Parameters<typeof rootReducer>[0], action: Parameters<typeof rootReducer>[1]) => {
  seen.push(action.type);
  return rootReducer(state, action);
};

describe('upload progress', () => {
  it('the channel passes on what its listener is told, and nothing once closed', () => {
    const { channel, listener } = uploadProgressChannel();
    const seen: unknown[] = [];
    channel.take((p) => seen.push(p));
    listener({ loaded: 10, total: 100 });
    channel.take((p) => seen.push(p));
    channel.close();
    listener({ loaded: 20, total: 100 });
    expect(seen[0]).toEqual({ loaded: 10, total: 100 });
    // The second taker is ended by close (END), not fed the later progress.
    expect(seen[1]).toMatchObject({ type: '@@redux-saga/CHANNEL_END' });
  });

  it('puts each progress under the request id, opens the modal once all is sent, and clears it on the answer', async () => {
    const upload = fakeUpload([250, 600, 1000], { answer: 'stored' });
    const result = await expectSaga(withUploadProgress, 'req-1', PROCESSING, upload, 'file')
      .withReducer(reducer)
      .put(uploadProgressed({ requestId: 'req-1', loaded: 250, total: 1000 }))
      .put(uploadProgressed({ requestId: 'req-1', loaded: 600, total: 1000 }))
      .put(uploadProgressed({ requestId: 'req-1', loaded: 1000, total: 1000 }))
      .put(processingStarted(PROCESSING))
      .put(uploadProgressCleared({ requestId: 'req-1' }))
      .returns('stored')
      .run();
    // The modal opens after the last byte, once, and never before it.
    expect(seen.indexOf(processingStarted.type)).toBe(seen.lastIndexOf(uploadProgressed.type) + 1);
    expect(seen.filter((t) => t === processingStarted.type)).toHaveLength(1);
    expect(selectUploadProgress(result.storeState, 'req-1')).toBeUndefined();
  });

  it('opens the modal on the answer when no upload event came (an adapter without them)', async () => {
    await expectSaga(withUploadProgress, 'req-2', PROCESSING, fakeUpload([], { answer: 'stored' }), 'file')
      .withReducer(reducer)
      .not.put.actionType(uploadProgressed.type)
      .put(processingStarted(PROCESSING))
      .put(uploadProgressCleared({ requestId: 'req-2' }))
      .returns('stored')
      .run();
  });

  it('a failure part way clears the progress and opens no modal; the error reaches the caller', async () => {
    const lost: ApiError = { status: 0, message: 'Network Error', data: null };
    const upload = fakeUpload([300], { error: lost });
    let thrown: unknown = null;
    function* caller() {
      try {
        yield* withUploadProgress('req-3', PROCESSING, upload, 'file');
      } catch (e) {
        thrown = e;
      }
    }
    const result = await expectSaga(caller)
      .withReducer(reducer)
      .put(uploadProgressed({ requestId: 'req-3', loaded: 300, total: 1000 }))
      .put(uploadProgressCleared({ requestId: 'req-3' }))
      .not.put.actionType(processingStarted.type)
      .run();
    expect(thrown).toBe(lost);
    expect(result.storeState.ui.uploads).toEqual({});
  });

  it('the journey saga hands an upload step’s API call the listener, and opens the modal only after the file', async () => {
    const file = new File(['%PDF-1.7'], 'declarations.pdf', { type: 'application/pdf' });
    holdFiles('ins-progress', { file });
    const state = rootReducer(
      flowTestState({ application: { status: { checklistStatus: 'TRUST_AND_INSURANCE' } } }),
      stagePolled({
        applicationUuid: UUID,
        stage: 'TRUST_AND_INSURANCE',
        status: { checklistStatus: 'TRUST_AND_INSURANCE' },
        attempt: 1,
      }),
    );
    let listenerGiven: unknown = null;
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted(
        { uuid: UUID, step: 'uploadInsurance', values: { type: 'HAZARD_INSURANCE', file: '[file]' } },
        'ins-progress',
      ),
    )
      .withReducer(journeyReducer, state)
      .provide([
        [
          matchers.call.fn(journeyApi.uploadInsurance),
          // Called as axios would call it: the listener is the last argument, told the whole body went out.
          dynamic(({ args }: { args: unknown[] }) => {
            const onProgress = args[3] as UploadProgressListener;
            listenerGiven = onProgress;
            onProgress({ loaded: 1000, total: 1000 });
            return makeApplication({ uuid: UUID });
          }),
        ],
      ])
      .put(uploadProgressed({ requestId: 'ins-progress', loaded: 1000, total: 1000 }))
      .put(processingStarted(STEP_PROCESSING.uploadInsurance))
      .put(uploadProgressCleared({ requestId: 'ins-progress' }))
      .dispatch(stageSettled({ applicationUuid: UUID, stage: 'TRUST_AND_INSURANCE', source: 'poll' }))
      .run();
    expect(typeof listenerGiven).toBe('function');
    expect(seen.indexOf(uploadProgressed.type)).toBeGreaterThan(-1);
    expect(seen.indexOf(processingStarted.type)).toBeGreaterThan(seen.indexOf(uploadProgressed.type));
  });

  it('a journey step without a file opens the modal at once and reports no progress', async () => {
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted(
        { uuid: UUID, step: 'submitEmployer', values: { employerName: 'A', employerPhone: '4155550199' } },
        'emp-1',
      ),
    )
      .withReducer(rootReducer, flowTestState({}))
      .provide([
        [
          matchers.call.fn(journeyApi.submitEmployer),
          throwError({ status: 400, message: 'No.', data: null } as unknown as Error),
        ],
      ])
      .put(processingStarted(STEP_PROCESSING.submitEmployer))
      .not.put.actionType(uploadProgressed.type)
      .run();
  });
});
