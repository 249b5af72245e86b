// Sandbox flood certificate: the Flood persona's certificate takes one business day and finds a flood
// zone (flood insurance required); every other property is outside one and answers at once.
import type { FloodVendor } from '../pipeline/vendors/flood';
import { closingPersona } from './closingPersonas';

export function createSandboxFloodVendor(): FloodVendor {
  return {
    async orderCertificate(subject) {
      return closingPersona(subject) === 'Flood'
        ? { wait: { kind: 'businessDays', days: 1 }, floodZone: true }
        : { wait: null, floodZone: false };
    },
  };
}
