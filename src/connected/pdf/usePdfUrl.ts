// An object URL for a document's cached PDF (the sagas keep the bytes outside the store), revoked when the
// document changes or the screen leaves.
import type { DisclosureType } from '../../domain/validation/disclosures';
import { getDisclosureHtml, getDisclosurePdf } from '../../../store/disclosures';
import { useObjectUrl } from '../../ui/pdf/useObjectUrl';

export function usePdfUrl(uuid: string, type: DisclosureType | null, ready: boolean): string | null {
  return useObjectUrl(type && ready ? getDisclosurePdf(uuid, type) : undefined);
}

/** The HTML version of a disclosure, fetched with its PDF (null when there is none). */
export function useDisclosureHtml(uuid: string, type: DisclosureType | null, ready: boolean): string | null {
  return type && ready ? (getDisclosureHtml(uuid, type) ?? null) : null;
}
