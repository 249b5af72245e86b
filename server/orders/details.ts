// What some vendor orders record in their detail (server/orders/repository.ts keeps it as JSON).

/** What the signing route records on the `esign` order (server/application/closing/signingRoutes.ts). */
export interface EsignOrderDetail {
  envelopeId: string;
  /** ISO instant the note was signed, on the application's clock (the rescission runs from it). */
  signedAt: string;
  /** The e-sign vendor's own time stamp on the envelope (evidence; the wall clock). */
  envelopeSignedAt?: string;
  documents: string[];
  signerIdentityUuid: string;
  location: { latitude: number; longitude: number };
  /** IANA zone of the signer: the browser's, or the property's when the browser sent none. Absent on old orders. */
  timeZone?: string;
  timeZoneSource?: 'BROWSER' | 'PROPERTY';
}

/**
 * The `rescission` order GEN_RESCISSION writes (the complete screen, the notice and the cancel route read it):
 * when the note was signed, the signer's zone, and the last day to cancel in that zone; its `readyAt` is
 * midnight at the end of that day, so funding never comes before it.
 */
export interface RescissionOrderDetail {
  /** ISO instant the note was signed (the e-sign order's). */
  signedAt: string;
  /** IANA zone the deadline is counted in. */
  timeZone: string;
  /** YYYY-MM-DD: rescissionDeadline(signedAt, timeZone). */
  deadline: string;
}
