// An object URL for a document's cached PDF (the sagas keep the bytes outside the store), revoked when the
// document changes or the screen leaves.
import { useEffect, useState } from 'react';
import type { SignerDocument } from '../../domain/signers';
import type { DisclosureType } from '../../domain/validation/disclosures';
import { getDisclosureHtml, getDisclosurePdf } from '../../../store/disclosures';

/** An object URL for `blob` while it is given; revoked when it changes or the component leaves. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

export function usePdfUrl(uuid: string, type: DisclosureType | null, ready: boolean): string | null {
  return useObjectUrl(type && ready ? getDisclosurePdf(uuid, type) : undefined);
}

/** The HTML version of a disclosure, fetched with its PDF (null when there is none). */
export function useDisclosureHtml(uuid: string, type: DisclosureType | null, ready: boolean): string | null {
  return type && ready ? (getDisclosureHtml(uuid, type) ?? null) : null;
}

/** The name a document's PDF is saved under, as the server names it (application-summary.pdf, deed.pdf). */
export function disclosureFileName(type: DisclosureType | SignerDocument['type']): string {
  return `${type.toLowerCase().replace(/_/g, '-')}.pdf`;
}
