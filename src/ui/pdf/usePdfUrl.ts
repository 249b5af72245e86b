// An object URL for a disclosure's cached PDF (the saga keeps the bytes outside the store), revoked when the
// document changes or the screen leaves.
import { useEffect, useState } from 'react';
import type { DisclosureType } from '../../domain/validation/disclosures';
import { getDisclosurePdf } from '../../../store/disclosures';

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
