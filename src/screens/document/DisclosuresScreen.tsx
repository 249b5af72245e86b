// The disclosures list and viewer: open a document, read it to the end, then acknowledge it.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Disclosure } from '../../api/disclosures';
import { formatDate } from '../../domain/format';
import type { DisclosureType } from '../../domain/validation/disclosures';
import {
  Alert,
  Button,
  Card,
  disclosureFileName,
  LazyPdfViewer,
  PageHeading,
  Spinner,
  Stack,
  StatusMessage,
} from '../../ui';
import { useDisclosureHtml, usePdfUrl } from '../../connected';
import { useAppDispatch, useAppSelector, useSubmit } from '../../../store/hooks';
import {
  disclosureDocumentRequested,
  disclosuresAcknowledgeSubmitted,
  selectDisclosureDocument,
  selectDisclosures,
} from '../../../store/disclosures';
import { FORM_ERROR_KEY } from '../../../store/form';

export const READ_FIRST_HINT = 'Scroll to the end of the document to acknowledge it.';
export const ACKNOWLEDGE_LABEL = 'I have read and acknowledge';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.primary[500] : theme.colors.neutral[200])};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const ItemText = styled.div`
  min-width: 0;
  flex: 1 1 14rem;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
  }
`;

const Done = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Pending = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const ViewerHeading = styled.h2`
  margin: 0;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function AcknowledgedState({ disclosure }: { disclosure: Disclosure }) {
  if (!disclosure.acknowledged) return <Pending>Not yet acknowledged</Pending>;
  const date = disclosure.acknowledgedAt ? formatDate(disclosure.acknowledgedAt) : null;
  return <Done>{date ? `Acknowledged on ${date}` : 'Acknowledged'}</Done>;
}

export interface DisclosuresScreenProps {
  uuid: string;
}

export function DisclosuresScreen({ uuid }: DisclosuresScreenProps) {
  const dispatch = useAppDispatch();
  const { list, status, error, acknowledging, acknowledgeError } = useAppSelector((s) => selectDisclosures(s, uuid));
  const [openType, setOpenType] = useState<DisclosureType | null>(null);
  const [readToEnd, setReadToEnd] = useState<ReadonlySet<DisclosureType>>(() => new Set());
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const doc = useAppSelector((s) => selectDisclosureDocument(s, uuid, openType));
  const pdfUrl = usePdfUrl(uuid, openType, Boolean(doc?.ready));
  const html = useDisclosureHtml(uuid, openType, Boolean(doc?.ready));
  const viewerHeading = useRef<HTMLHeadingElement>(null);
  const submit = useSubmit(disclosuresAcknowledgeSubmitted);

  const open = list.find((d) => d.type === openType) ?? null;

  const openDocument = (type: DisclosureType) => {
    setOpenType(type);
    setNotice(null);
    dispatch(disclosureDocumentRequested({ uuid, type }));
  };

  // Focus follows the user to the document they opened.
  useEffect(() => {
    if (openType) viewerHeading.current?.focus();
  }, [openType]);

  const onReadToEnd = useCallback(() => {
    if (!openType) return;
    setReadToEnd((prev) => new Set(prev).add(openType));
  }, [openType]);

  const onAcknowledge = async () => {
    if (!open) return;
    setNotice(null);
    const errors = await submit({ uuid, type: open.type });
    if (!errors) {
      const message = `${open.title} acknowledged.`;
      setNotice(message);
      setAnnouncement(message);
    } else {
      setAnnouncement(String(errors[FORM_ERROR_KEY] ?? ''));
    }
  };

  const hasRead = open ? readToEnd.has(open.type) : false;
  const busy = acknowledging !== null;

  return (
    <Stack gap="lg">
      <PageHeading subtitle="Open each document, read it to the end, then acknowledge it.">Your documents</PageHeading>
      <StatusMessage message={announcement} />

      {status === 'failed' && error && (
        <Alert variant="error" title="We could not load your documents">
          {error.message}
        </Alert>
      )}
      {(status === 'idle' || status === 'loading') && list.length === 0 && <Spinner label="Loading your documents" />}
      {status === 'loaded' && list.length === 0 && (
        <Alert variant="info">There are no documents to read at this stage of your application.</Alert>
      )}

      {list.length > 0 && (
        <section aria-labelledby="disclosures-list-heading">
          <h2 id="disclosures-list-heading">Documents</h2>
          <List>
            {list.map((d) => (
              <Item key={d.type} $open={d.type === openType} data-testid={`disclosure-${d.type}`}>
                <ItemText>
                  <h3>{d.title}</h3>
                  <p>
                    <AcknowledgedState disclosure={d} />
                  </p>
                </ItemText>
                <Button variant="secondary" onClick={() => openDocument(d.type)} aria-label={`Open ${d.title}`}>
                  Open
                </Button>
              </Item>
            ))}
          </List>
        </section>
      )}

      {open && (
        // A div: the viewer itself is the region named after the document.
        <Card as="div" data-testid="disclosure-viewer">
          <Stack gap="md">
            <ViewerHeading id="disclosure-viewer-heading" ref={viewerHeading} tabIndex={-1}>
              {open.title}
            </ViewerHeading>
            {doc?.error && (
              <Alert variant="error" title="We could not load this document">
                {doc.error.message}{' '}
                <Button variant="link" onClick={() => openDocument(open.type)}>
                  Try again
                </Button>
              </Alert>
            )}
            {!doc?.error && !pdfUrl && <Spinner label={`Loading ${open.title}`} />}
            {pdfUrl && (
              <LazyPdfViewer
                file={pdfUrl}
                title={open.title}
                html={html}
                fileName={disclosureFileName(open.type)}
                headingLevel={2}
                onReadToEnd={onReadToEnd}
              />
            )}
            {acknowledgeError && (
              <Alert variant="error" title="We could not record your acknowledgement">
                {acknowledgeError.message}
              </Alert>
            )}
            {notice && <Alert variant="success">{notice}</Alert>}
            {open.acknowledged ? (
              <p>
                <AcknowledgedState disclosure={open} />
              </p>
            ) : (
              <Actions>
                <Button
                  onClick={onAcknowledge}
                  disabled={!hasRead || busy}
                  loading={busy}
                  aria-describedby={hasRead ? undefined : 'disclosure-read-hint'}
                >
                  {ACKNOWLEDGE_LABEL}
                </Button>
                {!hasRead && <Hint id="disclosure-read-hint">{READ_FIRST_HINT}</Hint>}
              </Actions>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
