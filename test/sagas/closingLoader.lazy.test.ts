// The closing screens' sagas load with the first closing area, once; a failed load says so and can be asked again.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { SagaIterator } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { closingLoaderSaga, loadClosingSagas } from '../../sagas/closingLoader';
import { closingSagasFailed, closingSagasNeeded, closingSagasStarted, initialUiState, uiReducer } from '../../store/ui';

describe('closing sagas loader', () => {
  it('loads nothing before a closing area asks', async () => {
    const load = jest.fn(async () => ({}));
    const result = await expectSaga(closingLoaderSaga)
      .withReducer((state, action) => ({ ui: uiReducer(state?.ui, action) }), { ui: initialUiState })
      .provide([[matchers.call.fn(loadClosingSagas), dynamic(() => load())]])
      .dispatch({ type: 'conditions/screenEntered' })
      .silentRun(50);
    expect(load).not.toHaveBeenCalled();
    expect(result.storeState.ui.closingSagas).toBe('idle');
  });

  it('when asked, starts every closing saga once, listening before the area renders', async () => {
    const heard: string[] = [];
    function* listening(): SagaIterator<void> {
      const action: { type: string } = yield take('conditions/screenEntered');
      heard.push(action.type);
    }
    const load = jest.fn(async () => ({ conditions: listening }));
    const result = await expectSaga(closingLoaderSaga)
      .withReducer((state, action) => ({ ui: uiReducer(state?.ui, action) }), { ui: initialUiState })
      .provide([[matchers.call.fn(loadClosingSagas), dynamic(() => load())]])
      .dispatch(closingSagasNeeded())
      .dispatch({ type: 'conditions/screenEntered' })
      .put(closingSagasStarted())
      .silentRun(50);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.storeState.ui.closingSagas).toBe('running');
    expect(heard).toEqual(['conditions/screenEntered']);
  });

  it('a failed load is reported, and the next ask loads again', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const result = await expectSaga(closingLoaderSaga)
      .withReducer((state, action) => ({ ui: uiReducer(state?.ui, action) }), { ui: initialUiState })
      .provide({
        call(effect, next) {
          if (effect.fn !== loadClosingSagas) return next();
          calls += 1;
          if (calls === 1) throw new Error('Loading chunk closing-sagas failed');
          return {};
        },
      })
      .dispatch(closingSagasNeeded())
      .put(closingSagasFailed())
      .dispatch(closingSagasNeeded())
      .put(closingSagasStarted())
      .silentRun(50);
    expect(calls).toBe(2);
    expect(result.storeState.ui.closingSagas).toBe('running');
    errorLog.mockRestore();
  });
});
