// Drives the additional-signer side for the server tests: the borrower names co-owners (the model call the
// start/contact route makes), a co-owner opens the invitation from the sandbox outbox, accepts it, verifies their
// ID and signs the deed through the routes the signer screens call.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { nameSigners } from '../../server/signers/invitationService';
import type { SignerSelf, SignerSummary } from '../../src/domain/signers';
import type { CoOwnerInput } from '../../src/domain/validation/signers';
import { type Borrower, multipart, ok, PNG_BYTES } from './closingDriver';
import { bearer, PASSWORD } from './helpers';

export const SIGNER_BASE = '/service-application/api/v1/application/heloc/signer';
export const INVITATIONS = '/identity/api/v1/signer-invitations';
export const ORIGIN = 'http://localhost:80';

let counter = 0;
export function coOwner(overrides: Partial<CoOwnerInput> = {}): CoOwnerInput {
  counter += 1;
  return { firstName: 'Jordan', lastName: 'Lee', email: `coowner${counter}.${Date.now()}@example.com`, ...overrides };
}

/** What start/contact does for a jointly owned home: names the co-owners and invites each. */
export async function nameCoOwners(b: Borrower, owners: CoOwnerInput[]): Promise<SignerSummary[]> {
  const application = await b.app.db
    .selectFrom('applications')
    .selectAll()
    .where('uuid', '=', b.applicationUuid)
    .executeTakeFirstOrThrow();
  return nameSigners(b.app.db, { application, owners, borrowerEmail: b.email, origin: ORIGIN, now: b.app.config.now });
}

/** The token in the newest invitation link the sandbox outbox holds for `email`. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const message = await app.db
    .selectFrom('outbox_messages')
    .select('action_url')
    .where('to_email', '=', email)
    .where('kind', '=', 'INVITATION')
    .orderBy('created_at', 'desc')
    .orderBy('uuid', 'desc')
    .executeTakeFirstOrThrow();
  const url = new URL(message.action_url ?? '');
  const token = url.searchParams.get('invitation');
  if (!token) throw new Error(`no invitation token in ${message.action_url}`);
  return token;
}

export function acceptBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeToTerms: true,
    esignAccessConfirmed: true,
    esignConsent: true,
    ...overrides,
  };
}

export async function accept(
  app: FastifyInstance,
  token: string,
  body = acceptBody(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `${INVITATIONS}/${token}/accept`, payload: body });
}

export interface Signer {
  app: FastifyInstance;
  jwt: string;
  email: string;
}

/** Opens the co-owner's invitation from the outbox and accepts it; the token comes in the authorization header. */
export async function acceptInvitation(app: FastifyInstance, email: string): Promise<Signer> {
  const res = await accept(app, await invitationToken(app, email));
  if (res.statusCode !== 200) throw new Error(`accept answered ${res.statusCode}: ${res.body}`);
  const header = String(res.headers.authorization ?? '');
  return { app, jwt: header.replace(/^Bearer\s+/i, ''), email };
}

export async function signerCall(
  s: Signer,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return s.app.inject({
    method,
    url: `${SIGNER_BASE}/${path}`,
    headers: bearer(s.jwt),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

export async function self(s: Signer): Promise<SignerSelf> {
  return ok<SignerSelf>(await signerCall(s, 'GET', 'self'));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Uploads the front of an ID; the sandbox verifier answers after its latency (5 ms in tests), read on `self`. */
export async function uploadSignerId(s: Signer, filename = 'license.png'): Promise<LightMyRequestResponse> {
  const body = multipart({ idType: 'DRIVERS_LICENSE_FRONT' }, { filename, content: PNG_BYTES });
  return s.app.inject({
    method: 'POST',
    url: `${SIGNER_BASE}/identity/document`,
    headers: { ...bearer(s.jwt), ...body.headers },
    payload: body.payload,
  });
}

/**
 * The co-owner as they read themselves once the sandbox verifier has answered (their identity no longer PENDING):
 * read again until then, as its 5 ms can be much longer on loaded cores (a fixed wait was seen to fall short in CI).
 */
export async function identitySettled(s: Signer, timeoutMs = 10_000): Promise<SignerSelf> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const me = await self(s);
    if (me.identity.status !== 'PENDING' || Date.now() > deadline) return me;
    await sleep(20);
  }
}

/** Uploads an ID and reads `self` once the sandbox verifier has answered. */
export async function verifySignerId(s: Signer, filename = 'license.png'): Promise<SignerSelf> {
  ok(await uploadSignerId(s, filename));
  return identitySettled(s);
}

export interface NotarySession {
  sessionId: string;
  questions: { id: string; choices: string[] }[];
}

/** The right answers: the sandbox notary asks about the application's own street and city. */
export function rightAnswers(property: { street1: string; city: string }): Record<string, string> {
  return { street: property.street1, city: property.city };
}

export async function signDeed(s: Signer): Promise<SignerSelf> {
  const { property } = await self(s);
  const session = ok<NotarySession>(await signerCall(s, 'POST', 'notary/session'));
  ok(
    await signerCall(s, 'POST', 'notary/session/answers', {
      sessionId: session.sessionId,
      answers: rightAnswers(property!),
    }),
  );
  return ok<SignerSelf>(
    await signerCall(s, 'POST', 'notary/session/accept', {
      sessionId: session.sessionId,
      latitude: 39.7,
      longitude: -105,
    }),
  );
}
