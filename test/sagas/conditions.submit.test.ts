// The borrower's answers to conditions: a document (the file held beside the action) or a phone number, posted
// once, with the processing modal; a refused file puts the service's message on the file field and keeps what was
// sent; the answer that resolves a condition hands over to the next-step router.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { ApiError } from '../../src/api/client';
import {
  submitConditionPhoneNumber,
  uploadConditionDocument,
  type Condition,
  type ConditionDocument,
} from '../../src/api/conditions';
import { CHOOSE_FILE } from '../../src/domain/documents';
import {
  conditionsSaga,
  onDocumentSubmitted,
  onPhoneNumberSubmitted,
  PHONE_PROCESSING,
  UPLOAD_PROCESSING,
} from '../../sagas/conditions';
import { logError } from '../../sagas/effects';
import { selectPreviousStage } from '../../sagas/settle';
import {
  conditionDocumentSubmitted,
  conditionDocumentUploaded,
  conditionPhoneNumberSaved,
  conditionPhoneNumberSubmitted,
  conditionsLoaded,
  conditionsReducer,
  conditionsReloadRequested,
  selectConditionUploads,
  selectOpenConditions,
} from '../../store/conditions';
import { formFailed, formSucceeded, holdFiles } from '../../store/form';
import { nextStepRequested, stageSettled } from '../../store/stage';
import { processingFinished, processingStarted } from '../../store/ui';

const UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const COND = '11111111-2222-4333-8444-555555555555';
const PREVIOUS = 'WAITING_FOR_ID_VERIFICATION';

const condition = (over: Partial<Condition> = {}): Condition => ({
  uuid: COND,
  categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
  created: '2026-01-02T10:00:00.000Z',
  notes: null,
  commentsToBorrower: 'Please upload two recent bank statements.',
  requestDocuments: true,
  xtraData: { numDocsRequired: 2, docsReceived: 0 },
  actionNeeded: null,
  resolvedAt: null,
  ...over,
});

const document = (filename: string): ConditionDocument => ({
  uuid: `doc-${filename}`,
  type: 'SUPPORT',
  filename,
  mime: 'application/pdf',
  size: 2048,
  createdAt: '2026-01-03T10:00:00.000Z',
});

const reducer = combineReducers({ conditions: conditionsReducer });
const loadedState = () =>
  reducer(undefined, conditionsLoaded({ uuid: UUID, conditions: [condition()], at: '2026-01-03T09:00:00.000Z' }));

const apiError = (status: number, errors: string[]): ApiError & Error =>
  Object.assign(new Error(errors.join(', ')), { status, message: `${errors.join(', ')}.`, data: { errors } });

let seq = 0;
function submitted(fileName: string | null) {
  seq += 1;
  const requestId = `req-${seq}`;
  if (fileName) holdFiles(requestId, { file: new File(['%PDF-1.7'], fileName, { type: 'application/pdf' }) });
  return conditionDocumentSubmitted(
    { uuid: UUID, conditionUuid: COND, file: fileName ? `[file ${fileName}, 8 bytes]` : null },
    requestId,
  );
}

const previousStage: StaticProvider = [matchers.select.selector(selectPreviousStage), PREVIOUS];

describe('a condition document', () => {
  it('posts the held file, lists it, counts it, and does not route while more are asked for', async () => {
    const action = submitted('statement-march.pdf');
    const answer = {
      condition: condition({ xtraData: { numDocsRequired: 2, docsReceived: 1 } }),
      document: document('statement-march.pdf'),
    };
    const result = await expectSaga(onDocumentSubmitted, action)
      .withReducer(reducer, loadedState())
      .provide([
        previousStage,
        [matchers.call.like({ fn: uploadConditionDocument, args: [UUID, COND] as unknown as never[] }), answer],
      ])
      .put(processingStarted(UPLOAD_PROCESSING))
      .put(conditionDocumentUploaded({ uuid: UUID, condition: answer.condition, document: answer.document }))
      .put(formSucceeded({ requestId: action.payload.requestId }))
      .not.put.like({ action: { type: nextStepRequested.type } })
      .put(processingFinished())
      .run();
    const [call] = result.effects.call.filter((e) => e.payload.fn === uploadConditionDocument);
    const file = call.payload.args[2] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('statement-march.pdf');
    expect(selectConditionUploads(result.storeState, UUID, COND).map((d) => d.filename)).toEqual([
      'statement-march.pdf',
    ]);
    expect(selectOpenConditions(result.storeState, UUID)[0].xtraData.docsReceived).toBe(1);
  });

  it('the last document resolves the condition: the router is asked, and the modal waits for it to settle', async () => {
    const action = submitted('statement-april.pdf');
    const answer = {
      condition: condition({ xtraData: { numDocsRequired: 2, docsReceived: 2 }, resolvedAt: '2026-01-03T10:00:00Z' }),
      document: document('statement-april.pdf'),
    };
    const result = await expectSaga(onDocumentSubmitted, action)
      .withReducer(reducer, loadedState())
      .provide([previousStage, [matchers.call.fn(uploadConditionDocument), answer]])
      .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: PREVIOUS }))
      .dispatch(stageSettled({ applicationUuid: UUID, stage: 'FINAL_TITLE_PULL', source: 'poll' }))
      .put(processingFinished())
      .run();
    expect(selectOpenConditions(result.storeState, UUID)).toEqual([]);
  });

  it('a refused file: the service’s message lands on the file field and what was sent stays listed', async () => {
    // One statement was accepted before.
    const state = reducer(
      loadedState(),
      conditionDocumentUploaded({
        uuid: UUID,
        condition: condition({ xtraData: { numDocsRequired: 2, docsReceived: 1 } }),
        document: document('statement-march.pdf'),
      }),
    );
    const action = submitted('renamed.pdf');
    const error = apiError(400, ['This file type is not allowed']);
    const result = await expectSaga(onDocumentSubmitted, action)
      .withReducer(reducer, state)
      .provide([previousStage, [matchers.call.fn(uploadConditionDocument), throwError(error)]])
      .put(formFailed({ requestId: action.payload.requestId, errors: { file: 'This file type is not allowed' } }))
      .not.put.like({ action: { type: nextStepRequested.type } })
      .not.call.fn(logError)
      .put(processingFinished())
      .run();
    expect(selectConditionUploads(result.storeState, UUID, COND).map((d) => d.filename)).toEqual([
      'statement-march.pdf',
    ]);
    expect(selectOpenConditions(result.storeState, UUID)[0].xtraData.docsReceived).toBe(1);
  });

  it('a file that is too large: the message lands on the file field', async () => {
    const action = submitted('scan.pdf');
    await expectSaga(onDocumentSubmitted, action)
      .withReducer(reducer, loadedState())
      .provide([
        previousStage,
        [matchers.call.fn(uploadConditionDocument), throwError(apiError(413, ['The file is too large']))],
      ])
      .put(formFailed({ requestId: action.payload.requestId, errors: { file: 'The file is too large' } }))
      .run();
  });

  it('a condition resolved meanwhile (409): the message shows, the list is loaded again and the router asked', async () => {
    const action = submitted('statement.pdf');
    await expectSaga(onDocumentSubmitted, action)
      .withReducer(reducer, loadedState())
      .provide([
        previousStage,
        [matchers.call.fn(uploadConditionDocument), throwError(apiError(409, ['This condition is already resolved']))],
      ])
      .put(formFailed({ requestId: action.payload.requestId, formError: 'This condition is already resolved.' }))
      .put(conditionsReloadRequested({ uuid: UUID }))
      .put(nextStepRequested({ uuid: UUID, reason: 'entered' }))
      .run();
  });

  it('no file held: the field asks for one and nothing is posted', async () => {
    const action = submitted(null);
    await expectSaga(onDocumentSubmitted, action)
      .withReducer(reducer, loadedState())
      .provide([previousStage])
      .put(formFailed({ requestId: action.payload.requestId, errors: { file: CHOOSE_FILE } }))
      .not.call.fn(uploadConditionDocument)
      .not.put(processingStarted(UPLOAD_PROCESSING))
      .run();
  });

  it('a double click posts once', async () => {
    let posts = 0;
    const first = submitted('a.pdf');
    const second = submitted('a.pdf');
    await expectSaga(conditionsSaga)
      .withReducer(reducer, loadedState())
      .provide({
        select(effect, next) {
          return effect.selector === selectPreviousStage ? PREVIOUS : next();
        },
        call(effect, next) {
          if (effect.fn === uploadConditionDocument) {
            posts += 1;
            // The first upload is still on its way when the second click comes.
            return new Promise(() => undefined);
          }
          return next();
        },
      })
      .dispatch(first)
      .dispatch(second)
      .silentRun(100);
    expect(posts).toBe(1);
  });
});

describe('a condition phone number', () => {
  const phoneCondition = condition({
    categoryEnum: 'MISSING_PHONE_NUMBER',
    requestDocuments: false,
    xtraData: { numDocsRequired: 0, docsReceived: 0 },
  });
  const action = conditionPhoneNumberSubmitted(
    { uuid: UUID, conditionUuid: COND, phoneNumber: '5551234567' },
    'phone-1',
  );

  it('is saved, the condition resolved, and the router moves the borrower on', async () => {
    const resolved = { ...phoneCondition, resolvedAt: '2026-01-03T10:00:00Z' };
    await expectSaga(onPhoneNumberSubmitted, action)
      .withReducer(reducer)
      .provide([
        previousStage,
        // The request id travels as the Idempotency-Key.
        [matchers.call(submitConditionPhoneNumber, UUID, COND, '5551234567', 'phone-1'), { condition: resolved }],
      ])
      .put(processingStarted(PHONE_PROCESSING))
      .put(conditionPhoneNumberSaved({ uuid: UUID, condition: resolved }))
      .put(formSucceeded({ requestId: 'phone-1' }))
      .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: PREVIOUS }))
      .dispatch(stageSettled({ applicationUuid: UUID, stage: 'FINAL_TITLE_PULL', source: 'poll' }))
      .put(processingFinished())
      .run();
  });

  it('the service’s field error lands on the phone number field', async () => {
    await expectSaga(onPhoneNumberSubmitted, action)
      .withReducer(reducer)
      .provide([
        previousStage,
        [
          matchers.call.fn(submitConditionPhoneNumber),
          throwError(apiError(400, ['phoneNumber: Enter a 10-digit US phone number'])),
        ],
      ])
      .put(formFailed({ requestId: 'phone-1', errors: { phoneNumber: 'Enter a 10-digit US phone number' } }))
      .not.put.like({ action: { type: nextStepRequested.type } })
      .put(processingFinished())
      .run();
  });
});
