// A generated document (a disclosure, the closing disclosure, the note) in the PDF viewer, in a modal. The PDF is fetched through the
// disclosures saga (the route needs the bearer token, so a plain link cannot open it).
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DisclosureType } from '../../domain/validation/disclosures';
import { Alert, Button, disclosureFileName, LazyPdfViewer, Modal, Spinner, Stack } from '../../ui';
import { useDisclosureHtml, usePdfUrl } from './usePdfUrl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { disclosureDocumentRequested, selectDisclosureDocument } from '../../../store/disclosures';

export interface DisclosureModalProps {
  uuid: string;
  /** The document shown; null when the modal is closed. */
  type: DisclosureType | null;
  title: string;
  onClose: () => void;
  onReadToEnd?: () => void;
  /**
   * Shown above the document (what it is, how far the borrower has read). It takes the focus on open, so the
   * arrow keys, Space and Page Down scroll the document from the start.
   */
  intro: ReactNode;
  footer?: ReactNode;
}

const Retry = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

export function DisclosureModal({ uuid, type, title, onClose, onReadToEnd, intro, footer }: DisclosureModalProps) {
  const dispatch = useAppDispatch();
  const doc = useAppSelector((s) => selectDisclosureDocument(s, uuid, type));
  const pdfUrl = usePdfUrl(uuid, type, Boolean(doc?.ready));
  const html = useDisclosureHtml(uuid, type, Boolean(doc?.ready));
  const introRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (type) dispatch(disclosureDocumentRequested({ uuid, type }));
  }, [dispatch, uuid, type]);

  return (
    <Modal
      open={type !== null}
      onClose={onClose}
      title={title}
      variant="disclosure"
      initialFocusRef={introRef}
      footer={
        footer ?? (
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
        )
      }
    >
      <Stack gap="md">
        <div ref={introRef} tabIndex={-1}>
          {intro}
        </div>
        {doc?.error && (
          <Alert variant="error" title="We could not load this document">
            {doc.error.message}
            <Retry>
              <Button variant="link" onClick={() => type && dispatch(disclosureDocumentRequested({ uuid, type }))}>
                Try again
              </Button>
            </Retry>
          </Alert>
        )}
        {!doc?.error && !pdfUrl && <Spinner label={`Loading ${title}`} />}
        {pdfUrl && type && (
          <LazyPdfViewer
            file={pdfUrl}
            title={title}
            html={html}
            fileName={disclosureFileName(type)}
            headingLevel={2}
            onReadToEnd={onReadToEnd}
          />
        )}
      </Stack>
    </Modal>
  );
}
