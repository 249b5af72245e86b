// Signing screens: the closing disclosure and the note signed electronically, with where the signer was.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps';
import { canonicalTimeZone, FALLBACK_TIME_ZONE } from '../../../src/domain/timeZones';
import { createOrder } from '../../orders/repository';
import { propertyTimeZone } from '../../applications/timeZoneService';
import { type EsignOrderDetail } from '../../orders/details';
import { applicationClock, applicationStep, loadSubject, submitHooks } from './common';
import { type ClosingServices } from '../../deps';
import { CLOSING } from '../../../src/domain/contracts';

export async function signingRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  { vendors, clock }: ClosingServices,
): Promise<void> {
  const { db } = deps;
  const submit = submitHooks(deps);

  applicationStep(app, deps, submit, {
    contract: CLOSING.sign,
    summary: 'Sign the closing disclosure and the note',
    stages: ['NOTE_SIGNING'],
    act: async (row, input, request) => {
      const subject = await loadSubject(db, row);
      const location = { latitude: input.latitude, longitude: input.longitude };
      // The zone the signer was in: the rescission deadline and every later date are read in it. A browser that
      // sends none gets the property's zone.
      const sent = canonicalTimeZone(input.timeZone);
      const timeZone = sent ?? (await propertyTimeZone(db, row)) ?? FALLBACK_TIME_ZONE;
      const envelope = await vendors.esign.sign({ subject, documents: input.documents as string[], location });
      // The signer's location and zone are part of the signing record (e-sign evidence), kept with the envelope.
      const detail: EsignOrderDetail = {
        envelopeId: envelope.envelopeId,
        // When the note was signed on the application's own clock (the wall clock outside the sandbox, ahead of it
        // through the waits the sandbox sat out): the right to cancel runs from it, on the same clock as funding.
        signedAt: new Date(applicationClock(clock, row).now()).toISOString(),
        envelopeSignedAt: envelope.signedAt,
        documents: input.documents as string[],
        signerIdentityUuid: request.identityUuid,
        location,
        timeZone,
        timeZoneSource: sent ? 'BROWSER' : 'PROPERTY',
      };
      await createOrder(db, { applicationUuid: row.uuid, vendor: 'esign', status: 'SIGNED', detail });
      return 'borrower:signing';
    },
  });
}
