// Generated disclosures the borrower reads and acknowledges (docs/API.md "Disclosures").
import * as yup from 'yup';
import { DISCLOSURE_TYPES, UNKNOWN_DISCLOSURE } from '../disclosureTypes';

// The types without yup live in src/domain/disclosureTypes.ts, so a screen can name them without loading yup.
export {
  applicationDisclosureTypes,
  DISCLOSURE_TYPES,
  isDisclosureType,
  UNKNOWN_DISCLOSURE,
  type DisclosureType,
} from '../disclosureTypes';

const disclosureType = yup
  .string()
  .required('Required')
  .oneOf([...DISCLOSURE_TYPES], UNKNOWN_DISCLOSURE);

/** The `{type}` path parameter of the disclosure routes. */
export const disclosureParamsSchema = yup.object({ type: disclosureType });

/**
 * Optional body of an acknowledgement: more types acknowledged in the same request (e.g. the summary set). Without
 * a default, so the type says what the body may be: `{}` (no `types`) is valid.
 */
export const acknowledgeDisclosureSchema = yup.object({
  types: yup.array().of(disclosureType).max(DISCLOSURE_TYPES.length, 'Too many types').optional(),
});
export type AcknowledgeDisclosureInput = yup.InferType<typeof acknowledgeDisclosureSchema>;
