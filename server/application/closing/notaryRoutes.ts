// Notary screens: the eNotary session (identity questions, then the borrower signs the deed and the notary
// accepts it) and, where eNotary is not permitted, a manual notary at a requested time ($300).
import type { FastifyInstance } from 'fastify';
import {
  isTexasClosingLocation,
  isTexasHomeEquity,
  TEXAS_CLOSING_DOCUMENTS,
  TEXAS_CLOSING_LOCATIONS,
} from '../../../src/domain/texas';
import {
  CHOOSE_CLOSING_LOCATION,
  manualNotarySchema,
  type NotaryAnswersInput,
} from '../../../src/domain/validation/notary';
import type { RouteDeps } from '../../deps';
import { HttpError, validateBody } from '../../http';
import { readyAtFor } from '../../pipeline/orderTimingService';
import { latestOrder } from '../../orders/repository';
import { type ManualNotaryOrderDetail } from '../../pipeline/stages/texas';
import type { IdempotencyOptions } from '../../security/idempotency';
import {
  applicationClock,
  BASE,
  doc,
  freshApplication,
  loadSubject,
  memberApplication,
  memberHooks,
  requireStage,
  submitOnceHooks,
} from './common';
import { type ClosingServices } from '../../deps';
import { type AcceptanceDue, enotaryOrderStore } from '../../notary/service';
import { answerQuestions, replayedAnswers, replayedSession, signDeed, startSession } from '../../notary/sessionService';
import { saveManualNotary } from './manualNotary';
import { bodyOf } from '../../openapi';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';

export async function notaryRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  { vendors, clock }: ClosingServices,
): Promise<void> {
  const { db, pipeline, config } = deps;
  const hooks = memberHooks(deps);
  // The eNotary steps and the manual notary mark their key applied where they save
  // (server/notary/sessionService.ts, ./manualNotary.ts): the retry of an attempt that died after that commit
  // answers from it and submits nothing again.
  const once = (replay: NonNullable<IdempotencyOptions['replay']>) => submitOnceHooks(deps, replay);
  /** The answer to a signed deed, after the stage change it calls for (made again by a retry). */
  async function deedSignedAnswer(applicationUuid: string) {
    await pipeline.advance(applicationUuid, 'borrower:enotary-signed');
    return freshApplication(db, applicationUuid);
  }
  /** The answer to a scheduled manual notary, after the stage change it calls for (made again by a retry). */
  async function manualNotaryAnswer(applicationUuid: string) {
    await pipeline.advance(applicationUuid, 'borrower:manual-notary');
    return freshApplication(db, applicationUuid);
  }

  /** A Texas (a)(6) line closes in person whatever the notary vendor allows (src/domain/texas.ts). */
  async function enotaryPermitted(row: Parameters<typeof loadSubject>[1]) {
    const subject = await loadSubject(db, row);
    return { subject, permitted: !isTexasHomeEquity(subject.property) && vendors.notary.isEnotaryPermitted(subject) };
  }

  /** When the notary's acceptance of the deed the borrower signs now is due, on the application's clock. */
  async function acceptanceDue(row: Parameters<typeof loadSubject>[1]): Promise<AcceptanceDue> {
    const subject = await loadSubject(db, row);
    const readyAt = readyAtFor(vendors.notary.acceptanceWait(subject), { clock: applicationClock(clock, row), config });
    return { readyAt };
  }

  app.get(
    `${BASE}/notary`,
    {
      ...hooks,
      schema: doc('eNotary availability, manual notary fee and the session', [401, 404], { contract: CLOSING.notary }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.notary>> => {
      const row = memberApplication(request);
      const { subject, permitted } = await enotaryPermitted(row);
      const session = await enotaryOrderStore(db, row.uuid).load();
      const manual = await latestOrder<ManualNotaryOrderDetail>(db, row.uuid, 'manualNotary');
      const application = await freshApplication(db, row.uuid);
      const texas = isTexasHomeEquity(subject.property);
      return {
        enotaryPermitted: permitted,
        manualNotaryFee: vendors.notary.manualNotaryFee,
        session: session ? { sessionId: session.sessionId, status: session.status } : null,
        requestedManualNotaryTime: application.requestedManualNotaryTime,
        closingLocations: texas ? [...TEXAS_CLOSING_LOCATIONS] : null,
        closingLocation:
          texas && manual && manual.status !== 'INCOMPLETE' && isTexasClosingLocation(manual.detail.location)
            ? manual.detail.location
            : null,
      };
    },
  );

  app.post(
    `${BASE}/notary/session`,
    {
      ...once((_request, started) => replayedSession(started)),
      schema: doc('Start an eNotary session (identity questions)', [400, 401, 404, 409], {
        contract: CLOSING.notarySession,
      }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.notarySession>> => {
      const row = memberApplication(request);
      requireStage(row, ['DEED_SIGNING']);
      const { subject, permitted } = await enotaryPermitted(row);
      if (!permitted) {
        throw new HttpError(
          409,
          `eNotary is not permitted for this application: schedule a manual notary ($${vendors.notary.manualNotaryFee})`,
        );
      }
      return startSession(db, enotaryOrderStore(db, row.uuid), vendors.notary, subject);
    },
  );

  app.post(
    `${BASE}/notary/session/answers`,
    {
      ...once((_request, outcome) => replayedAnswers(outcome)),
      schema: doc('Answer the identity questions', [400, 401, 404, 409], { contract: CLOSING.notaryAnswers }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.notaryAnswers>> => {
      const row = memberApplication(request);
      requireStage(row, ['DEED_SIGNING']);
      const input: NotaryAnswersInput = bodyOf(request, CLOSING.notaryAnswers);
      return answerQuestions(db, enotaryOrderStore(db, row.uuid), input);
    },
  );

  app.post(
    `${BASE}/notary/session/accept`,
    {
      ...once((request) => deedSignedAnswer(memberApplication(request).uuid)),
      schema: doc('Sign the deed in the eNotary session', [400, 401, 404, 409], { contract: CLOSING.notaryAccept }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.notaryAccept>> => {
      const row = memberApplication(request);
      requireStage(row, ['DEED_SIGNING']);
      const input = bodyOf(request, CLOSING.notaryAccept);
      return signDeed(db, enotaryOrderStore(db, row.uuid), input, {
        ready: () => acceptanceDue(row),
        answer: () => deedSignedAnswer(row.uuid),
      });
    },
  );

  app.post(
    `${BASE}/notary/manual`,
    {
      ...once((request) => manualNotaryAnswer(memberApplication(request).uuid)),
      schema: doc('Request a manual notary time', [400, 401, 404, 409], { contract: CLOSING.manualNotary }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.manualNotary>> => {
      const row = memberApplication(request);
      requireStage(row, ['MANUAL_DEED_SIGNING']);
      // The wire's shape is the contract's; the clock's rules (a day ahead, within 60 days) are checked here.
      const input = await validateBody(
        manualNotarySchema(() => new Date(clock.now())),
        bodyOf(request, CLOSING.manualNotary),
      );
      const requestedTime = new Date(input.requestedTime).toISOString();
      const subject = await loadSubject(db, row);
      const texas = isTexasHomeEquity(subject.property);
      // §50(a)(6)(N): a Texas line closes only at the lender's, an attorney's or a title company's office.
      if (texas && !input.location) throw new HttpError(400, `location: ${CHOOSE_CLOSING_LOCATION}`);
      const location = texas ? (input.location ?? null) : null;
      const documents = texas ? TEXAS_CLOSING_DOCUMENTS : ['DEED'];
      const scheduled = await vendors.notary.scheduleManual({ subject, requestedTime, location, documents });
      const detail: ManualNotaryOrderDetail = {
        appointmentId: scheduled.appointmentId,
        requestedTime,
        fee: vendors.notary.manualNotaryFee,
        location,
        signedDocuments: scheduled.signedDocuments,
      };
      await saveManualNotary(
        db,
        row.uuid,
        detail,
        readyAtFor(scheduled.wait, { clock: applicationClock(clock, row), config }),
      );
      return manualNotaryAnswer(row.uuid);
    },
  );
}
