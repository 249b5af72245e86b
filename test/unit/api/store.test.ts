import { createMemoryHistory } from 'history';
import { makeStore } from '../../../store';
import { MAX_TOASTS, selectToasts, toastShown } from '../../../store/ui';
import { formFailed, formSucceeded } from '../../../store/form';
import { featureLoaded } from '../../../store/features';
import { initialSignerState, signerReducer } from '../../../store/signer';
import { sampleOrg } from '../../utils/sampleOrg';

const store = () => makeStore({ org: sampleOrg, history: createMemoryHistory(), runSagas: false });

describe('store', () => {
  it('has the documented keys', () => {
    expect(Object.keys(store().getState()).sort()).toEqual([
      'applications',
      'exitSurvey',
      'features',
      'flags',
      'flow',
      'footer',
      'hours',
      'journey',
      'loanOfficer',
      'notifications',
      'org',
      'profile',
      'router',
      'session',
      'sessionExpiry',
      'stage',
      'ui',
    ]);
  });

  it('holds a lazy slice once it is injected, with its initial state, and injects it once', () => {
    const s = store();
    expect(s.getState().signer).toBeUndefined();
    s.injectSlice({ reducerPath: 'signer', reducer: signerReducer });
    s.injectSlice({ reducerPath: 'signer', reducer: signerReducer });
    s.dispatch(featureLoaded({ name: 'signer' }));
    expect(s.getState().signer).toEqual(initialSignerState);
    expect(Object.keys(s.getState())).toContain('signer');
  });

  it('keeps at most five toasts, dropping the oldest', () => {
    const s = store();
    for (let i = 0; i < 7; i += 1) s.dispatch(toastShown({ variant: 'info', message: `t${i}` }));
    expect(selectToasts(s.getState()).map((t) => t.message)).toEqual(['t2', 't3', 't4', 't5', 't6']);
    expect(selectToasts(s.getState())).toHaveLength(MAX_TOASTS);
  });

  it('the form bridge resolves by requestId with final-form submission errors', async () => {
    const s = store();
    const ok = s.formBridge.wait('a');
    const bad = s.formBridge.wait('b');
    s.dispatch(formFailed({ requestId: 'b', errors: { email: 'Taken' }, formError: 'No' }));
    s.dispatch(formSucceeded({ requestId: 'a' }));
    await expect(ok).resolves.toBeUndefined();
    await expect(bad).resolves.toEqual({ email: 'Taken', 'FINAL_FORM/form-error': 'No' });
  });
});
