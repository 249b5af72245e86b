// error/decline, error/credit, error/income: the decision and the adverse action notice the borrower is owed
// (ECOA / Regulation B, FCRA 615), as the server built it: the action, the principal reasons, the creditor, the
// credit score disclosure for credit-based declines, and the ECOA notice.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiError } from '../../api/client';
import type { AdverseActionNotice, CreditScoreDisclosure } from '../../domain/adverseAction';
import { formatDate, formatPhone } from '../../domain/format';
import {
  Alert,
  Button,
  Card,
  PageHeading,
  Spinner,
  Stack,
  SupportContact,
  telHref,
  type SupportContactProps,
} from '../../ui';

export type DeclineKind = 'decline' | 'credit' | 'income';

export const DECLINE_TITLES: Record<DeclineKind, string> = {
  decline: 'We cannot approve your application',
  credit: 'Your credit score does not meet our minimum',
  income: 'Your income does not support this line of credit',
};

// The labels' column is as wide as its longest label only while that leaves the values half the row (320 px, 200% text).
const Facts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Lines = styled.p`
  margin: 0;
`;

function NoticeSection({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} data-testid={testId}>
      <Stack gap="sm">
        <h2 id={id}>{title}</h2>
        {children}
      </Stack>
    </Card>
  );
}

function Contact({ lines, phone }: { lines: string[]; phone: string }) {
  return (
    <Lines>
      {lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      <a href={telHref(phone)}>{formatPhone(phone)}</a>
    </Lines>
  );
}

function CreditScoreSection({ disclosure }: { disclosure: CreditScoreDisclosure }) {
  const { bureau } = disclosure;
  return (
    <NoticeSection title="Your credit score" testId="notice-credit-score">
      <p>We used a credit score from {bureau.name} in making this decision.</p>
      <Facts>
        <dt>Your credit score</dt>
        <dd>{disclosure.score}</dd>
        <dt>Scores range from</dt>
        <dd>
          {disclosure.rangeLow} to {disclosure.rangeHigh}
        </dd>
        <dt>Date of the score</dt>
        <dd>{formatDate(disclosure.scoredOn)}</dd>
        <dt>Provided by</dt>
        <dd>{bureau.name}</dd>
      </Facts>
      {disclosure.keyFactors.length > 0 && (
        <>
          <h3>Key factors that adversely affected your credit score</h3>
          <ol>
            {disclosure.keyFactors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ol>
        </>
      )}
      <h3>The credit bureau</h3>
      <Contact lines={[bureau.name, bureau.address]} phone={bureau.phone} />
      {disclosure.rights.map((right) => (
        <p key={right}>{right}</p>
      ))}
    </NoticeSection>
  );
}

function Notice({ notice }: { notice: AdverseActionNotice }) {
  const { creditor } = notice;
  return (
    <Stack gap="lg" data-testid="adverse-action-notice">
      <NoticeSection title="Our decision" testId="notice-action">
        <p>{notice.action}</p>
        <p>Date of decision: {formatDate(notice.decidedOn)}</p>
      </NoticeSection>
      <NoticeSection title="Why we made this decision" testId="notice-reasons">
        <p>The principal reasons for our decision are:</p>
        <ul>
          {notice.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </NoticeSection>
      {notice.creditScore && <CreditScoreSection disclosure={notice.creditScore} />}
      <NoticeSection title="Who made this decision" testId="notice-creditor">
        <Contact lines={[creditor.name, creditor.address]} phone={creditor.phone} />
        <p>NMLS ID {creditor.nmls}</p>
      </NoticeSection>
      <NoticeSection title="Your rights under the Equal Credit Opportunity Act" testId="notice-ecoa">
        <p>{notice.ecoaNotice}</p>
      </NoticeSection>
    </Stack>
  );
}

/** The button that opens the notice as the PDF kept with the application (ADVERSE_ACTION_NOTICE). */
export const OPEN_NOTICE_PDF = 'Open your notice (PDF)';

export interface AdverseActionScreenProps {
  kind: DeclineKind;
  /** Opens the notice's PDF (absent: no document to open). */
  onOpenDocument?: () => void;
  notice: AdverseActionNotice | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ApiError | null;
  onRetry: () => void;
  support: SupportContactProps;
}

export function AdverseActionScreen({
  kind,
  notice,
  status,
  error,
  onRetry,
  support,
  onOpenDocument,
}: AdverseActionScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="This notice explains our decision and your rights. Please keep a copy for your records.">
        {DECLINE_TITLES[kind]}
      </PageHeading>
      {notice && onOpenDocument && (
        <Card data-testid="notice-document">
          <Stack gap="sm">
            <p>
              This notice is kept with your application as a document, and we have sent a copy to your email address.
            </p>
            <div>
              <Button variant="secondary" aria-haspopup="dialog" onClick={onOpenDocument}>
                {OPEN_NOTICE_PDF}
              </Button>
            </div>
          </Stack>
        </Card>
      )}
      {notice && <Notice notice={notice} />}
      {!notice && status === 'failed' && (
        <Alert variant="error" title="We could not load your notice">
          <p>{error?.message}</p>
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      )}
      {!notice && status !== 'failed' && <Spinner label="Loading your notice" />}
      <SupportContact {...support} intro="If you have questions about this decision, contact us." />
    </Stack>
  );
}
