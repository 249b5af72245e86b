// An object URL for a document's PDF bytes, revoked when the document changes or the screen leaves, and the name
// the PDF is saved under. The connected hooks that read the cached disclosures are in src/connected/pdf/usePdfUrl.ts.
import { useEffect, useState } from 'react';
import type { SignerDocument } from '../../domain/signers';
import type { DisclosureType } from '../../domain/validation/disclosures';

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

/** The name a document's PDF is saved under, as the server names it (application-summary.pdf, deed.pdf). */
export function disclosureFileName(type: DisclosureType | SignerDocument['type']): string {
  return `${type.toLowerCase().replace(/_/g, '-')}.pdf`;
}
