// The journey's submissions from start/profile to a submitted application (docs/API.md "Journey"), and the
// reads the screens show. Every POST carries an Idempotency-Key, so a retried request replays the first answer.
import type { Application } from '../domain/types';
import type { OfferTerm } from '../domain/offers';
import type { LienInput } from '../domain/validation/liens';
import type { AdverseActionNotice } from '../domain/adverseAction';
import type { LiensAnswer, OffersAnswer } from '../domain/contracts/wire/journey';
import type { ProfileInput } from '../domain/validation/profile';
import type { HmdaInput } from '../domain/validation/hmda';
import type { EsignConsentInput } from '../domain/validation/esign';
import type { CoOwnerInput } from '../domain/validation/signers';
import { api } from './client';
import { closingSteps } from './closing';

export type { LiensAnswer, OfferRevision, OffersAnswer, PropertyLienAnswer } from '../domain/contracts/wire/journey';

const HELOC = '/service-application/api/v1/application/heloc';

const path = (uuid: string, rest: string) => `${HELOC}/${encodeURIComponent(uuid)}/${rest}`;

/** One key per submission attempt: a network retry of the same attempt replays, a new attempt is new. */
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

async function submit<B>(uuid: string, rest: string, body: B, key: string): Promise<Application> {
  return (await api().post<Application>(path(uuid, rest), body, idempotent(key))).data;
}

export interface LiensSubmission {
  confirmed: true;
  liens?: LienInput[];
  inquiryAttestation?: boolean;
}

export interface ContactSubmission {
  phone: string;
  ssn?: string;
  hardCreditConsent: true;
  /** The other owners on the title, when the home is owned jointly. */
  coOwners?: CoOwnerInput[];
}

export const journeyApi = {
  submitProfile: (uuid: string, body: ProfileInput, key: string) => submit(uuid, 'profile', body, key),
  submitCreditSsn: (uuid: string, body: { ssn: string }, key: string) => submit(uuid, 'credit/ssn', body, key),
  retryCredit: (uuid: string, _body: undefined, key: string) => submit(uuid, 'credit/retry', undefined, key),
  submitLiens: (uuid: string, body: LiensSubmission, key: string) => submit(uuid, 'liens', body, key),
  selectOffer: (uuid: string, body: { term: OfferTerm; amount: number }, key: string) =>
    submit(uuid, 'offers/selection', body, key),
  submitAssets: (uuid: string, body: { attestation: true }, key: string) => submit(uuid, 'assets', body, key),
  submitContact: (uuid: string, body: ContactSubmission, key: string) => submit(uuid, 'contact', body, key),
  submitHmda: (uuid: string, body: HmdaInput, key: string) => submit(uuid, 'hmda', body, key),
  // E-SIGN: consent again after the hardware/software requirements changed (src/domain/esign.ts).
  submitEsignConsent: (uuid: string, body: EsignConsentInput, key: string) => submit(uuid, 'esign/consent', body, key),
  submitApplication: (uuid: string, _body: undefined, key: string) => submit(uuid, 'submit', undefined, key),
  // From the submitted application to funding: src/api/closing.ts.
  ...closingSteps,
};

export type JourneyStep = keyof typeof journeyApi;

export async function getLiens(uuid: string): Promise<LiensAnswer> {
  return (await api().get<LiensAnswer>(path(uuid, 'liens'))).data;
}

export async function getOffers(uuid: string): Promise<OffersAnswer> {
  return (await api().get<OffersAnswer>(path(uuid, 'offers'))).data;
}

/** The adverse action notice of a declined application (404 until there is a decision to explain). */
export async function getAdverseAction(uuid: string): Promise<AdverseActionNotice> {
  return (await api().get<AdverseActionNotice>(path(uuid, 'adverse-action'))).data;
}
