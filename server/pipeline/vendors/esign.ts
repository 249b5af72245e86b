// Electronic signing of the closing disclosure and the note.
import type { VendorSubject } from './subject';

export interface SignedEnvelope {
  envelopeId: string;
  signedAt: string;
}

export interface EsignVendor {
  sign(input: {
    subject: VendorSubject;
    documents: string[];
    location: { latitude: number; longitude: number };
  }): Promise<SignedEnvelope>;
}
