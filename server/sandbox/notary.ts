// Sandbox notary: identity questions built from the application's own property (the right answers are
// the borrower's street and city); the notary accepts after the sandbox latency. Manualnotary cannot use
// eNotary and gets a manual notary ($300) whose signed deed comes back one business day after the request (so does a
// Texas (a)(6) closing, with the fair-market-value acknowledgment signed there too).
import { randomUUID } from 'node:crypto';
import type { NotaryVendor } from '../pipeline/vendors/notary';
import { closingPersona } from './closingPersonas';

const DECOY_STREETS = ['48 Harbor View Road', '915 Quarry Lane', '7 Juniper Court'];
const DECOY_CITIES = ['Fairbanks', 'Bismarck', 'Tallahassee'];

export function createSandboxNotaryVendor(): NotaryVendor {
  return {
    manualNotaryFee: 300,
    isEnotaryPermitted: (subject) => closingPersona(subject) !== 'Manualnotary',
    async startSession(subject) {
      const street = subject.property?.street1 ?? '1 Main Street';
      const city = subject.property?.city ?? 'Springfield';
      const streets = [...DECOY_STREETS.filter((s) => s !== street), street].sort();
      const cities = [...DECOY_CITIES.filter((c) => c !== city), city, 'None of these'].sort();
      return {
        sessionId: randomUUID(),
        questions: [
          { id: 'street', prompt: 'Which of these streets have you lived on or owned a home on?', choices: streets },
          { id: 'city', prompt: 'In which of these cities do you own property?', choices: cities },
        ],
        answerKey: { street, city },
      };
    },
    acceptanceWait: () => ({ kind: 'latency' }),
    // Every document presented at the closing comes back signed.
    async scheduleManual({ documents }) {
      return { appointmentId: randomUUID(), wait: { kind: 'businessDays', days: 1 }, signedDocuments: [...documents] };
    },
  };
}
