// /service-application/.../{uuid}/disclosures: the generated documents, their PDFs and acknowledgements.
import type { DisclosureType } from '../domain/validation/disclosures';
import type { AnswerOf, BodyOf, DOCUMENTS } from '../domain/contracts';
import { api } from './client';

export type { Disclosure } from '../domain/contracts/wire/documents';

const BASE = '/service-application/api/v1/application/heloc';

export async function listDisclosures(uuid: string): Promise<AnswerOf<typeof DOCUMENTS.list>> {
  const res = await api().get<AnswerOf<typeof DOCUMENTS.list>>(`${BASE}/${uuid}/disclosures`);
  return res.data;
}

/** The PDF's bytes: fetched through the client because the route needs the bearer token. */
export async function fetchDisclosurePdf(uuid: string, type: DisclosureType): Promise<ArrayBuffer> {
  const res = await api().get<ArrayBuffer>(`${BASE}/${uuid}/disclosures/${type}`, {
    responseType: 'arraybuffer',
    headers: { Accept: 'application/pdf' },
  });
  return res.data;
}

/** The document's HTML version (the same text as its PDF, server/documents/html.ts). */
export async function fetchDisclosureHtml(uuid: string, type: DisclosureType): Promise<string> {
  const res = await api().get<string>(`${BASE}/${uuid}/disclosures/${type}/html`, {
    responseType: 'text',
    headers: { Accept: 'text/html' },
  });
  return res.data;
}

/**
 * Acknowledges `type` (and `types`, e.g. the summary set in one call); answers with the updated list. The body's
 * `types` defaults to none, so without them the body is empty.
 */
export async function acknowledgeDisclosures(
  uuid: string,
  type: DisclosureType,
  types?: BodyOf<typeof DOCUMENTS.acknowledge>['types'],
): Promise<AnswerOf<typeof DOCUMENTS.acknowledge>> {
  const res = await api().post<AnswerOf<typeof DOCUMENTS.acknowledge>>(
    `${BASE}/${uuid}/disclosures/${type}/acknowledge`,
    (types && types.length > 0 ? { types } : {}) satisfies BodyOf<typeof DOCUMENTS.acknowledge>,
  );
  return res.data;
}
