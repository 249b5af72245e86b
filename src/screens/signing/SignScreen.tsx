// signing/sign: the closing disclosure and the note, each read to its end in the PDF viewer, the agreement to sign
// electronically, then one signature for both. The location is asked when the borrower signs (in the saga); if it
// cannot be had, 'Why We Need Your Location' says why it is needed and offers to try again.
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { DisclosureType } from '../../domain/validation/disclosures';
import type { LocationState } from '../../../store/notary';
import { FORM_ERROR_KEY, type SubmissionErrors } from '../../../store/form';
import { Alert, Button, Card, PageHeading, Stack, StatusMessage, VisuallyHidden } from '../../ui';
import { LocationAlert } from '../../ui/LocationAlert';
import { DisclosureModal } from '../../connected/pdf/DisclosureModal';
import { DocDone, DocItem, DocList, DocPending, DocText } from '../../ui/DocumentList';
import { Actions, Agreement, Muted, SectionHeading } from '../../ui/sections';

export const SIGN_TITLE = 'Read and sign your documents';
export const AGREE_LABEL = 'I have read the Closing Disclosure and the Note, and I agree to sign them electronically';
export const SIGN_LABEL = 'Sign documents';

export interface SigningDocument {
  type: Extract<DisclosureType, 'CLOSING_DISCLOSURE' | 'NOTE'>;
  title: string;
  about: string;
}

export const SIGNING_DOCUMENTS: readonly SigningDocument[] = [
  {
    type: 'CLOSING_DISCLOSURE',
    title: 'Closing Disclosure',
    about: 'The final terms of your line of credit, and what it costs to open.',
  },
  {
    type: 'NOTE',
    title: 'Home Equity Line of Credit Agreement and Note',
    about: 'Your agreement to repay what you draw, and how your rate and payments are set.',
  },
];

export interface SignScreenProps {
  uuid: string;
  /** status.disclosurelistClosingReady */
  ready: boolean;
  /** status.disclosurelistClosingComplete: signed already (another tab, a reload after signing). */
  signed?: boolean;
  location: LocationState;
  onSign: () => Promise<SubmissionErrors | undefined>;
  onBack: () => void;
  onHelp: () => void;
}

function listWithAnd(titles: string[]): string {
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

export function SignScreen({ uuid, ready, signed = false, location, onSign, onBack, onHelp }: SignScreenProps) {
  const [read, setRead] = useState<ReadonlySet<DisclosureType>>(() => new Set());
  const [openType, setOpenType] = useState<DisclosureType | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [signing, setSigning] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = SIGNING_DOCUMENTS.find((d) => d.type === openType) ?? null;
  const openTitle = open?.title ?? '';
  const remaining = SIGNING_DOCUMENTS.filter((d) => !read.has(d.type));
  const allRead = remaining.length === 0;

  const onReadToEnd = useCallback(() => {
    if (!openType) return;
    setRead((prev) => new Set(prev).add(openType));
    setAnnouncement(`You have read ${openTitle} to the end.`);
  }, [openType, openTitle]);

  const sign = async () => {
    if (signing) return;
    setSigning(true);
    setFormError(null);
    const errors = await onSign();
    // A signature that went through leaves this page (the router moves on).
    if (!mounted.current) return;
    setSigning(false);
    const message = errors?.[FORM_ERROR_KEY];
    if (typeof message === 'string') setFormError(message);
  };

  const locating = location.status === 'locating';
  const hint = !allRead
    ? `Still to read to the end: ${listWithAnd(remaining.map((d) => d.title))}.`
    : !agreed
      ? 'Agree to sign electronically to continue.'
      : 'When you sign, your browser asks to share your location.';

  if (!ready || signed) {
    return (
      <Stack gap="lg">
        <PageHeading>{SIGN_TITLE}</PageHeading>
        <Alert
          variant={signed ? 'success' : 'info'}
          title={signed ? 'You have signed your documents' : 'Your documents are not ready yet'}
        >
          {signed ? 'There is nothing more to sign here.' : 'We are still preparing your closing documents.'}{' '}
          <Button variant="link" onClick={onBack}>
            Back to signing
          </Button>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading subtitle="Read both documents to the end, then sign them electronically.">{SIGN_TITLE}</PageHeading>
      <StatusMessage message={announcement} />

      <Card aria-labelledby="sign-documents-heading">
        <Stack gap="md">
          <SectionHeading id="sign-documents-heading">Step 1 of 2: Read your documents</SectionHeading>
          <Muted>Open each document and scroll to its end.</Muted>
          <DocList>
            {SIGNING_DOCUMENTS.map((d) => {
              const isRead = read.has(d.type);
              return (
                <DocItem key={d.type} data-testid={`signing-document-${d.type}`}>
                  <DocText>
                    <h3>{d.title}</h3>
                    <p>{d.about}</p>
                    <p>{isRead ? <DocDone>Read to the end</DocDone> : <DocPending>Not read yet</DocPending>}</p>
                  </DocText>
                  <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpenType(d.type)}>
                    {isRead ? 'Read again' : 'Read'}
                    <VisuallyHidden> {d.title}</VisuallyHidden>
                  </Button>
                </DocItem>
              );
            })}
          </DocList>
        </Stack>
      </Card>

      <Card aria-labelledby="sign-agree-heading">
        <Stack gap="md">
          <SectionHeading id="sign-agree-heading">Step 2 of 2: Sign</SectionHeading>
          <Agreement>
            <input
              type="checkbox"
              name="agree"
              checked={agreed}
              onChange={(e: ChangeEvent<HTMLInputElement>) => setAgreed(e.target.checked)}
            />
            <span>{AGREE_LABEL}</span>
          </Agreement>
          {location.status === 'failed' && location.failure && (
            <LocationAlert reason={location.failure} onRetry={() => void sign()} retrying={signing} />
          )}
          {formError && (
            <Alert variant="error" title="We could not sign your documents">
              {formError}
            </Alert>
          )}
          <Actions>
            <Button
              onClick={() => void sign()}
              disabled={!allRead || !agreed}
              loading={signing}
              aria-describedby="sign-hint"
            >
              {SIGN_LABEL}
            </Button>
            <Button variant="link" onClick={onHelp}>
              Having trouble signing?
            </Button>
          </Actions>
          <Muted id="sign-hint">{locating ? 'Finding your location…' : hint}</Muted>
        </Stack>
      </Card>

      <DisclosureModal
        uuid={uuid}
        type={open?.type ?? null}
        title={openTitle}
        onClose={() => setOpenType(null)}
        onReadToEnd={onReadToEnd}
        intro={
          <Muted>
            {open && read.has(open.type)
              ? 'You have read this document to the end.'
              : 'Scroll to the end of the document to mark it as read.'}
          </Muted>
        }
        footer={
          <Button variant={open && read.has(open.type) ? 'primary' : 'secondary'} onClick={() => setOpenType(null)}>
            {open && read.has(open.type) ? 'Done' : 'Read later'}
          </Button>
        }
      />
    </Stack>
  );
}
