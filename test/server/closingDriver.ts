// Drives an application from INCOME_VERIFICATION to COMPLETE through the closing routes, the way the
// screens do: the sandbox link pages are fetched and their forms followed.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { updateStoredFields } from '../../server/applications/repository';
import type { Application } from '../../src/domain/types';
import { bearer, registerUser, type Registered } from './helpers';
import { stageOf, TEST_SSNS, throughOffer, throughSubmission } from './journeyHelpers';

export const BASE = '/service-application/api/v1/application/heloc';

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A real one-page PDF made with pdf-lib. */
export async function pdfBytes(text = 'Declarations page'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

export interface FilePart {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  file?: FilePart,
  fieldName = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----heloc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface Borrower extends Registered {
  app: FastifyInstance;
}

const CO_PROPERTY = { street1: '12 Elm Street', street2: '', city: 'Denver', state: 'CO', zip: '80202' };

/**
 * Registers a borrower and puts the application at INCOME_VERIFICATION with what the earlier stages set
 * (offer accepted, consents given, approved).
 */
export async function atIncomeVerification(
  app: FastifyInstance,
  overrides: { lastName?: string; state?: 'TX' | 'CO' } = {},
): Promise<Borrower> {
  const property =
    overrides.state === 'TX' ? { ...CO_PROPERTY, city: 'Austin', state: 'TX', zip: '78701' } : CO_PROPERTY;
  const registered = await registerUser(app, { lastName: overrides.lastName ?? 'Rivera', property });
  await updateStoredFields(app.db, registered.applicationUuid, (data) => ({
    ...data,
    term: 10,
    amount: 100_000,
    rate: 8.5,
    consents: [
      { type: 'SOFT_CREDIT', createdDate: '2026-01-01T00:00:00.000Z' },
      { type: 'ESIGN', createdDate: '2026-01-01T00:00:00.000Z' },
      { type: 'HARD_CREDIT', createdDate: '2026-01-01T00:00:00.000Z' },
    ],
    status: { ...data.status, uwDecision: 'APPROVED', liensComplete: true },
  }));
  await app.pipeline.moveTo(registered.applicationUuid, 'INCOME_VERIFICATION', 'test');
  return { ...registered, app };
}

/**
 * The same starting point reached the way a borrower reaches it: registration, then the pre-qualification
 * routes (profile, liens, offer, contact with an SSN, HMDA, summary, submit) and the sandbox's hard pull.
 * The persona tests start here, so each persona is driven through the API from registration.
 */
export async function journeyToIncomeVerification(
  app: FastifyInstance,
  overrides: { lastName?: string; state?: 'TX' | 'CO' } = {},
): Promise<Borrower> {
  const property =
    overrides.state === 'TX' ? { ...CO_PROPERTY, city: 'Austin', state: 'TX', zip: '78701' } : CO_PROPERTY;
  const lastName = overrides.lastName ?? 'Rivera';
  const registered = await registerUser(app, { lastName, property });
  await throughOffer(app, registered.jwt, registered.applicationUuid, { lastName });
  await throughSubmission(app, registered.jwt, registered.applicationUuid, TEST_SSNS[0]);
  const { stage: reached } = await stageOf(app, registered.jwt, registered.applicationUuid);
  if (reached !== 'INCOME_VERIFICATION') throw new Error(`the journey stopped at ${reached}`);
  return { ...registered, app };
}

export async function call(
  b: Borrower,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return b.app.inject({
    method,
    url: `${BASE}/${b.applicationUuid}/${path}`,
    headers: bearer(b.jwt),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

export async function upload(
  b: Borrower,
  path: string,
  fields: Record<string, string>,
  file?: FilePart,
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, file);
  return b.app.inject({
    method: 'POST',
    url: `${BASE}/${b.applicationUuid}/${path}`,
    headers: { ...bearer(b.jwt), ...body.headers },
    payload: body.payload,
  });
}

export function ok<T = Application>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

export async function application(b: Borrower): Promise<Application> {
  return ok(await b.app.inject({ method: 'GET', url: `${BASE}/${b.applicationUuid}`, headers: bearer(b.jwt) }));
}

export async function stage(b: Borrower): Promise<string> {
  return (await application(b)).status.checklistStatus ?? '';
}

/** The hidden inputs of each form on a sandbox page, and the form's action. */
export function formsOf(html: string): { action: string; inputs: Record<string, string> }[] {
  const forms = [...html.matchAll(/<form method="get" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  return forms.map(([, action, body]) => ({
    action: action.replace(/&amp;/g, '&'),
    inputs: Object.fromEntries(
      [...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, n, v]) => [n, v]),
    ),
  }));
}

/** Links payroll income through the sandbox page and posts its token, as pointserv-callback does. */
export async function linkIncome(b: Borrower): Promise<Application> {
  const { linkUrl } = ok<{ linkUrl: string }>(await call(b, 'POST', 'income/link', { type: 'PAYROLL' }));
  const page = await b.app.inject({ method: 'GET', url: linkUrl });
  const [share] = formsOf(page.body);
  if (!share) throw new Error(`no form on ${linkUrl}`);
  return ok(await call(b, 'POST', 'income/link/complete', { type: share.inputs.type, token: share.inputs.token }));
}

export async function linkDisbursement(b: Borrower): Promise<Application> {
  const { linkUrl } = ok<{ linkUrl: string }>(await call(b, 'POST', 'bank/link', { purpose: 'DISBURSEMENT' }));
  const page = await b.app.inject({ method: 'GET', url: linkUrl });
  const [checking] = formsOf(page.body);
  if (!checking) throw new Error(`no form on ${linkUrl}`);
  return ok(
    await call(b, 'POST', 'bank/link/complete', {
      purpose: checking.inputs.purpose,
      publicToken: checking.inputs.public_token,
    }),
  );
}

export async function uploadId(b: Borrower, filename = 'license.png'): Promise<Application> {
  const res = await upload(
    b,
    'identity/document',
    { idType: 'DRIVERS_LICENSE_FRONT' },
    { filename, content: PNG_BYTES },
  );
  return ok<{ application: Application }>(res).application;
}

export async function signDocuments(b: Borrower): Promise<Application> {
  return ok(
    await call(b, 'POST', 'signing/sign', {
      documents: ['CLOSING_DISCLOSURE', 'NOTE'],
      latitude: 39.74,
      longitude: -104.99,
    }),
  );
}

/**
 * From INCOME_VERIFICATION through the note: income and the bank linked (autopay `autopay`), the ID verified and the
 * closing set signed; answers the application once the pipeline has settled (at DEED_SIGNING, or where the
 * persona or the co-owners hold it).
 */
export async function throughNoteSigning(b: Borrower, autopay: 'SAME' | 'MANUAL' = 'SAME'): Promise<Application> {
  await linkIncome(b);
  await linkDisbursement(b);
  ok(await call(b, 'POST', 'bank/autopay', { choice: autopay }));
  await uploadId(b);
  await b.app.pipeline.idle();
  await signDocuments(b);
  await b.app.pipeline.idle();
  return application(b);
}

/** Starts an eNotary session, answers its questions from the application's own property, and signs. */
export async function enotary(b: Borrower): Promise<Application> {
  const session = ok<{ sessionId: string; questions: { id: string; choices: string[] }[] }>(
    await call(b, 'POST', 'notary/session'),
  );
  const { property } = await application(b);
  const answers: Record<string, string> = {};
  for (const q of session.questions) {
    answers[q.id] = (q.id === 'street' ? property?.street1 : property?.city) ?? '';
  }
  ok(await call(b, 'POST', 'notary/session/answers', { sessionId: session.sessionId, answers }));
  return ok(
    await call(b, 'POST', 'notary/session/accept', {
      sessionId: session.sessionId,
      latitude: 39.74,
      longitude: -104.99,
    }),
  );
}

export async function uploadInsurance(b: Borrower, type = 'HAZARD_INSURANCE'): Promise<Application> {
  const res = await upload(
    b,
    `insurance/upload/${type}`,
    {},
    { filename: 'declarations.pdf', content: await pdfBytes() },
  );
  return ok<{ application: Application }>(res).application;
}
