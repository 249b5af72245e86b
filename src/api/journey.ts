// The journey's submissions from start/profile to a submitted application (docs/API.md "Journey"), and the
// reads the screens show. Every POST carries an Idempotency-Key, so a retried request replays the first answer.
import type { AnswerOf, BodyOf, JOURNEY, RouteContract } from '../domain/contracts';
import type { CoOwnerInput } from '../domain/validation/signers';
import { api } from './client';
import { closingSteps } from './closing';
import type { SentBody, Stated } from './wire';

export type { LiensAnswer, OfferRevision, OffersAnswer, PropertyLienAnswer } from '../domain/contracts/wire/journey';

const HELOC = '/service-application/api/v1/application/heloc';

const path = (uuid: string, rest: string) => `${HELOC}/${encodeURIComponent(uuid)}/${rest}`;

/** One key per submission attempt: a network retry of the same attempt replays, a new attempt is new. */
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** POSTs route `C`'s body (its contract: src/domain/contracts/journey.ts); answers what the contract says. */
async function submit<C extends RouteContract>(
  uuid: string,
  rest: string,
  body: SentBody<C>,
  key: string,
): Promise<AnswerOf<C>> {
  return (await api().post<AnswerOf<C>>(path(uuid, rest), body, idempotent(key))).data;
}

/** start/profile. */
export type ProfileSubmission = BodyOf<typeof JOURNEY.profile>;

export type LiensSubmission = BodyOf<typeof JOURNEY.liens>;

/**
 * start/contact. The contract takes any array of co-owners (their schema, which depends on what is on file, is the
 * handler's): the client sends what that schema takes.
 */
export type ContactSubmission = Stated<
  BodyOf<typeof JOURNEY.contact>,
  {
    /** The other owners on the title, when the home is owned jointly. */
    coOwners?: CoOwnerInput[];
  }
>;

export const journeyApi = {
  submitProfile: (uuid: string, body: ProfileSubmission, key: string) =>
    submit<typeof JOURNEY.profile>(uuid, 'profile', body, key),
  submitCreditSsn: (uuid: string, body: BodyOf<typeof JOURNEY.creditSsn>, key: string) =>
    submit<typeof JOURNEY.creditSsn>(uuid, 'credit/ssn', body, key),
  /** Its route reads no body. */
  retryCredit: (uuid: string, _body: undefined, key: string) =>
    submit<typeof JOURNEY.creditRetry>(uuid, 'credit/retry', undefined, key),
  submitLiens: (uuid: string, body: LiensSubmission, key: string) =>
    submit<typeof JOURNEY.liens>(uuid, 'liens', body, key),
  selectOffer: (uuid: string, body: BodyOf<typeof JOURNEY.offerSelection>, key: string) =>
    submit<typeof JOURNEY.offerSelection>(uuid, 'offers/selection', body, key),
  submitAssets: (uuid: string, body: BodyOf<typeof JOURNEY.assets>, key: string) =>
    submit<typeof JOURNEY.assets>(uuid, 'assets', body, key),
  submitContact: (uuid: string, body: ContactSubmission, key: string) =>
    submit<typeof JOURNEY.contact>(uuid, 'contact', body, key),
  submitHmda: (uuid: string, body: BodyOf<typeof JOURNEY.hmda>, key: string) =>
    submit<typeof JOURNEY.hmda>(uuid, 'hmda', body, key),
  // E-SIGN: consent again after the hardware/software requirements changed (src/domain/esign.ts).
  submitEsignConsent: (uuid: string, body: BodyOf<typeof JOURNEY.esignConsent>, key: string) =>
    submit<typeof JOURNEY.esignConsent>(uuid, 'esign/consent', body, key),
  /** Its route reads no body. */
  submitApplication: (uuid: string, _body: undefined, key: string) =>
    submit<typeof JOURNEY.submit>(uuid, 'submit', undefined, key),
  // From the submitted application to funding: src/api/closing.ts.
  ...closingSteps,
};

export type JourneyStep = keyof typeof journeyApi;

export async function getLiens(uuid: string): Promise<AnswerOf<typeof JOURNEY.readLiens>> {
  return (await api().get<AnswerOf<typeof JOURNEY.readLiens>>(path(uuid, 'liens'))).data;
}

export async function getOffers(uuid: string): Promise<AnswerOf<typeof JOURNEY.offers>> {
  return (await api().get<AnswerOf<typeof JOURNEY.offers>>(path(uuid, 'offers'))).data;
}

/** The adverse action notice of a declined application (404 until there is a decision to explain). */
export async function getAdverseAction(uuid: string): Promise<AnswerOf<typeof JOURNEY.adverseAction>> {
  return (await api().get<AnswerOf<typeof JOURNEY.adverseAction>>(path(uuid, 'adverse-action'))).data;
}
