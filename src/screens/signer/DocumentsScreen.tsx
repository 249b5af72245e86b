// heloc-signer/documents: the co-owner's documents (the deed, the right to cancel), each readable in the PDF viewer
// (with its HTML version, "Read as text") once it is available; and, once the deed is signed, the thanks and what
// happens next.
import { useState } from 'react';
import styled from 'styled-components';
import type { ApiError } from '../../api/client';
import type { SignerDocument, SignerSelf } from '../../domain/signers';
import { signerPath } from '../../domain/signerRouting';
import {
  Alert,
  Button,
  Card,
  disclosureFileName,
  LazyPdfViewer,
  Modal,
  PageHeading,
  Spinner,
  Stack,
  useObjectUrl,
} from '../../ui';
import { ScreenLink } from '../../ui/ScreenLink';
import { Muted, SectionHeading } from '../../ui/sections';
import { type SignerResource, getSignerHtml, getSignerPdf } from '../../../store/signer';
import type { SubmissionErrors } from '../../../store/form';

export const DOCUMENTS_TITLE = 'Your documents';

const DocumentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export function signedThanks(borrowerFirstName: string): string {
  return `You have signed. ${borrowerFirstName} will be told; nothing else is needed from you unless we contact you.`;
}

export interface DocumentsScreenProps {
  self: SignerSelf;
  documents: SignerResource<SignerDocument[]>;
  pdf: SignerResource<SignerDocument['type']>;
  onReload: () => void;
  onOpen: (type: SignerDocument['type']) => void;
  /** Acknowledge receipt of the notice of right to cancel (two copies). */
  onAcknowledge: (values: Record<string, never>) => Promise<SubmissionErrors | undefined>;
}

export const ACKNOWLEDGE_RECEIPT = 'I acknowledge receipt of two copies of this notice';

/** The co-owner's own receipt of their notice of right to cancel: a button until given, then its date. */
function Receipt({
  document,
  onAcknowledge,
}: {
  document: SignerDocument;
  onAcknowledge: DocumentsScreenProps['onAcknowledge'];
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (document.acknowledgedAt) {
    return <Muted>Receipt acknowledged on {new Date(document.acknowledgedAt).toLocaleString()}.</Muted>;
  }
  const acknowledge = async () => {
    setBusy(true);
    setError(null);
    const errors = await onAcknowledge({});
    setBusy(false);
    if (errors) setError(String(Object.values(errors)[0] ?? 'Something went wrong'));
  };
  return (
    <div>
      <Button variant="secondary" onClick={() => void acknowledge()} disabled={busy}>
        {ACKNOWLEDGE_RECEIPT}
      </Button>
      {error && <Alert variant="error">{error}</Alert>}
    </div>
  );
}

function Viewer({
  document,
  pdf,
  onClose,
  onRetry,
}: {
  document: SignerDocument | null;
  pdf: DocumentsScreenProps['pdf'];
  onClose: () => void;
  onRetry: () => void;
}) {
  const type = document?.type ?? null;
  const ready = type !== null && pdf.status === 'loaded' && pdf.data === type;
  const url = useObjectUrl(ready ? getSignerPdf(type) : undefined);
  const html = ready ? (getSignerHtml(type) ?? null) : null;
  const title = document?.title ?? '';
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title={title}
      variant="disclosure"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {pdf.status === 'failed' && pdf.error ? (
        <Alert variant="error" title="We could not load this document">
          <p>{pdf.error.message}</p>
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : url && type ? (
        // The modal's title is the h2: the document's own headings go below it.
        <LazyPdfViewer file={url} title={title} html={html} fileName={disclosureFileName(type)} headingLevel={2} />
      ) : (
        <Spinner label={`Loading ${title}`} />
      )}
    </Modal>
  );
}

function LoadFailed({ error, onReload }: { error: ApiError | null; onReload: () => void }) {
  return (
    <Alert variant="error" title="We could not load your documents">
      <p>{error?.message}</p>
      <Button variant="secondary" onClick={onReload}>
        Try again
      </Button>
    </Alert>
  );
}

export function DocumentsScreen({ self, documents, pdf, onReload, onOpen, onAcknowledge }: DocumentsScreenProps) {
  const [open, setOpen] = useState<SignerDocument | null>(null);
  const signed = self.deed.status === 'SIGNED';
  const show = (document: SignerDocument) => {
    setOpen(document);
    onOpen(document.type);
  };
  let list;
  if (documents.data) {
    list =
      documents.data.length === 0 ? (
        <Muted>There are no documents for you yet.</Muted>
      ) : (
        <DocumentList>
          {documents.data.map((d) => (
            <li key={d.type}>
              <Stack gap="xs">
                <strong>{d.title}</strong>
                {d.available ? (
                  <div>
                    <Button variant="secondary" onClick={() => show(d)} aria-label={`Read ${d.title}`}>
                      Read
                    </Button>
                  </div>
                ) : (
                  <Muted>Not available yet</Muted>
                )}
                {d.available && d.type === 'RIGHT_TO_CANCEL' && <Receipt document={d} onAcknowledge={onAcknowledge} />}
              </Stack>
            </li>
          ))}
        </DocumentList>
      );
  } else if (documents.status === 'failed') {
    list = <LoadFailed error={documents.error} onReload={onReload} />;
  } else {
    list = <Spinner label="Loading your documents" />;
  }
  return (
    <Stack gap="lg">
      <PageHeading>{DOCUMENTS_TITLE}</PageHeading>
      {signed && (
        <Alert variant="success" title="Thank you">
          <p>{signedThanks(self.borrower.firstName)}</p>
        </Alert>
      )}
      <Card aria-labelledby="signer-documents-heading">
        <Stack gap="md">
          <SectionHeading id="signer-documents-heading">Documents</SectionHeading>
          {list}
        </Stack>
      </Card>
      {!signed && self.deed.status === 'READY' && self.identity.status === 'VERIFIED' && (
        <div>
          <ScreenLink to={signerPath('sign')} variant="primary">
            Go to signing
          </ScreenLink>
        </div>
      )}
      <Viewer document={open} pdf={pdf} onClose={() => setOpen(null)} onRetry={() => open && onOpen(open.type)} />
    </Stack>
  );
}
