// The borrower's submissions from the profile to submission (docs/API.md "Journey"): each validates with the
// screen's shared yup schema, saves, then lets the pipeline move on. Every POST takes an Idempotency-Key.
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { hmdaRecord } from '../../../src/domain/hmda';
import { JOURNEY, type AnswerOf, type RouteContract } from '../../../src/domain/contracts';
import { normaliseSsn } from '../../../src/domain/validation/profile';
import { nowIso } from '../../db';
import type { ServerConfig } from '../../config';
import type { RouteDeps } from '../../deps';
import { HttpError } from '../../http';
import { bodyOf, describe } from '../../openapi';
import { loadPrequalRecord, recordHmda, retryCreditPull, updatePrequalRecord } from '../../pipeline/prequalService';
import { encrypt } from '../../security/crypto';
import { requireApplicationMember } from '../../security/ownership';
import { updateStoredFields } from '../../applications/repository';
import { rowFieldsOf, statusOf } from '../../applications/mapper';
// Submissions only count at the stage that waits for them (a stale tab must not rewind the pipeline): the
// closing steps' stage check, 409 message and member lookup.
import {
  applicationStep,
  freshApplication,
  memberApplication,
  submitHooks,
  type ApplicationStep,
  type StepContract,
} from '../closing/common';
import { confirmLiens, saveContact, saveProfile, selectOffer, withEsignReconsent } from './service';
import { saveBorrowerSsn } from '../repository';

const BASE = '/service-application/api/v1/application/heloc/:uuid';

const uuidParams = {
  type: 'object',
  properties: { uuid: { type: 'string', description: 'the application uuid' } },
} as const;

/**
 * The route's OpenAPI description (server/openapi/index.ts). With `contract`, Fastify validates the body with the
 * contract's yup schema (src/domain/contracts) and the contract documents the answer.
 */
function doc(summary: string, errors: number[], contract?: RouteContract): { schema: FastifySchema } {
  return {
    schema: describe('Journey', { summary, params: uuidParams } as FastifySchema, {
      secure: true,
      errors,
      ...(contract ? { contract } : {}),
    }),
  };
}

/** Where links in messages point: the organisation's site in production, this server in the sandbox. */
function linkOrigin(request: FastifyRequest, config: ServerConfig): string {
  return config.env === 'production' ? request.org.baseUrl : `${request.protocol}://${request.host}`;
}

const READ_ERRORS = [401, 404];
const SUBMIT_ERRORS = [400, 401, 404, 409, 422];

export async function journeyRoutes(
  app: FastifyInstance,
  { db, authenticate, pipeline, config, mail }: RouteDeps,
): Promise<void> {
  const member = { preValidation: [authenticate, requireApplicationMember(db)] };
  // Idempotency-Key replay, then the application's lease: the stage check and the write run one at a time.
  const submission = submitHooks({ db, config, authenticate });
  /** A journey step: the one step skeleton (applicationStep) with the journey's tag and answers. */
  const journeyStep = <C extends StepContract>(step: Omit<ApplicationStep<C>, 'tag' | 'errors'>) =>
    applicationStep(app, { db, pipeline }, submission, { ...step, tag: 'Journey', errors: SUBMIT_ERRORS });
  await app.register(import('./adverseActionRoutes'), { db, authenticate, pipeline, mail, config });

  app.get(
    `${BASE}/stage`,
    {
      ...member,
      ...doc('The server stage and status flags (polled by the next-step router)', READ_ERRORS, JOURNEY.stage),
    },
    async (request): Promise<AnswerOf<typeof JOURNEY.stage>> => {
      const row = memberApplication(request);
      return { stage: row.stage, status: statusOf(row) };
    },
  );

  journeyStep({
    contract: JOURNEY.profile,
    summary: 'Profile: legal name, date of birth, property address and ownership, soft-credit and E-SIGN consent',
    stages: ['BASIC_INFO'],
    act: async (row, input, request) => {
      await saveProfile(db, row, input, { identityUuid: request.identityUuid, encryptionKey: config.encryptionKey });
      return 'borrower:profile';
    },
  });

  journeyStep({
    contract: JOURNEY.creditSsn,
    summary: 'The SSN that lets the soft pull find the credit file',
    stages: ['CREDIT_NO_MATCH'],
    act: async (row, input) => {
      await saveBorrowerSsn(db, row.borrower_uuid, encrypt(normaliseSsn(input.ssn), config.encryptionKey));
      return 'borrower:ssn';
    },
  });

  journeyStep({
    contract: JOURNEY.creditRetry,
    summary: 'Ask for the soft pull again after the bureau did not answer (CREDIT_ERROR)',
    stages: ['CREDIT_ERROR'],
    act: async (row) => {
      // The retry moves the pipeline itself (a job of its own).
      await retryCreditPull(pipeline, row.uuid, 'borrower:credit-retry');
      return null;
    },
  });

  app.get(
    `${BASE}/liens`,
    {
      ...member,
      ...doc('The liens found on the property and the inquiry attestation flags', READ_ERRORS, JOURNEY.readLiens),
    },
    async (request): Promise<AnswerOf<typeof JOURNEY.readLiens>> => {
      const row = memberApplication(request);
      const record = await loadPrequalRecord(db, row.uuid);
      const status = statusOf(row);
      return {
        liens: record.liens,
        homeValue: record.homeValue,
        liensComplete: Boolean(status.liensComplete),
        inquiryAttestNeeded: Boolean(status.inquiryAttestNeeded),
        inquiryAttestComplete: Boolean(status.inquiryAttestComplete),
        recentInquiries: record.softCredit?.recentInquiries ?? 0,
      };
    },
  );

  journeyStep({
    contract: JOURNEY.liens,
    summary: 'Confirm or correct the liens; attest to recent credit inquiries',
    stages: ['LIEN_VERIFICATION', 'LIEN_INQUIRY', 'LIEN_POSITION_CLTV_REQUALIFY'],
    act: async (row, input) => {
      if (statusOf(row).inquiryAttestNeeded && input.inquiryAttestation !== true) {
        throw new HttpError(400, 'inquiryAttestation: Confirm the recent credit inquiries to continue');
      }
      await confirmLiens(db, row.uuid, input.liens);
      return 'borrower:liens';
    },
  });

  app.get(
    `${BASE}/offers`,
    { ...member, ...doc('The offers from underwriting and the selection made', READ_ERRORS, JOURNEY.offers) },
    async (request): Promise<AnswerOf<typeof JOURNEY.offers>> => {
      const row = memberApplication(request);
      const record = await loadPrequalRecord(db, row.uuid);
      const application = rowFieldsOf(row);
      return {
        offers: record.offers,
        homeValue: record.homeValue,
        // Why the offers changed (REVISED_OFFER_SELECTION): the maximum line before and after verified income.
        revision: record.offerRevision
          ? {
              previousMaxLine: record.offerRevision.previousMaxLine,
              newMaxLine: record.offerRevision.newMaxLine,
              statedAnnualIncome: record.offerRevision.statedAnnualIncome,
              verifiedAnnualIncome: record.offerRevision.verifiedAnnualIncome,
            }
          : null,
        selection:
          application.term > 0 ? { term: application.term, amount: application.amount, rate: application.rate } : null,
      };
    },
  );

  journeyStep({
    contract: JOURNEY.offerSelection,
    summary: 'Select the term and amount of an offer',
    stages: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'],
    act: async (row, input) => {
      await selectOffer(db, row, input);
      return row.stage === 'REVISED_OFFER_SELECTION' ? 'borrower:revised-offer' : 'borrower:offer';
    },
  });

  journeyStep({
    contract: JOURNEY.assets,
    summary: 'Asset depletion attestation',
    stages: ['ASSETS_PREQUAL'],
    act: async (row) => {
      await updateStoredFields(db, row.uuid, (data) => ({ ...data, assetDepletion: { complete: true } }));
      return 'borrower:assets';
    },
  });

  journeyStep({
    contract: JOURNEY.valuationOrder,
    summary: 'Order the $180 residential evaluation when there is no AVM',
    stages: ['NO_AVM_FOUND'],
    act: async (row) => {
      await updatePrequalRecord(db, row.uuid, (r) => ({
        ...r,
        valuation: r.valuation ?? { orderId: null, fee: 0, orderedAt: nowIso(), readyAt: null, value: null },
      }));
      return 'borrower:valuation-order';
    },
  });

  app.post(
    `${BASE}/contact`,
    {
      ...submission,
      ...doc('Phone, SSN when none is on file, hard-credit consent', SUBMIT_ERRORS, JOURNEY.contact),
    },
    async (request): Promise<AnswerOf<typeof JOURNEY.contact>> => {
      const row = memberApplication(request);
      await saveContact(db, row, bodyOf(request, JOURNEY.contact), {
        origin: linkOrigin(request, config),
        now: config.now,
        encryptionKey: config.encryptionKey,
      });
      mail?.kick();
      await pipeline.advance(row.uuid, 'borrower:contact');
      return freshApplication(db, row.uuid);
    },
  );

  // E-SIGN §101(c)(1)(D): the hardware/software requirements changed since the borrower consented; they confirm
  // again that they can open the test document and consent under the current version.
  app.post(
    `${BASE}/esign/consent`,
    {
      ...submission,
      ...doc(
        'Consent to electronic records again under the current E-SIGN requirements version',
        [400, 401, 404],
        JOURNEY.esignConsent,
      ),
    },
    async (request) => {
      const row = memberApplication(request);
      if (request.identityUuid !== row.borrower_uuid) throw new HttpError(404, 'Not found');
      await updateStoredFields(db, row.uuid, (data) => withEsignReconsent(data, nowIso()));
      return freshApplication(db, row.uuid);
    },
  );

  journeyStep({
    contract: JOURNEY.hmda,
    summary: 'HMDA answers (Reg C codes): ethnicity, race and sex lists, with the write-ins of the 2018 form',
    stages: ['HMDA'],
    act: async (row, input) => {
      // Taken over the internet: never on the basis of visual observation or surname (appendix B ¶3).
      const hmda = hmdaRecord(input, 'INTERNET', { ethnicity: false, race: false, sex: false }, nowIso());
      await recordHmda(db, row.uuid, hmda);
      return 'borrower:hmda';
    },
  });

  journeyStep({
    contract: JOURNEY.submit,
    summary: 'Submit the application after the summary is acknowledged; runs the hard pull',
    stages: ['APP_SUBMISSION'],
    act: async (row) => {
      if (!statusOf(row).disclosurelistSummaryComplete) {
        throw new HttpError(409, 'Acknowledge the application summary before submitting');
      }
      await updatePrequalRecord(db, row.uuid, (r) => ({ ...r, submittedAt: r.submittedAt ?? nowIso() }));
      return 'borrower:submit';
    },
  });
}
