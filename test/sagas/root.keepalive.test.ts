import { runSaga, stdChannel, type SagaIterator } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import { keepAlive } from '../../sagas';

describe('keepAlive', () => {
  it('restarts a crashed concern and leaves the others running', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let runs = 0;
    const seen: string[] = [];
    function* crashy(): SagaIterator<void> {
      runs += 1;
      yield take('crash');
      throw new Error('boom');
    }
    function* steady(): SagaIterator<void> {
      for (;;) {
        const action: { type: string } = yield take('*');
        seen.push(action.type);
      }
    }
    const channel = stdChannel();
    const emit = (type: string) => channel.put({ type });
    runSaga({ channel, dispatch: () => undefined, getState: () => ({}) }, function* root(): SagaIterator<void> {
      yield keepAlive('crashy', crashy);
      yield keepAlive('steady', steady);
      yield call(() => undefined);
    });
    emit('crash');
    emit('crash');
    emit('after');
    expect(runs).toBe(3);
    expect(seen).toEqual(['crash', 'crash', 'after']);
    expect(errorLog).toHaveBeenCalledWith('[saga] crashy crashed; restarting', expect.any(Error));
    errorLog.mockRestore();
  });
});
