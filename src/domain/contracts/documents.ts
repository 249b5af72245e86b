// The application's disclosures (docs/API.md "Disclosures").
import { acknowledgeDisclosureSchema } from '../validation/disclosures';
import { CLOSING_BASE as B } from './closing';
import { contract } from './contract';

export const DOCUMENTS = {
  /** One document (the path's), or several with `types`; an empty body is valid. */
  acknowledge: contract('POST', `${B}/disclosures/:type/acknowledge`, acknowledgeDisclosureSchema),
} as const;
