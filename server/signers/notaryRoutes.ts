// The co-owner's eNotary steps (docs/API.md "Additional signers"): start a session, answer its identity questions,
// sign the deed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNERS, type AnswerOf } from '../../src/domain/contracts';
import { bodyOf } from '../openapi';
import { replayedAnswers, replayedSession } from '../notary/sessionService';
import { answerSignerQuestions, deedSignedAnswer, signSignerDeed, startSignerSession } from './notaryService';
import { doc, SIGNER, type SignerRouteKit } from './schemas';
import { signerSubmission } from './submission';

export async function signerNotaryRoutes(app: FastifyInstance, kit: SignerRouteKit): Promise<void> {
  const { deps, services, signerOnly, signerOf } = kit;
  const { db, config, pipeline } = deps;
  const { vendors, clock } = services;
  // The co-owner's eNotary steps mark their key applied where they save (server/notary/sessionService.ts): the
  // retry of an attempt that died after that commit answers from it and submits nothing again. They run one at a
  // time per application (./submission.ts), so two answers at once are both counted.
  const notaryOnce = (replay: (request: FastifyRequest, detail: Record<string, unknown>) => Promise<unknown>) =>
    signerSubmission(db, config.encryptionKey, replay);

  app.post(
    `${SIGNER}/notary/session`,
    {
      ...signerOnly,
      ...notaryOnce((_request, started) => replayedSession(started)),
      schema: doc(
        "Start the co-owner's eNotary session (identity questions)",
        {},
        { secure: true, errors: [401, 404, 409], contract: SIGNERS.notarySession },
      ),
    },
    async (request): Promise<AnswerOf<typeof SIGNERS.notarySession>> =>
      startSignerSession(db, vendors.notary, signerOf(request)),
  );

  app.post(
    `${SIGNER}/notary/session/answers`,
    {
      ...signerOnly,
      ...notaryOnce((_request, outcome) => replayedAnswers(outcome)),
      schema: doc(
        'Answer the identity questions of the session',
        {},
        { secure: true, errors: [400, 401, 404, 409], contract: SIGNERS.notaryAnswers },
      ),
    },
    async (request): Promise<AnswerOf<typeof SIGNERS.notaryAnswers>> => {
      const signer = signerOf(request);
      const input = bodyOf(request, SIGNERS.notaryAnswers);
      const answers = input.answers as Record<string, string>;
      return answerSignerQuestions(db, signer, { sessionId: input.sessionId, answers });
    },
  );

  app.post(
    `${SIGNER}/notary/session/accept`,
    {
      ...signerOnly,
      ...notaryOnce((request, signed) =>
        deedSignedAnswer(db, pipeline, signerOf(request), signed as { complete: boolean }),
      ),
      schema: doc(
        'Sign the deed in the eNotary session',
        {},
        { secure: true, errors: [400, 401, 404, 409], contract: SIGNERS.notaryAccept },
      ),
    },
    async (request): Promise<AnswerOf<typeof SIGNERS.notaryAccept>> => {
      const signer = signerOf(request);
      const input = bodyOf(request, SIGNERS.notaryAccept);
      return signSignerDeed(db, { pipeline, clock }, signer, input);
    },
  );
}
