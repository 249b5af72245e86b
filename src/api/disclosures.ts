// /service-application/.../{uuid}/disclosures: the generated documents, their PDFs and acknowledgements.
import type { DisclosureType } from '../domain/validation/disclosures';
import type { Disclosure } from '../domain/contracts/wire/documents';
import { api } from './client';

export type { Disclosure } from '../domain/contracts/wire/documents';

const BASE = '/service-application/api/v1/application/heloc';

export async function listDisclosures(uuid: string): Promise<Disclosure[]> {
  const res = await api().get<Disclosure[]>(`${BASE}/${uuid}/disclosures`);
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

/** Acknowledges `type` (and `types`, e.g. the summary set in one call); answers with the updated list. */
export async function acknowledgeDisclosures(
  uuid: string,
  type: DisclosureType,
  types?: DisclosureType[],
): Promise<Disclosure[]> {
  const res = await api().post<Disclosure[]>(
    `${BASE}/${uuid}/disclosures/${type}/acknowledge`,
    types && types.length > 0 ? { types } : {},
  );
  return res.data;
}
