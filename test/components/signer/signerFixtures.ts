// The co-owner's record, invitation and eNotary questions as the lender sends them: shared by the co-owner's
// component tests (signerServer.tsx) and the signer sagas' tests, without the msw server those need.
import type { SignerInvitation, SignerSelf } from '../../../src/domain/signers';

export const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
export const SIGNER_UUID = 'cccccccc-1111-4222-8333-444444444444';

export function makeSelf(over: Partial<SignerSelf> = {}): SignerSelf {
  return {
    signerUuid: SIGNER_UUID,
    applicationUuid: APP_UUID,
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: 'jordan@example.test',
    borrower: { firstName: 'Dana', lastName: 'Rivera' },
    property: { street1: '12 ALDER lane', street2: null, city: 'SONOMA', state: 'ca', zip: '95476' },
    lineAmount: 75_000,
    applicationState: 'ACTIVE',
    identity: { status: 'NOT_SUBMITTED', idType: null, reason: null },
    deed: { status: 'NOT_READY', signedAt: null },
    openConditions: 0,
    nextStep: 'identity',
    ...over,
  };
}

export const INVITATION: SignerInvitation = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan@example.test',
  borrowerFirstName: 'Dana',
  property: { city: 'SONOMA', state: 'ca' },
  accepted: false,
};

export const QUESTIONS = [
  {
    id: 'street',
    prompt: 'Which of these streets have you lived on or owned a home on?',
    choices: ['12 Alder Lane', '40 Birch Road', '7 Cedar Court'],
  },
  { id: 'city', prompt: 'In which of these cities do you own property?', choices: ['Fresno', 'Sonoma', 'Eureka'] },
];
export const RIGHT = { street: '12 Alder Lane', city: 'Sonoma' };
export const SESSION_IDS = ['0b0b0b0b-1111-4222-8333-444444444444', '0c0c0c0c-1111-4222-8333-444444444444'];
