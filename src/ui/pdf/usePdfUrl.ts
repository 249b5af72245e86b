// An object URL for a disclosure's cached PDF (the saga keeps the bytes outside the store), revoked when the
// document changes or the screen leaves.
import { useEffect, useState } from 'react';
import type { DisclosureType } from '../../domain/validation/disclosures';
import { getDisclosureHtml, getDisclosurePdf } from '../../../store/disclosures';

export function usePdfUrl(uuid: string, type: DisclosureType | null, ready: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const blob = type && ready ? getDisclosurePdf(uuid, type) : undefined;
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [uuid, type, ready]);
  return url;
}

/** The HTML version of a disclosure, fetched with its PDF (null when there is none). */
export function useDisclosureHtml(uuid: string, type: DisclosureType | null, ready: boolean): string | null {
  return type && ready ? (getDisclosureHtml(uuid, type) ?? null) : null;
}

/** The name a disclosure's PDF is saved under, as the server names it (application-summary.pdf). */
export function disclosureFileName(type: DisclosureType): string {
  return `${type.toLowerCase().replace(/_/g, '-')}.pdf`;
}
