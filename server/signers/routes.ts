// The additional-signer services (docs/API.md "Additional signers"): a co-owner's invitation and account, their
// own record, ID check, eNotary deed signing, documents and conditions; and the borrower's re-send.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchema, preValidationAsyncHookHandler } from 'fastify';
import { sql } from 'kysely';
import { isUuid } from '../../src/domain/guards';
import { ESIGN_REQUIREMENTS } from '../../src/domain/esign';
import { esignConsentSchema } from '../../src/domain/validation/esign';
import type { IdDocumentType } from '../../src/domain/stages';
import type { SignerInvitation } from '../../src/domain/signers';
import { idDocumentSchema } from '../../src/domain/validation/identity';
import { notaryAcceptSchema, notaryAnswersSchema } from '../../src/domain/validation/notary';
import { INVITATION_TOKEN_PATTERN, signerAcceptSchema } from '../../src/domain/validation/signers';
import { lockApplicationRow, parseStoredFields } from '../application/model';
import { applicationClock, type ClosingServices } from '../application/closing/common';
import { answersAnswer, type AnswersOutcome } from '../application/closing/enotary';
import { CLOSING_BODIES } from '../application/closing/schemas';
import {
  answerWithDocument,
  CONDITION_DOCUMENT_TYPE,
  type ConditionDocumentAnswer,
  findCondition,
  openSignerConditions,
} from '../conditions/model';
import { answeredCondition, CONDITION_RESOLVED, conditionSchema, NO_DOCUMENTS } from '../conditions/routes';
import { isUniqueViolation, nowIso, type Db } from '../db';
import type { ApplicationsTable, HelocSignersTable } from '../db/schema';
import type { RouteDeps } from '../deps';
import { HttpError, notFound, validateBody } from '../http';
import { describe } from '../openapi';
import { readyAtFor } from '../pipeline/stages/closingOrders';
import { signIn } from '../security/auth';
import { idempotent } from '../security/idempotency';
import { requireApplicationMember } from '../security/ownership';
import { hashPassword } from '../security/passwords';
import { readUpload, withUploads } from '../uploads';
import { receiptAt, recordReceipt } from '../documents/rescissionReceipts';
import { RIGHT_TO_CANCEL_COPIES } from '../documents/templates/rightToCancel';
import { attachedHtml } from '../documents/html';
import { saveIdUpload } from './identity';
import { saveAnswers, saveDeedSigned, saveStartedSession } from './notary';
import {
  isSignerDocumentType,
  renderSignerDocument,
  signerDocuments,
  SIGNER_DOCUMENT_TYPES,
  type SignerDocumentType,
} from './documents';
import {
  requestOrigin,
  resendInvitation,
  reloadSigner,
  signerByToken,
  signerForIdentity,
  toSignerSummary,
} from './model';
import {
  applicationStateOf,
  CO_DEED_STAGE,
  enotaryOf,
  settleIdentity,
  signerSelf,
  signerSubject,
  type SignerEnotary,
} from './self';

const INVITATIONS = '/identity/api/v1/signer-invitations/:token';
const SIGNER = '/service-application/api/v1/application/heloc/signer';
const SIGNER_CONDITIONS = '/service-conditions/external/api/v1/applications/:uuid/conditions/additional-signers';
const TAG = 'Additional signers';
/** Where a co-owner lands after accepting or signing in (the app's /heloc-signer/resume picks the screen). */
export const SIGNER_RESUME = '/account/heloc/heloc-signer/resume';

export const INVITATION_NOT_VALID = 'This invitation is not valid or has been replaced by a newer one';
export const INVITATION_USED = 'This invitation has been used: sign in with your email and password';
export const SIGNER_EMAIL_TAKEN = 'An account with this email already exists: sign in with it';
export const VERIFY_FIRST = 'Verify your identity first';
export const DEED_NOT_READY = 'Your deed is not ready to sign yet';
export const ANSWER_REQUESTS_FIRST = 'Answer the open requests first';
export const DEED_SIGNED_ALREADY = 'You have signed the deed already';
export const IDENTITY_VERIFIED_ALREADY = 'Your identity is verified already';
export const APPLICATION_CANCELLED = 'This application has been cancelled';

/** The same limits and file kinds as the borrower's ID upload. */
const ID_UPLOAD = { allowed: ['png', 'jpeg', 'heic', 'pdf'] as const, maxBytes: 10 * 1024 * 1024 };
const CONDITION_UPLOAD = { allowed: ['pdf', 'png', 'jpeg', 'heic'] as const, maxBytes: 10 * 1024 * 1024 };

/** Documented loosely (the types live in src/domain/signers.ts) so no field is dropped on the way out. */
const looseObject = (description: string) => ({ type: 'object', description, additionalProperties: true }) as const;
const selfJson = looseObject('SignerSelf (src/domain/signers.ts)');
const summaryJson = looseObject('SignerSummary (src/domain/signers.ts)');
const redirectJson = {
  type: 'object',
  properties: { redirect: { type: 'string' } },
  required: ['redirect'],
} as const;

function doc(
  summary: string,
  schema: Omit<FastifySchema, 'response'> & { response?: Record<number, unknown>; consumes?: string[] },
  options: { secure?: boolean; errors: number[] },
): FastifySchema {
  return describe(TAG, { summary, ...schema } as FastifySchema, options);
}

function signerOf(request: FastifyRequest): HelocSignersTable {
  if (!request.signer) throw notFound();
  return request.signer;
}

async function applicationOf(db: Db, signer: HelocSignersTable): Promise<ApplicationsTable> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('uuid', '=', signer.application_uuid)
    .executeTakeFirstOrThrow();
}

/** A cancelled or declined application takes no more submissions from its co-owners. */
function requireActive(application: ApplicationsTable): void {
  if (applicationStateOf(application) === 'CANCELLED') throw new HttpError(409, APPLICATION_CANCELLED);
}

function sessionOf(signer: HelocSignersTable, sessionId: string): SignerEnotary {
  const session = enotaryOf(signer);
  if (!session || session.sessionId !== sessionId) throw new HttpError(400, 'sessionId: Unknown session');
  return session;
}

/** A co-owner signs once their ID is verified, the borrower has signed the note, and nothing is asked of them. */
async function requireDeedReady(db: Db, signer: HelocSignersTable, application: ApplicationsTable): Promise<void> {
  requireActive(application);
  if (signer.deed_signed_at) throw new HttpError(409, DEED_SIGNED_ALREADY);
  if (signer.identity_status !== 'VERIFIED') throw new HttpError(409, VERIFY_FIRST);
  if (application.stage !== CO_DEED_STAGE) throw new HttpError(409, DEED_NOT_READY);
  if ((await openSignerConditions(db, application.uuid, signer.uuid)).length > 0) {
    throw new HttpError(409, ANSWER_REQUESTS_FIRST);
  }
}

export async function signerRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  { vendors, clock }: ClosingServices,
): Promise<void> {
  const { db, config, pipeline, authenticate } = deps;
  const now = () => config.now?.() ?? new Date();
  const authLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };
  // The re-send marks its key applied with the invitation it wrote: a retry after a crash answers with that
  // co-owner as they now stand instead of sending again (or being told to wait a minute).
  const resendOnce = idempotent(db, {
    hashKey: config.encryptionKey,
    creates: true,
    replay: async (_request, sent) => {
      const signer = await db
        .selectFrom('heloc_signers')
        .selectAll()
        .where('uuid', '=', String(sent.signerUuid))
        .executeTakeFirstOrThrow();
      return toSignerSummary(signer, now());
    },
  });

  // The co-owner's eNotary steps mark their key applied where they save (server/signers/notary.ts): the retry of an
  // attempt that died after that commit answers from it and submits nothing again.
  const notaryOnce = (replay: (request: FastifyRequest, detail: Record<string, unknown>) => Promise<unknown>) =>
    idempotent(db, { hashKey: config.encryptionKey, creates: true, replay });
  /** The answer to a signed deed, after the stage change a complete co-deed calls for (made again by a retry). */
  async function deedSignedAnswer(signer: HelocSignersTable, signed: { complete: boolean }) {
    if (signed.complete) await pipeline.advance(signer.application_uuid, 'signer:deed-signed');
    return signerSelf(db, await reloadSigner(db, signer.uuid));
  }

  /** The answer to an ID upload: the co-owner as they now stand (a due answer of the verifier applied). */
  async function identityAnswer(signer: HelocSignersTable) {
    return signerSelf(db, await settleIdentity(db, await reloadSigner(db, signer.uuid), clock));
  }
  // The ID's upload is saved with the verifier's answer and its key marked applied (saveIdUpload): the retry of an
  // attempt that died after that commit answers from it, storing no second document and not asking the verifier
  // again.
  const idUploadOnce = idempotent(db, {
    hashKey: config.encryptionKey,
    creates: true,
    replay: async (request) => identityAnswer(signerOf(request)),
  });

  // A condition's document is stored and counted with its key marked applied (answerWithDocument): the retry of
  // an attempt that died after that commit answers from it, and the document is stored and counted once.
  const conditionDocumentOnce = idempotent(db, {
    hashKey: config.encryptionKey,
    creates: true,
    replay: (request, detail) =>
      answeredCondition(
        pipeline,
        signerOf(request).application_uuid,
        'signer:condition',
        detail as unknown as ConditionDocumentAnswer,
      ),
  });

  /** The caller's accepted co-owner record in this organisation (else 404), with a due ID answer applied. */
  const signerHook: preValidationAsyncHookHandler = async (request) => {
    const signer = await signerForIdentity(db, request.identityUuid);
    if (!signer || signer.org_code !== request.org.organizationCode) throw notFound();
    request.signer = await settleIdentity(db, signer, clock);
  };
  const signerOnly = {
    preValidation: [authenticate as unknown as preValidationAsyncHookHandler, signerHook],
  };
  /** Conditions under /applications/{uuid}: only the caller's own application. */
  const signerOfApplication: preValidationAsyncHookHandler = async (request) => {
    const { uuid } = request.params as { uuid?: string };
    if (!isUuid(uuid) || signerOf(request).application_uuid !== String(uuid).toLowerCase()) throw notFound();
  };
  const signerConditions = { preValidation: [...signerOnly.preValidation, signerOfApplication] };

  // --- Invitations (public) ---

  async function invitationOf(request: FastifyRequest): Promise<HelocSignersTable> {
    const { token } = request.params as { token?: string };
    if (typeof token !== 'string' || !INVITATION_TOKEN_PATTERN.test(token))
      throw new HttpError(404, INVITATION_NOT_VALID);
    const signer = await signerByToken(db, token);
    if (!signer || signer.org_code !== request.org.organizationCode) throw new HttpError(404, INVITATION_NOT_VALID);
    return signer;
  }
  const tokenParams = {
    type: 'object',
    properties: { token: { type: 'string', description: 'the token of the invitation link' } },
    required: ['token'],
  } as const;

  app.get(
    INVITATIONS,
    {
      config: authLimit,
      schema: doc(
        'An invitation to co-sign, as the signer login shows it before a password exists',
        { params: tokenParams, response: { 200: looseObject('SignerInvitation (src/domain/signers.ts)') } },
        { errors: [404, 429] },
      ),
    },
    async (request): Promise<SignerInvitation> => {
      const signer = await invitationOf(request);
      const application = await applicationOf(db, signer);
      const [borrower, property] = await Promise.all([
        db
          .selectFrom('identities')
          .select('first_name')
          .where('uuid', '=', application.borrower_uuid)
          .executeTakeFirstOrThrow(),
        application.property_uuid
          ? db
              .selectFrom('addresses')
              .select(['city', 'state'])
              .where('uuid', '=', application.property_uuid)
              .executeTakeFirst()
          : Promise.resolve(undefined),
      ]);
      return {
        firstName: signer.first_name,
        lastName: signer.last_name,
        email: signer.email,
        borrowerFirstName: borrower.first_name,
        property: property ? { city: property.city, state: property.state } : null,
        accepted: signer.accepted_at !== null,
      };
    },
  );

  app.post(
    `${INVITATIONS}/accept`,
    {
      config: authLimit,
      schema: doc(
        'Accept an invitation: choose a password; signs the co-owner in (token in the authorization header)',
        {
          params: tokenParams,
          body: {
            type: 'object',
            properties: {
              password: { type: 'string' },
              confirmPassword: { type: 'string' },
              agreeToTerms: { type: 'boolean' },
              esignAccessConfirmed: { type: 'boolean' },
              esignConsent: { type: 'boolean' },
            },
          },
          response: { 200: redirectJson },
        },
        { errors: [400, 404, 409, 429] },
      ),
    },
    async (request, reply) => {
      const signer = await invitationOf(request);
      const input = await validateBody(signerAcceptSchema, request.body);
      if (signer.accepted_at) throw new HttpError(409, INVITATION_USED);
      const org = signer.org_code;
      const taken = await db
        .selectFrom('identities')
        .select('uuid')
        .where('org_code', '=', org)
        .where(sql<string>`lower(email)`, '=', signer.email.toLowerCase())
        .executeTakeFirst();
      if (taken) throw new HttpError(409, SIGNER_EMAIL_TAKEN);
      const passwordHash = await hashPassword(input.password);
      const identityUuid = randomUUID();
      const at = nowIso();
      try {
        await db.transaction().execute(async (trx) => {
          const row = await lockApplicationRow(trx, signer.application_uuid);
          await trx
            .insertInto('identities')
            .values({
              uuid: identityUuid,
              org_code: org,
              email: signer.email,
              password_hash: passwordHash,
              type: 'CO_DEEDER',
              first_name: signer.first_name,
              middle_name: null,
              last_name: signer.last_name,
              suffix: null,
              dob: null,
              phone: null,
              ssn_encrypted: null,
              tracker_uuid: null,
              optimizely_profile_uuid: null,
              created_at: at,
              updated_at: at,
            })
            .execute();
          // Only the accept that finds it still open links it: two racing accepts create one account.
          const linked = await trx
            .updateTable('heloc_signers')
            // E-SIGN: consented, after confirming the test document opened, under the current requirements.
            .set({
              identity_uuid: identityUuid,
              accepted_at: at,
              esign_version: ESIGN_REQUIREMENTS.version,
              esign_consented_at: at,
              updated_at: at,
            })
            .where('uuid', '=', signer.uuid)
            .where('accepted_at', 'is', null)
            .executeTakeFirst();
          if (Number(linked.numUpdatedRows) === 0) throw new HttpError(409, INVITATION_USED);
          const data = parseStoredFields(row);
          await trx
            .updateTable('applications')
            .set({
              data: JSON.stringify({
                ...data,
                additionalSignerVersion: 'v1',
                helocSigners: [...data.helocSigners.filter((s) => s.identityUuid !== identityUuid), { identityUuid }],
              }),
              updated_at: at,
            })
            .where('uuid', '=', row.uuid)
            .execute();
        });
      } catch (err) {
        // An account made with this email meanwhile: the unique index decides.
        if (isUniqueViolation(err)) throw new HttpError(409, SIGNER_EMAIL_TAKEN);
        throw err;
      }
      await signIn(reply, config, db, identityUuid, org);
      return { redirect: SIGNER_RESUME };
    },
  );

  // --- The signed-in co-owner ---

  app.get(
    `${SIGNER}/self`,
    {
      ...signerOnly,
      schema: doc(
        "The signed-in co-owner's own record and next step",
        { response: { 200: selfJson } },
        {
          secure: true,
          errors: [401, 404],
        },
      ),
    },
    async (request) => signerSelf(db, signerOf(request)),
  );

  withUploads(app, (uploads) => {
    uploads.post(
      `${SIGNER}/identity/document`,
      {
        ...signerOnly,
        ...idUploadOnce,
        schema: doc(
          "Upload the front of the co-owner's ID (multipart: idType + file)",
          { consumes: ['multipart/form-data'], response: { 200: selfJson } },
          { secure: true, errors: [400, 401, 404, 409, 413] },
        ),
      },
      async (request) => {
        const signer = signerOf(request);
        const application = await applicationOf(db, signer);
        requireActive(application);
        if (signer.identity_status === 'VERIFIED') throw new HttpError(409, IDENTITY_VERIFIED_ALREADY);
        const upload = await readUpload(request, { allowed: [...ID_UPLOAD.allowed], maxBytes: ID_UPLOAD.maxBytes });
        const { idType } = await validateBody(idDocumentSchema, upload.fields);
        const result = await vendors.idVerification.verify({
          subject: await signerSubject(db, signer, application),
          idType: idType as IdDocumentType,
          filename: upload.filename,
          bytes: upload.bytes,
        });
        const { filename, mime, bytes } = upload;
        const document = { type: idType, filename, mime, bytes, uploadedBy: request.identityUuid };
        await saveIdUpload(db, signer, document, result, readyAtFor(result.wait, { clock, config }));
        return identityAnswer(signer);
      },
    );
  });

  app.post(
    `${SIGNER}/notary/session`,
    {
      ...signerOnly,
      ...notaryOnce(async (_request, started) => started),
      schema: doc(
        "Start the co-owner's eNotary session (identity questions)",
        {
          response: {
            200: {
              type: 'object',
              properties: {
                sessionId: { type: 'string' },
                questions: { type: 'array', items: looseObject('{ id, prompt, choices }') },
              },
              required: ['sessionId', 'questions'],
            },
          },
        },
        { secure: true, errors: [401, 404, 409] },
      ),
    },
    async (request) => {
      const signer = signerOf(request);
      const application = await applicationOf(db, signer);
      await requireDeedReady(db, signer, application);
      const started = await vendors.notary.startSession(await signerSubject(db, signer, application));
      return saveStartedSession(db, signer, started);
    },
  );

  app.post(
    `${SIGNER}/notary/session/answers`,
    {
      ...signerOnly,
      ...notaryOnce(async (_request, outcome) => answersAnswer(outcome as unknown as AnswersOutcome)),
      schema: doc(
        'Answer the identity questions of the session',
        {
          body: CLOSING_BODIES.notaryAnswers,
          response: {
            200: { type: 'object', properties: { passed: { type: 'boolean' } }, required: ['passed'] },
          },
        },
        { secure: true, errors: [400, 401, 404, 409] },
      ),
    },
    async (request) => {
      const signer = signerOf(request);
      const input = await validateBody(notaryAnswersSchema, request.body);
      const session = sessionOf(signer, input.sessionId);
      if (session.status === 'IDENTITY_CONFIRMED') return { passed: true };
      if (session.status !== 'STARTED') throw new HttpError(409, 'This session has ended: start a new one');
      requireActive(await applicationOf(db, signer));
      return answersAnswer(await saveAnswers(db, signer, session, input.answers as Record<string, string>));
    },
  );

  app.post(
    `${SIGNER}/notary/session/accept`,
    {
      ...signerOnly,
      ...notaryOnce((request, signed) => deedSignedAnswer(signerOf(request), signed as { complete: boolean })),
      schema: doc(
        'Sign the deed in the eNotary session',
        { body: CLOSING_BODIES.notaryAccept, response: { 200: selfJson } },
        { secure: true, errors: [400, 401, 404, 409] },
      ),
    },
    async (request) => {
      const signer = signerOf(request);
      const input = await validateBody(notaryAcceptSchema, request.body);
      const session = sessionOf(signer, input.sessionId);
      if (session.status === 'SIGNED') return signerSelf(db, signer);
      if (session.status !== 'IDENTITY_CONFIRMED') throw new HttpError(409, 'Answer the identity questions first');
      const application = await applicationOf(db, signer);
      await requireDeedReady(db, signer, application);
      const signed = await saveDeedSigned(db, signer, session, {
        latitude: input.latitude,
        longitude: input.longitude,
        signedAt: new Date(clock.now()).toISOString(),
      });
      return deedSignedAnswer(signer, signed);
    },
  );

  app.get(
    `${SIGNER}/documents`,
    {
      ...signerOnly,
      schema: doc(
        'The documents a co-owner may read: the deed and the notice of the right to cancel',
        {
          response: {
            200: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  type: { type: 'string', enum: [...SIGNER_DOCUMENT_TYPES] },
                  title: { type: 'string' },
                  available: { type: 'boolean' },
                  acknowledgedAt: { type: 'string', nullable: true },
                },
                required: ['type', 'title', 'available'],
              },
            },
          },
        },
        { secure: true, errors: [401, 404] },
      ),
    },
    async (request) => {
      const signer = signerOf(request);
      const list = signerDocuments(signer, await applicationOf(db, signer));
      // The notice of right to cancel says whether (and when) this co-owner acknowledged receipt.
      const receipt = await receiptAt(db, signer.application_uuid, request.identityUuid);
      return list.map((d) => (d.type === 'RIGHT_TO_CANCEL' ? { ...d, acknowledgedAt: receipt } : d));
    },
  );

  const documentParams = {
    type: 'object',
    properties: { type: { type: 'string', enum: [...SIGNER_DOCUMENT_TYPES] } },
    required: ['type'],
  };

  /** The caller's own document of the requested type, prepared "now"; 404 until it is available to them. */
  async function ownDocument(request: FastifyRequest): Promise<{ type: SignerDocumentType; bytes: Uint8Array }> {
    const signer = signerOf(request);
    const { type } = request.params as { type?: string };
    if (!isSignerDocumentType(type)) throw notFound();
    const application = await applicationOf(db, signer);
    const listed = signerDocuments(signer, application).find((d) => d.type === type);
    if (!listed?.available) throw notFound();
    // Prepared "now" on the application's own clock, as the borrower's documents are.
    const prepared = new Date(applicationClock(clock, application).now());
    return { type, bytes: await renderSignerDocument(db, type, signer, application, prepared) };
  }

  app.get(
    `${SIGNER}/documents/:type`,
    {
      ...signerOnly,
      schema: doc(
        'One document as a PDF (application/pdf); 404 until it is available',
        {
          params: documentParams,
          response: { 200: { description: 'The PDF bytes', type: 'string', format: 'binary' } },
        },
        { secure: true, errors: [400, 401, 404] },
      ),
    },
    async (request, reply) => {
      const { type, bytes } = await ownDocument(request);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${type.toLowerCase().replace(/_/g, '-')}.pdf"`)
          // Personal data: never kept by shared caches or the browser's disk cache.
          .header('cache-control', 'no-store')
          .send(Buffer.from(bytes))
      );
    },
  );

  // The HTML version the PDF carries (server/documents/html.ts), under exactly the PDF's authorisation: the
  // co-owner's own token, their own documents.
  app.get(
    `${SIGNER}/documents/:type/html`,
    {
      ...signerOnly,
      schema: doc(
        'One document as HTML (text/html): the same text as its PDF, with real headings and lists; 404 until it is available',
        {
          params: documentParams,
          response: { 200: { description: 'The HTML document', type: 'string' } },
        },
        { secure: true, errors: [400, 401, 404] },
      ),
    },
    async (request, reply) => {
      const { type, bytes } = await ownDocument(request);
      const html = await attachedHtml(bytes);
      if (html === null) throw new Error(`The co-owner's ${type} PDF carries no HTML version`);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-language', 'en-US')
        .send(html);
    },
  );

  // The co-owner acknowledges receipt of their own notice of right to cancel (G-5, two copies), recorded with the
  // time; the first acknowledgment is the one on record.
  app.post(
    `${SIGNER}/documents/RIGHT_TO_CANCEL/acknowledge`,
    {
      ...signerOnly,
      schema: doc(
        'Acknowledge receipt of the notice of right to cancel (two copies); answers the time on record',
        {
          response: {
            200: {
              type: 'object',
              properties: { type: { type: 'string' }, copies: { type: 'integer' }, acknowledgedAt: { type: 'string' } },
              required: ['type', 'copies', 'acknowledgedAt'],
            },
          },
        },
        { secure: true, errors: [401, 404] },
      ),
    },
    async (request) => {
      const signer = signerOf(request);
      const application = await applicationOf(db, signer);
      const listed = signerDocuments(signer, application).find((d) => d.type === 'RIGHT_TO_CANCEL');
      if (!listed?.available) throw notFound();
      const acknowledgedAt = await recordReceipt(db, application.uuid, request.identityUuid, now().toISOString());
      return { type: 'RIGHT_TO_CANCEL', copies: RIGHT_TO_CANCEL_COPIES, acknowledgedAt };
    },
  );

  // E-SIGN §101(c)(1)(D) for a co-owner: the requirements changed since they consented; they consent again.
  app.post(
    `${SIGNER}/esign/consent`,
    {
      ...signerOnly,
      schema: doc(
        'Consent to electronic records again under the current E-SIGN requirements version',
        {
          response: { 200: selfJson },
        },
        { secure: true, errors: [400, 401, 404] },
      ),
    },
    async (request) => {
      const signer = signerOf(request);
      await validateBody(esignConsentSchema, request.body);
      const at = now().toISOString();
      await db
        .updateTable('heloc_signers')
        .set({ esign_version: ESIGN_REQUIREMENTS.version, esign_consented_at: at, updated_at: at })
        .where('uuid', '=', signer.uuid)
        .execute();
      const fresh = await reloadSigner(db, signer.uuid);
      return signerSelf(db, fresh);
    },
  );

  // --- The co-owner's conditions ---

  const conditionParams = {
    type: 'object',
    properties: { uuid: { type: 'string', format: 'uuid' }, conditionUuid: { type: 'string', format: 'uuid' } },
    required: ['uuid'],
  } as const;

  app.get(
    SIGNER_CONDITIONS,
    {
      ...signerConditions,
      schema: describe(
        'Conditions',
        {
          summary: "The signed-in co-owner's own open conditions, oldest first",
          params: conditionParams,
          response: { 200: { type: 'array', items: conditionSchema } },
        },
        { secure: true, errors: [401, 404] },
      ),
    },
    async (request) => {
      const signer = signerOf(request);
      return openSignerConditions(db, signer.application_uuid, signer.uuid);
    },
  );

  withUploads(app, (uploads) => {
    uploads.post(
      `${SIGNER_CONDITIONS}/:conditionUuid/documents`,
      {
        ...signerConditions,
        ...conditionDocumentOnce,
        schema: describe(
          'Conditions',
          {
            summary:
              "Answer one of the co-owner's document requests (multipart: one file, PDF, PNG, JPEG or HEIC, 10 MB)",
            params: conditionParams,
            consumes: ['multipart/form-data'],
            response: { 200: looseObject('{ condition: Condition, document }') },
          } as never,
          { secure: true, errors: [400, 401, 404, 409, 413] },
        ),
      },
      async (request) => {
        const signer = signerOf(request);
        const { conditionUuid } = request.params as { conditionUuid?: string };
        if (!isUuid(conditionUuid)) throw notFound();
        const condition = await findCondition(db, signer.application_uuid, String(conditionUuid), signer.uuid);
        if (!condition) throw notFound();
        if (condition.resolved_at !== null) throw new HttpError(409, CONDITION_RESOLVED);
        if (condition.request_documents !== 1) throw new HttpError(400, NO_DOCUMENTS);
        requireActive(await applicationOf(db, signer));
        const upload = await readUpload(request, {
          allowed: [...CONDITION_UPLOAD.allowed],
          maxBytes: CONDITION_UPLOAD.maxBytes,
        });
        const answer = await answerWithDocument(db, condition.uuid, {
          listed: false,
          applicationUuid: signer.application_uuid,
          type: CONDITION_DOCUMENT_TYPE[condition.category] ?? 'SUPPORT',
          filename: upload.filename,
          mime: upload.mime,
          bytes: upload.bytes,
          uploadedBy: request.identityUuid,
        });
        // The borrower may be waiting only on this request (CO_DEED_REQUIRED).
        return answeredCondition(pipeline, signer.application_uuid, 'signer:condition', answer);
      },
    );
  });

  // --- The borrower's re-send ---

  app.post(
    '/service-application/api/v1/application/heloc/:uuid/signers/:signerUuid/resend',
    {
      preValidation: [authenticate, requireApplicationMember(db)],
      ...resendOnce,
      schema: doc(
        'Send a co-owner a new invitation (the old link stops working); at most once a minute',
        {
          params: {
            type: 'object',
            properties: { uuid: { type: 'string', format: 'uuid' }, signerUuid: { type: 'string', format: 'uuid' } },
            required: ['uuid', 'signerUuid'],
          },
          response: { 200: summaryJson },
        },
        { secure: true, errors: [401, 404, 409, 429] },
      ),
    },
    async (request) => {
      const application = request.application;
      const { signerUuid } = request.params as { signerUuid?: string };
      if (!application || !isUuid(signerUuid)) throw notFound();
      const signer = await db
        .selectFrom('heloc_signers')
        .selectAll()
        .where('uuid', '=', String(signerUuid).toLowerCase())
        .where('application_uuid', '=', application.uuid)
        .executeTakeFirst();
      if (!signer) throw notFound();
      const resent = await resendInvitation(db, { application, signer, origin: requestOrigin(request), now });
      deps.mail?.kick();
      return resent;
    },
  );
}
