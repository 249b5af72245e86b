// heloc-signer/documents — the co-owner's documents and, once signed, the thanks.
import { useCallback, useEffect } from 'react';
import type { SignerDocument, SignerSelf } from '../../domain/signers';
import { usePageTitle } from '../../app/usePageTitle';
import { useAppDispatch, useAppSelector, useSubmit } from '../../../store/hooks';
import {
  selectSignerDocuments,
  selectSignerPdf,
  signerDocumentOpened,
  signerDocumentsRequested,
  signerNoticeAcknowledgeSubmitted,
} from '../../../store/signer';
import { DOCUMENTS_TITLE, DocumentsScreen } from './DocumentsScreen';
import { WithSelf } from './parts';

function Documents({ self }: { self: SignerSelf }) {
  const dispatch = useAppDispatch();
  const documents = useAppSelector(selectSignerDocuments);
  const pdf = useAppSelector(selectSignerPdf);
  const reload = useCallback(() => dispatch(signerDocumentsRequested()), [dispatch]);
  // Again when the deed's status changes: a signed deed is a new document.
  useEffect(() => {
    reload();
  }, [reload, self.deed.status]);
  const onOpen = useCallback((type: SignerDocument['type']) => dispatch(signerDocumentOpened({ type })), [dispatch]);
  const onAcknowledge = useSubmit(signerNoticeAcknowledgeSubmitted);
  return (
    <DocumentsScreen
      self={self}
      documents={documents}
      pdf={pdf}
      onReload={reload}
      onOpen={onOpen}
      onAcknowledge={onAcknowledge}
    />
  );
}

export function DocumentsRoute() {
  usePageTitle(DOCUMENTS_TITLE);
  return <WithSelf>{(self) => <Documents self={self} />}</WithSelf>;
}
