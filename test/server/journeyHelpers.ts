// Drives an application through the journey API (server/application/journey/routes.ts) for the persona and
// endpoint tests: each step posts what the screen would, then waits for the sandbox to settle.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Application } from '../../src/domain/types';
import type { Offer } from '../../src/domain/offers';
import { bearer } from './helpers';

export const APP_BASE = '/service-application/api/v1/application/heloc';

/** Synthetic SSNs used by the tests; the at-rest check looks for them in the database file. */
export const TEST_SSNS = ['123-45-6789', '234-56-7891'] as const;

export function profileBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Dana',
    lastName: 'Rivera',
    dob: '1980-04-12',
    ownership: 'SOLE',
    softCreditConsent: true,
    esignAccessConfirmed: true,
    esignConsent: true,
    // start/profile offers the early disclosure and the brochure; the borrower confirms receiving them.
    disclosuresReceived: true,
    ...overrides,
  };
}

/** start/hmda declining every question (Reg C codes: ethnicity 3, race 6, sex 3). */
export const HMDA_BODY = {
  ethnicity: ['3'],
  race: ['6'],
  sex: ['3'],
};

export async function post(
  app: FastifyInstance,
  jwt: string,
  uuid: string,
  path: string,
  payload: unknown = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${APP_BASE}/${uuid}/${path}`,
    headers: bearer(jwt, headers),
    payload: payload as Record<string, unknown>,
  });
}

export async function get(
  app: FastifyInstance,
  jwt: string,
  uuid: string,
  path: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `${APP_BASE}/${uuid}/${path}`, headers: bearer(jwt) });
}

/** Posts, expects 200, and waits for the sandbox vendors to finish what the submission started. */
export async function submit(
  app: FastifyInstance,
  jwt: string,
  uuid: string,
  path: string,
  payload: unknown = {},
): Promise<Application> {
  const res = await post(app, jwt, uuid, path, payload);
  if (res.statusCode !== 200) throw new Error(`POST ${path} answered ${res.statusCode}: ${res.body}`);
  await app.pipeline.idle();
  return res.json() as Application;
}

export async function stageOf(
  app: FastifyInstance,
  jwt: string,
  uuid: string,
): Promise<{ stage: string; status: Application['status'] }> {
  await app.pipeline.idle();
  const res = await get(app, jwt, uuid, 'stage');
  if (res.statusCode !== 200) throw new Error(`GET stage answered ${res.statusCode}: ${res.body}`);
  return res.json() as { stage: string; status: Application['status'] };
}

export async function offersOf(app: FastifyInstance, jwt: string, uuid: string): Promise<Offer[]> {
  const res = await get(app, jwt, uuid, 'offers');
  return (res.json() as { offers: Offer[] }).offers;
}

/** The borrower acknowledges the application summary (with the early disclosure and brochure it needs). */
export async function acknowledgeSummary(app: FastifyInstance, jwt: string, uuid: string): Promise<void> {
  const res = await post(app, jwt, uuid, 'disclosures/APPLICATION_SUMMARY/acknowledge', {
    types: ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE'],
  });
  if (res.statusCode !== 200) throw new Error(`acknowledge answered ${res.statusCode}: ${res.body}`);
  await app.pipeline.idle();
}

/** Profile, liens and an offer: from a new application to COLLECT_ADDITIONAL_INFO. */
export async function throughOffer(
  app: FastifyInstance,
  jwt: string,
  uuid: string,
  profile: Record<string, unknown> = {},
): Promise<void> {
  await submit(app, jwt, uuid, 'profile', profileBody(profile));
  const { status } = await stageOf(app, jwt, uuid);
  await submit(app, jwt, uuid, 'liens', {
    confirmed: true,
    ...(status.inquiryAttestNeeded ? { inquiryAttestation: true } : {}),
  });
  const [offer] = await offersOf(app, jwt, uuid);
  await submit(app, jwt, uuid, 'offers/selection', { term: offer.term, amount: 50_000 });
}

/** From COLLECT_ADDITIONAL_INFO to the hard pull's outcome. */
export async function throughSubmission(app: FastifyInstance, jwt: string, uuid: string, ssn: string): Promise<void> {
  await submit(app, jwt, uuid, 'contact', { phone: '(512) 555-0142', ssn, hardCreditConsent: true });
  await submit(app, jwt, uuid, 'hmda', HMDA_BODY);
  await acknowledgeSummary(app, jwt, uuid);
  await submit(app, jwt, uuid, 'submit');
}
