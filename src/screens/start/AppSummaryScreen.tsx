// start/app-summary: the offer chosen, the three documents to read to the end and acknowledge together, then
// the submission itself (which runs the hard credit inquiry).
import { useCallback, useEffect, useRef, useState } from 'react';
import * as yup from 'yup';
import type { ApiError } from '../../api/client';
import type { Disclosure } from '../../api/disclosures';
import { formatCurrency, formatPercent, formatPhone } from '../../domain/format';
import type { Application } from '../../domain/types';
import type { DisclosureType } from '../../domain/validation/disclosures';
import { REQUIRED } from '../../domain/validation/register';
import {
  Alert,
  AppForm,
  Button,
  Card,
  CheckboxField,
  FactList,
  PageHeading,
  Spinner,
  Stack,
  StatusMessage,
  telHref,
  VisuallyHidden,
} from '../../ui';
import type { SubmissionErrors } from '../../../store/form';
import { DocDone, DocItem, DocList, DocPending, DocText } from '../../ui/DocumentList';
import { Actions } from '../../ui/sections';
import { DisclosureModal } from '../../connected/pdf/DisclosureModal';
import { Muted, SectionHeading } from './parts';

export interface SummaryDocument {
  type: DisclosureType;
  /** The server's title is used when the list has it; this one until then. */
  title: string;
  about: string;
}

export const SUMMARY_DOCUMENTS: readonly SummaryDocument[] = [
  {
    type: 'HELOC_EARLY_DISCLOSURE',
    title: 'Home Equity Line of Credit Early Disclosure',
    about: 'The terms of your line of credit: rates, fees, payments and what happens if you do not pay.',
  },
  {
    type: 'HELOC_BROCHURE',
    title: 'What you should know about home equity lines of credit',
    about: 'The federal consumer brochure on how home equity lines work and the risks to consider.',
  },
  {
    type: 'APPLICATION_SUMMARY',
    title: 'Application Summary',
    about: 'What you have told us in your application. Check that it is correct before you submit.',
  },
];

/** The summary set is acknowledged in one request: the summary, with the two it depends on. */
export const ACKNOWLEDGE_REQUEST = {
  type: 'APPLICATION_SUMMARY' as const,
  types: ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE'] as DisclosureType[],
};

export const ACKNOWLEDGE_ALL_LABEL = 'I have read and acknowledge these documents';
export const CERTIFY_LABEL = 'I certify the information in this application is true and complete';

// Client-only: the server needs no body to submit, the borrower's certification is the act of submitting.
const certifySchema = yup.object({
  certify: yup
    .boolean()
    .required(REQUIRED)
    .oneOf([true], 'Confirm that your application is true and complete to submit it'),
});
const CERTIFY_INITIAL = { certify: false };

export interface AppSummaryScreenProps {
  uuid: string;
  application: Application;
  supportPhone: string;
  documents: Disclosure[];
  documentsStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  documentsError: ApiError | null;
  /** The summary set is acknowledged (on the server's status or in the list just returned). */
  acknowledged: boolean;
  acknowledging: boolean;
  acknowledgeError: ApiError | null;
  onReloadDocuments: () => void;
  onAcknowledge: () => Promise<SubmissionErrors | undefined>;
  onSubmitApplication: () => Promise<SubmissionErrors | undefined>;
}

function listWithTitles(titles: string[]): string {
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

function OfferCard({ application }: { application: Application }) {
  const { term, amount, rate } = application;
  if (!(term > 0 && amount > 0 && rate > 0)) return null;
  return (
    <Card aria-labelledby="summary-offer-heading" data-testid="summary-offer">
      <Stack gap="sm">
        <SectionHeading id="summary-offer-heading">The offer you chose</SectionHeading>
        <FactList>
          <dt>Line amount</dt>
          <dd>{formatCurrency(amount)}</dd>
          <dt>Initial draw</dt>
          <dd>{formatCurrency(application.uwCalculatedDrawAmount ?? amount)}</dd>
          <dt>APR</dt>
          <dd>{formatPercent(rate, 2)}</dd>
          <dt>Term</dt>
          <dd>{term === 1 ? '1 year' : `${term} years`}</dd>
        </FactList>
        <Muted>
          Your initial draw is the full line amount less the origination fee, at a fixed rate. Later draws during the
          draw period have a variable rate: the Prime Rate of the preceding month plus a fixed margin.
        </Muted>
      </Stack>
    </Card>
  );
}

export function AppSummaryScreen({
  uuid,
  application,
  supportPhone,
  documents,
  documentsStatus,
  documentsError,
  acknowledged,
  acknowledging,
  acknowledgeError,
  onReloadDocuments,
  onAcknowledge,
  onSubmitApplication,
}: AppSummaryScreenProps) {
  const [read, setRead] = useState<ReadonlySet<DisclosureType>>(() => new Set());
  const [openType, setOpenType] = useState<DisclosureType | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const submitHeading = useRef<HTMLHeadingElement>(null);
  const justAcknowledged = useRef(false);

  const docs = SUMMARY_DOCUMENTS.map((d) => {
    const listed = documents.find((l) => l.type === d.type);
    return {
      ...d,
      title: listed?.title ?? d.title,
      available: Boolean(listed),
      acknowledged: acknowledged || Boolean(listed?.acknowledged),
      read: read.has(d.type) || acknowledged || Boolean(listed?.acknowledged),
    };
  });
  const allAvailable = docs.every((d) => d.available);
  const remaining = docs.filter((d) => !d.read);
  const open = docs.find((d) => d.type === openType) ?? null;

  const openTitle = open?.title ?? '';
  const onReadToEnd = useCallback(() => {
    if (!openType) return;
    setRead((prev) => new Set(prev).add(openType));
    setAnnouncement(`You have read ${openTitle} to the end.`);
  }, [openType, openTitle]);

  // Once acknowledged, the borrower's next task is the submission: take them (and their focus) there.
  useEffect(() => {
    if (acknowledged && justAcknowledged.current) {
      justAcknowledged.current = false;
      submitHeading.current?.focus();
    }
  }, [acknowledged]);

  const acknowledge = async () => {
    justAcknowledged.current = true;
    const errors = await onAcknowledge();
    if (errors) {
      justAcknowledged.current = false;
      return;
    }
    setAnnouncement('Your documents are acknowledged. You can now submit your application.');
  };

  return (
    <Stack gap="lg">
      <PageHeading subtitle="Check your offer, read your documents, then submit your application.">
        Review and submit your application
      </PageHeading>
      <StatusMessage message={announcement} />

      <OfferCard application={application} />

      <Card aria-labelledby="summary-documents-heading">
        <Stack gap="md">
          <SectionHeading id="summary-documents-heading">Step 1 of 2: Read your documents</SectionHeading>
          {acknowledged ? (
            <Muted>You have acknowledged these documents. You can read them again at any time.</Muted>
          ) : (
            <Muted>Open each document and scroll to the end. Then acknowledge all three to continue.</Muted>
          )}

          {documentsStatus === 'failed' && documentsError && (
            <Alert variant="error" title="We could not load your documents">
              {documentsError.message}{' '}
              <Button variant="link" onClick={onReloadDocuments}>
                Try again
              </Button>
            </Alert>
          )}
          {documentsStatus !== 'failed' && !allAvailable && documentsStatus !== 'loaded' && (
            <Spinner label="Loading your documents" />
          )}
          {documentsStatus === 'loaded' && !allAvailable && (
            <Alert variant="info" title="We are still preparing your documents">
              This usually takes a few seconds.{' '}
              <Button variant="link" onClick={onReloadDocuments}>
                Check again
              </Button>
            </Alert>
          )}

          {allAvailable && (
            <DocList>
              {docs.map((d) => (
                <DocItem key={d.type} data-testid={`summary-document-${d.type}`}>
                  <DocText>
                    <h3>{d.title}</h3>
                    <p>{d.about}</p>
                    <p>
                      {d.acknowledged && <DocDone>Acknowledged</DocDone>}
                      {!d.acknowledged && d.read && <DocDone>Read to the end</DocDone>}
                      {!d.read && <DocPending>Not read yet</DocPending>}
                    </p>
                  </DocText>
                  <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpenType(d.type)}>
                    {d.read ? 'Read again' : 'Read'}
                    <VisuallyHidden> {d.title}</VisuallyHidden>
                  </Button>
                </DocItem>
              ))}
            </DocList>
          )}

          {allAvailable && !acknowledged && (
            <Stack gap="sm">
              {acknowledgeError && (
                <Alert variant="error" title="We could not record your acknowledgement">
                  {acknowledgeError.message}
                </Alert>
              )}
              <Actions>
                <Button
                  onClick={acknowledge}
                  disabled={remaining.length > 0}
                  loading={acknowledging}
                  aria-describedby="summary-acknowledge-hint"
                >
                  {ACKNOWLEDGE_ALL_LABEL}
                </Button>
              </Actions>
              <Muted id="summary-acknowledge-hint">
                {remaining.length > 0
                  ? `Still to read to the end: ${listWithTitles(remaining.map((d) => d.title))}.`
                  : 'You have read all three documents.'}
              </Muted>
            </Stack>
          )}
        </Stack>
      </Card>

      <Card aria-labelledby="summary-submit-heading">
        <Stack gap="md">
          <SectionHeading id="summary-submit-heading" ref={submitHeading} tabIndex={-1}>
            Step 2 of 2: Submit your application
          </SectionHeading>
          {acknowledged ? (
            <>
              <p>
                When you submit, we run a hard credit inquiry, which may affect your credit score, and then verify your
                income. If anything in your Application Summary is wrong, call us at{' '}
                <a href={telHref(supportPhone)}>{formatPhone(supportPhone)}</a> before you submit.
              </p>
              <AppForm<{ certify?: boolean }>
                schema={certifySchema}
                initialValues={CERTIFY_INITIAL}
                onSubmit={onSubmitApplication}
                submitLabel="Submit application"
              >
                <CheckboxField name="certify" label={CERTIFY_LABEL} required />
              </AppForm>
            </>
          ) : (
            <Muted>Acknowledge your documents in step 1 to submit your application.</Muted>
          )}
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
            {open?.read
              ? 'You have read this document to the end.'
              : 'Scroll to the end of the document to mark it as read.'}
          </Muted>
        }
        footer={
          <Button variant={open?.read ? 'primary' : 'secondary'} onClick={() => setOpenType(null)}>
            {open?.read ? 'Done' : 'Read later'}
          </Button>
        }
      />
    </Stack>
  );
}
