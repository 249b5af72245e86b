import type { Condition } from '../../../src/api/conditions';
import { conditionAction, conditionActionPath } from '../../../src/screens/conditions/labels';

const APP = '0b0c8f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const condition = (categoryEnum: string, over: Partial<Condition> = {}): Condition =>
  ({
    uuid: '11111111-2222-4333-8444-555555555555',
    categoryEnum,
    created: '2026-01-01T00:00:00Z',
    notes: null,
    commentsToBorrower: null,
    requestDocuments: true,
    xtraData: { numDocsRequired: 1, docsReceived: 0 },
    actionNeeded: null,
    ...over,
  }) as unknown as Condition;

describe('condition action locations (shared-surfaces section 2)', () => {
  it.each(['ID_VERIFICATION_FAILURE', 'IDENTITY_DOCUMENT_FRAUD_REVIEW'])('%s goes to /{uuid}/identity', (category) => {
    expect(conditionAction(condition(category))).toBe('identity');
    expect(conditionActionPath(APP, condition(category), '?pop-webchat=true&x=1')).toBe(
      `/${APP}/identity?condition=11111111-2222-4333-8444-555555555555&pop-webchat=true`,
    );
  });

  it('an ID condition with its photo in is reviewed, not asked again', () => {
    expect(
      conditionAction(condition('ID_VERIFICATION_FAILURE', { xtraData: { numDocsRequired: 1, docsReceived: 1 } })),
    ).toBe('none');
  });

  it('the phone number and the default upload page keep their places', () => {
    expect(conditionActionPath(APP, condition('MISSING_PHONE_NUMBER'))).toBe(
      `/${APP}/conditions/phone-number?condition=11111111-2222-4333-8444-555555555555`,
    );
    expect(conditionActionPath(APP, condition('GENERIC_DOCUMENT_REQUEST'))).toBe(
      `/${APP}/conditions/upload-document?condition=11111111-2222-4333-8444-555555555555`,
    );
  });
});
