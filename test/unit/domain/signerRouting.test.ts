import {
  introContinuePath,
  signerConditionLocation,
  signerConditionPath,
  signerNextPath,
  signInDestination,
  signScreenRedirect,
  waitingForDeed,
} from '../../../src/domain/signerRouting';
import type { SignerDeedStatus, SignerIdentityStatus, SignerNextStep, SignerSelf } from '../../../src/domain/signers';
import type { Condition } from '../../../src/domain/types';

type Where = Pick<SignerSelf, 'nextStep' | 'applicationState' | 'identity' | 'deed'>;

function where(
  nextStep: SignerNextStep,
  identity: SignerIdentityStatus = 'VERIFIED',
  deed: SignerDeedStatus = 'NOT_READY',
  applicationState: SignerSelf['applicationState'] = 'ACTIVE',
): Where {
  return {
    nextStep,
    applicationState,
    identity: { status: identity, idType: null, reason: null },
    deed: { status: deed, signedAt: null },
  };
}

describe('signerNextPath', () => {
  it.each(['identity', 'intro', 'sign', 'documents', 'conditions', 'cancelled'] as const)(
    'sends %s to /heloc-signer/%s',
    (step) => {
      expect(signerNextPath(where(step))).toBe(`/heloc-signer/${step}`);
    },
  );

  it('sends a cancelled application to cancelled whatever the next step says', () => {
    expect(signerNextPath(where('sign', 'VERIFIED', 'READY', 'CANCELLED'))).toBe('/heloc-signer/cancelled');
  });

  it('falls back on the intro for a step it does not know', () => {
    expect(signerNextPath(where('later' as SignerNextStep))).toBe('/heloc-signer/intro');
  });
});

describe('signScreenRedirect', () => {
  it.each([
    ['VERIFIED', 'READY', 'ACTIVE', null],
    ['VERIFIED', 'NOT_READY', 'ACTIVE', '/heloc-signer/intro'],
    ['VERIFIED', 'SIGNED', 'ACTIVE', '/heloc-signer/documents'],
    ['PENDING', 'READY', 'ACTIVE', '/heloc-signer/identity'],
    ['NOT_SUBMITTED', 'NOT_READY', 'ACTIVE', '/heloc-signer/identity'],
    ['VERIFIED', 'READY', 'CANCELLED', '/heloc-signer/cancelled'],
  ] as const)('identity %s, deed %s, application %s: %s', (identity, deed, state, expected) => {
    expect(signScreenRedirect(where('sign', identity, deed, state))).toBe(expected);
  });
});

describe('introContinuePath and waitingForDeed', () => {
  it.each([
    [where('identity', 'NOT_SUBMITTED'), '/heloc-signer/identity'],
    [where('intro', 'NOT_SUBMITTED'), '/heloc-signer/identity'],
    [where('intro', 'FAILED_VERIFICATION'), '/heloc-signer/identity'],
    [where('intro', 'VERIFIED', 'READY'), '/heloc-signer/sign'],
    [where('intro', 'VERIFIED', 'SIGNED'), '/heloc-signer/documents'],
    [where('intro', 'VERIFIED', 'NOT_READY'), null],
    [where('sign', 'VERIFIED', 'READY'), '/heloc-signer/sign'],
  ])('%o continues to %s', (self, expected) => {
    expect(introContinuePath(self)).toBe(expected);
  });

  it('waits only for a verified co-owner whose deed is not ready', () => {
    expect(waitingForDeed(where('intro', 'VERIFIED', 'NOT_READY'))).toBe(true);
    expect(waitingForDeed(where('intro', 'PENDING', 'NOT_READY'))).toBe(false);
    expect(waitingForDeed(where('intro', 'VERIFIED', 'READY'))).toBe(false);
  });
});

describe('signInDestination', () => {
  it.each([
    [null, { kind: 'app', to: '/heloc-signer/resume' }],
    ['', { kind: 'app', to: '/heloc-signer/resume' }],
    ['/account/heloc/heloc-signer/sign', { kind: 'app', to: '/heloc-signer/sign' }],
    ['/account/heloc/heloc-signer/conditions?condition=x', { kind: 'app', to: '/heloc-signer/conditions?condition=x' }],
    ['/account/heloc', { kind: 'app', to: '/heloc-signer/resume' }],
    ['/dashboard', { kind: 'leave', to: '/dashboard' }],
    ['//evil.example', { kind: 'app', to: '/heloc-signer/resume' }],
    ['https://evil.example/x', { kind: 'app', to: '/heloc-signer/resume' }],
    ['/%2F%2Fevil.example', { kind: 'app', to: '/heloc-signer/resume' }],
    ['/Account/heloc', { kind: 'app', to: '/heloc-signer/resume' }],
  ])('%s -> %o', (redirectUrl, expected) => {
    expect(signInDestination(redirectUrl)).toEqual(expected);
  });
});

describe('signerConditionLocation', () => {
  const base: Condition = {
    uuid: 'c1',
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    created: '2026-01-01T00:00:00.000Z',
    notes: null,
    commentsToBorrower: null,
    requestDocuments: true,
    xtraData: { numDocsRequired: 2, docsReceived: 1 },
    actionNeeded: null,
    resolvedAt: null,
  };

  it.each([
    [base, 'upload-document'],
    [{ ...base, xtraData: { numDocsRequired: 2, docsReceived: 2 } }, null],
    [{ ...base, requestDocuments: false }, null],
    [{ ...base, categoryEnum: 'ID_VERIFICATION_FAILURE', requestDocuments: false }, 'identity'],
    [{ ...base, categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW' }, 'identity'],
    [{ ...base, resolvedAt: '2026-01-02T00:00:00.000Z' }, null],
  ] as const)('%o answers at %s', (condition, expected) => {
    expect(signerConditionLocation(condition as Condition)).toBe(expected);
  });

  it('builds the paths under /heloc-signer/conditions', () => {
    expect(signerConditionPath('')).toBe('/heloc-signer/conditions');
    expect(signerConditionPath('upload-document', 'a b')).toBe(
      '/heloc-signer/conditions/upload-document?condition=a%20b',
    );
    expect(signerConditionPath('identity')).toBe('/heloc-signer/conditions/identity');
  });
});
