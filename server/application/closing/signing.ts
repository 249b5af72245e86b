// Signing screens: the closing disclosure and the note signed electronically, with where the signer was.
import type { FastifyInstance } from 'fastify';
import { signDocumentsSchema } from '../../../src/domain/validation/signing';
import type { RouteDeps } from '../../deps';
import { validateBody } from '../../http';
import { createOrder } from '../../pipeline/stages/closingOrders';
import {
  BASE,
  doc,
  type ClosingServices,
  freshApplication,
  loadSubject,
  memberApplication,
  requireStage,
  submitHooks,
} from './common';
import { CLOSING_BODIES } from './schemas';

export async function signingRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  { vendors }: ClosingServices,
): Promise<void> {
  const { db, pipeline } = deps;
  const submit = submitHooks(deps);

  app.post(
    `${BASE}/signing/sign`,
    {
      ...submit,
      schema: doc('Sign the closing disclosure and the note', [400, 401, 404, 409], { body: CLOSING_BODIES.sign }),
    },
    async (request) => {
      const row = memberApplication(request);
      requireStage(row, ['NOTE_SIGNING']);
      const input = await validateBody(signDocumentsSchema, request.body);
      const subject = await loadSubject(db, row);
      const location = { latitude: input.latitude, longitude: input.longitude };
      const envelope = await vendors.esign.sign({ subject, documents: input.documents as string[], location });
      // The signer's location is part of the signing record (e-sign evidence), kept with the envelope.
      await createOrder(db, {
        applicationUuid: row.uuid,
        vendor: 'esign',
        status: 'SIGNED',
        detail: {
          envelopeId: envelope.envelopeId,
          signedAt: envelope.signedAt,
          documents: input.documents,
          signerIdentityUuid: request.identityUuid,
          location,
        },
      });
      await pipeline.advance(row.uuid, 'borrower:signing');
      return freshApplication(db, row.uuid);
    },
  );
}
