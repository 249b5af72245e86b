import { actionSanitizer, findSecrets, REDACTED, sanitize, stateSanitizer } from '../../../store/devtools';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwYXQifQ.c2lnbmF0dXJl';

describe('DevTools sanitisers', () => {
  it('masks SSNs and account numbers to their last four digits', () => {
    const action = {
      type: 'ssn/submitted',
      payload: { ssn: '123-45-6789', bank: { accountNumber: '000123456789', routingNumber: '011000015' } },
    };
    expect(actionSanitizer(action)).toEqual({
      type: 'ssn/submitted',
      payload: { ssn: '•••6789', bank: { accountNumber: '•••6789', routingNumber: '011000015' } },
    });
    // The original is left alone.
    expect(action.payload.ssn).toBe('123-45-6789');
  });

  it('redacts passwords and tokens, and tokens or SSNs inside text', () => {
    const action = {
      type: 'devPanel/signInRequested',
      payload: { kind: 'token', token: JWT, password: 'correcthorse1', note: `sent Bearer ${JWT} for 123-45-6789` },
    };
    const clean = actionSanitizer(action);
    expect(clean.payload).toEqual({
      kind: 'token',
      token: REDACTED,
      password: REDACTED,
      note: `sent Bearer ${REDACTED} for •••-••-6789`,
    });
    expect(findSecrets(clean)).toEqual([]);
  });

  it('returns a clean state as it is (no copy for DevTools to diff)', () => {
    const state = {
      flow: { current: 'product', transitions: [{ event: 'underwrite', from: 'liens', to: 'product' }] },
    };
    expect(stateSanitizer(state)).toBe(state);
    expect(sanitize([1, 'a', null])).toEqual([1, 'a', null]);
  });

  it('finds unmasked secrets by path, and accepts masked ones', () => {
    expect(
      findSecrets({
        profile: { ssn: '123456789', hasSsn: true },
        account: { accountNumber: '****6789', mask: '6789' },
        session: { jwt: JWT },
        log: ['ok', `Bearer ${JWT}`],
      }),
    ).toEqual(['$.profile.ssn', '$.session.jwt', '$.log.1']);
    expect(findSecrets({ ssn: '•••6789', accountNumber: '6789', token: REDACTED, password: '' })).toEqual([]);
  });
});
