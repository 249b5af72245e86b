import { forgetSubmissionKey, fingerprintOf, submissionKeyFor } from '../../../src/connected/forms/submissionKey';

beforeEach(() => window.sessionStorage.clear());

describe('one Idempotency-Key per logical submission, kept with the draft', () => {
  it('reuses the key for the same values (a second press, a reload) until the submission succeeds', () => {
    const first = submissionKeyFor('app-1:hmda', { ethnicity: 'x', race: ['a'] });
    expect(submissionKeyFor('app-1:hmda', { race: ['a'], ethnicity: 'x' })).toBe(first);
    forgetSubmissionKey('app-1:hmda');
    expect(submissionKeyFor('app-1:hmda', { ethnicity: 'x', race: ['a'] })).not.toBe(first);
  });

  it('changed values are a new submission with a new key; other forms have their own', () => {
    const first = submissionKeyFor('app-1:hmda', { ethnicity: 'x' });
    expect(submissionKeyFor('app-1:hmda', { ethnicity: 'y' })).not.toBe(first);
    expect(submissionKeyFor('app-1:contact', { ethnicity: 'y' })).not.toBe(
      submissionKeyFor('app-1:hmda', { ethnicity: 'y' }),
    );
  });

  it('stores a fingerprint beside the draft, never the values (an SSN stays out of storage)', () => {
    submissionKeyFor('app-1:credit', { ssn: '123456789' });
    const stored = Object.keys(window.sessionStorage).map((k) => `${k}=${window.sessionStorage.getItem(k)}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^form-draft:app-1:credit#submission=/);
    expect(stored[0]).not.toContain('123456789');
    expect(fingerprintOf({ ssn: '123456789' })).not.toBe(fingerprintOf({ ssn: '123456780' }));
  });

  it('tells files apart by name, size and type', () => {
    const a = new File(['abc'], 'id.png', { type: 'image/png', lastModified: 1 });
    const b = new File(['abcd'], 'id.png', { type: 'image/png', lastModified: 1 });
    expect(fingerprintOf({ file: a })).toBe(
      fingerprintOf({ file: new File(['xyz'], 'id.png', { type: 'image/png', lastModified: 1 }) }),
    );
    expect(fingerprintOf({ file: a })).not.toBe(fingerprintOf({ file: b }));
  });
});
