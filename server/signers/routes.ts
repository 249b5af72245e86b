// The additional-signer services (docs/API.md "Additional signers"): a co-owner's invitation and account, their
// own record, ID check, eNotary deed signing, documents and conditions; and the borrower's re-send. Registered here:
// the invitations, the co-owner's record, ID upload and E-SIGN consent, and the re-send; the eNotary steps
// (notaryRoutes.ts), documents (documentRoutes.ts) and conditions (conditionRoutes.ts) in their own files, in
// this order.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { SIGNERS, type AnswerOf } from '../../src/domain/contracts';
import { idDocumentSchema } from '../../src/domain/validation/identity';
import type { ClosingServices, RouteDeps } from '../deps';
import type { HelocSignersTable } from '../db/schema';
import { notFound, validateBody } from '../http';
import { signIn } from '../security/auth';
import { idempotent } from '../security/idempotency';
import { requireApplicationMember } from '../security/ownership';
import { bodyOf } from '../openapi';
import { DOCUMENT_UPLOAD, readUpload, withUploads } from '../uploads';
import { signerConditionRoutes } from './conditionRoutes';
import { signerDocumentRoutes } from './documentRoutes';
import {
  acceptInvitation,
  invitationFor,
  invitationView,
  requestOrigin,
  resendToSigner,
  resentSummary,
} from './invitationService';
import { signerNotaryRoutes } from './notaryRoutes';
import { doc, SIGNER, type SignerRouteKit } from './schemas';
import { signerOf, signerSubmission } from './submission';
import {
  consentToEsignAgain,
  identityAnswer,
  idUploadOpen,
  signedInSigner,
  signerSelf,
  verifyIdDocument,
} from './service';

const INVITATIONS = SIGNERS.invitation.path;
/** Where a co-owner lands after accepting or signing in (the app's /heloc-signer/resume picks the screen). */
export const SIGNER_RESUME = '/account/heloc/heloc-signer/resume';

const tokenOf = (request: FastifyRequest) => (request.params as { token?: string }).token;

export async function signerRoutes(app: FastifyInstance, deps: RouteDeps, services: ClosingServices): Promise<void> {
  const { vendors, clock } = services;
  const { db, config, authenticate } = deps;
  const now = () => config.now?.() ?? new Date();
  const authLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };
  // The re-send marks its key applied with the invitation it wrote: a retry after a crash answers with that
  // co-owner as they now stand instead of sending again (or being told to wait a minute).
  const resendOnce = idempotent(db, {
    hashKey: config.encryptionKey,
    creates: true,
    replay: async (_request, sent) => resentSummary(db, String(sent.signerUuid), now),
  });

  // The ID's upload is saved with the verifier's answer and its key marked applied (saveIdUpload): the retry of an
  // attempt that died after that commit answers from it, storing no second document and not asking the verifier
  // again.
  const idUploadOnce = signerSubmission(db, config.encryptionKey, async (request) =>
    identityAnswer(db, signerOf(request), clock),
  );

  /** The caller's accepted co-owner record in this organisation (else 404), with a due ID answer applied. */
  const signerHook: preValidationAsyncHookHandler = async (request) => {
    request.signer = await signedInSigner(db, request.identityUuid, request.org.organizationCode, clock);
  };
  const signerOnly = {
    preValidation: [authenticate as unknown as preValidationAsyncHookHandler, signerHook],
  };
  const kit: SignerRouteKit = { deps, services, now, signerOnly, signerOf };

  // --- Invitations (public) ---

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
        { params: tokenParams },
        { errors: [404, 429], contract: SIGNERS.invitation },
      ),
    },
    async (request): Promise<AnswerOf<typeof SIGNERS.invitation>> =>
      invitationView(db, await invitationFor(db, tokenOf(request), request.org.organizationCode)),
  );

  // The invitation is looked up before the body is validated: an unknown or used link is a 404 before any 400.
  const invitations = new WeakMap<FastifyRequest, HelocSignersTable>();
  const invitationHook: preValidationAsyncHookHandler = async (request) => {
    invitations.set(request, await invitationFor(db, tokenOf(request), request.org.organizationCode));
  };
  app.post(
    `${INVITATIONS}/accept`,
    {
      config: authLimit,
      preValidation: invitationHook,
      schema: doc(
        'Accept an invitation: choose a password; signs the co-owner in (token in the authorization header)',
        { params: tokenParams },
        { errors: [400, 404, 409, 429], contract: SIGNERS.acceptInvitation },
      ),
    },
    async (request, reply): Promise<AnswerOf<typeof SIGNERS.acceptInvitation>> => {
      const signer = invitations.get(request);
      if (!signer) throw notFound();
      const input = bodyOf(request, SIGNERS.acceptInvitation);
      const identityUuid = await acceptInvitation(db, signer, input.password);
      await signIn(reply, config, db, identityUuid, signer.org_code);
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
        {},
        {
          secure: true,
          errors: [401, 404],
          contract: SIGNERS.self,
        },
      ),
    },
    async (request): Promise<AnswerOf<typeof SIGNERS.self>> => signerSelf(db, signerOf(request)),
  );

  withUploads(app, (uploads) => {
    uploads.post(
      `${SIGNER}/identity/document`,
      {
        ...signerOnly,
        ...idUploadOnce,
        schema: doc(
          "Upload the front of the co-owner's ID (multipart: idType + file)",
          { consumes: ['multipart/form-data'] },
          { secure: true, errors: [400, 401, 404, 409, 413], contract: SIGNERS.idUpload },
        ),
      },
      async (request): Promise<AnswerOf<typeof SIGNERS.idUpload>> => {
        const signer = signerOf(request);
        const application = await idUploadOpen(db, signer);
        const upload = await readUpload(request, DOCUMENT_UPLOAD);
        const { idType } = await validateBody(idDocumentSchema, upload.fields);
        const { filename, mime, bytes } = upload;
        const document = { idType, filename, mime, bytes, uploadedBy: request.identityUuid };
        const verifier = { idVerification: vendors.idVerification, clock, config };
        return verifyIdDocument(db, verifier, signer, application, document);
      },
    );
  });

  await signerNotaryRoutes(app, kit);
  await signerDocumentRoutes(app, kit);

  // E-SIGN §101(c)(1)(D) for a co-owner: the requirements changed since they consented; they consent again.
  app.post(
    `${SIGNER}/esign/consent`,
    {
      ...signerOnly,
      schema: doc(
        'Consent to electronic records again under the current E-SIGN requirements version',
        {},
        { secure: true, errors: [400, 401, 404], contract: SIGNERS.esignConsent },
      ),
    },
    async (request): Promise<AnswerOf<typeof SIGNERS.esignConsent>> => {
      const signer = signerOf(request);
      return consentToEsignAgain(db, signer, now);
    },
  );

  await signerConditionRoutes(app, kit);

  // --- The borrower's re-send ---

  app.post(
    SIGNERS.resend.path,
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
        },
        { secure: true, errors: [401, 404, 409, 429], contract: SIGNERS.resend },
      ),
    },
    async (request): Promise<AnswerOf<typeof SIGNERS.resend>> => {
      const { signerUuid } = request.params as { signerUuid?: string };
      const origin = requestOrigin(request);
      const resent = await resendToSigner(db, { application: request.application, signerUuid, origin, now });
      deps.mail?.kick();
      return resent;
    },
  );
}
