// The answers of src/domain/contracts/documents.ts's routes, by name (../answers.ts).
import type { DisclosureType } from '../../disclosureTypes';

/** A generated disclosure available at the application's stage, with the caller's own acknowledgement. */
export interface Disclosure {
  type: DisclosureType;
  title: string;
  acknowledged: boolean;
  acknowledgedAt: string | null;
  /** Where its PDF is. */
  url: string;
}

export interface DocumentsAnswers {
  Disclosures: Disclosure[];
}
