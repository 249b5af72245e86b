// The application shell around every /{uuid}/... screen: progress sidebar, offer, property, loan officer,
// the encryption notice, support contact and the feedback prompt. Sidebar 15rem, main column at most 44.75rem.
import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { formatPhone } from '../domain/format';
import { telHref } from '../ui';
import { useAppSelector } from '../../store/hooks';
import { selectCompanyInfo } from '../../store/org';
import { selectIdentity } from '../../store/session';
import { lazyWithRetry } from '../app/lazyWithRetry';
import { LoanOfficer } from './loanOfficer/LoanOfficerCard';
import { OfferSection } from './OfferSection';
import { ProgressSidebar } from './ProgressSidebar';
import { screenProgress } from '../domain/screenProgress';
import { coBorrowerProgressStep } from '../domain/progress';
import { texasClosingWait, texasSidebarNote } from '../domain/texas';
import { PropertyCard } from './PropertyCard';
import { isAdditionalSigner } from './roles';
import { selectCeoFeedbackEnabled, selectProgressValue } from './selectors';
import { selectApplicationView } from '../../store/stage';

// The feedback form (its form parts and yup schema) loads when the borrower first opens it, not with every screen.
const FeedbackModal = lazyWithRetry(() =>
  import(/* webpackChunkName: "shell-feedback" */ './feedback/FeedbackModal').then((m) => ({
    default: m.FeedbackModal,
  })),
);

// The E-SIGN re-consent dialog (its form and yup schema) loads only when the requirements changed since consent.
const EsignReconsent = lazyWithRetry(() =>
  import(/* webpackChunkName: "shell-esign-reconsent" */ './EsignReconsent').then((m) => ({
    default: m.EsignReconsent,
  })),
);

export const SIDEBAR_WIDTH = '15rem';
export const MAIN_MAX_WIDTH = '44.75rem';

/**
 * The negative margins that widen the grid to `width` (a sum of rem lengths) around PageLayout's main, but never past
 * the viewport less a gutter: with the text at 200% those rem widths outgrow the screen (WCAG 1.4.10), and the columns
 * (each `minmax(0, …)`) then share the room there is instead of running off the page.
 */
function widenedTo(width: string): string {
  return `max(calc((100% - (${width})) / 2), calc((100% - 100vw) / 2 + 1rem))`;
}

// PageLayout's main is 44.75rem wide; on large screens the shell widens itself around it to fit the sidebar.
// The screen comes first in the document (it is what the page is about); the grid puts the sidebar on the left.
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-areas: 'main' 'sidebar';

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, ${SIDEBAR_WIDTH}) minmax(0, ${MAIN_MAX_WIDTH});
    grid-template-areas: 'sidebar main';
    justify-content: center;
    margin-inline: ${widenedTo(`${SIDEBAR_WIDTH} + ${MAIN_MAX_WIDTH} + 1.5rem`)};
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, ${SIDEBAR_WIDTH}) minmax(0, ${MAIN_MAX_WIDTH}) minmax(0, ${SIDEBAR_WIDTH});
    grid-template-areas: 'sidebar main officer';
    margin-inline: ${widenedTo(`${SIDEBAR_WIDTH} * 2 + ${MAIN_MAX_WIDTH} + 3rem`)};
  }
`;

const Sidebar = styled.aside`
  grid-area: sidebar;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

// On phones the sidebar follows the screen: the column is at least a screen tall so the sidebar starts below the
// first screen and does not jump down when the screen (or the loan officer's card) arrives.
const Column = styled.div`
  grid-area: main;
  min-width: 0;
  max-width: ${MAIN_MAX_WIDTH};
  min-height: 100vh;

  ${({ theme }) => theme.media.lg} {
    min-height: 0;
  }
`;

const Officer = styled.div`
  ${({ theme }) => theme.media.xl} {
    grid-area: officer;
  }
`;

const Notice = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const FeedbackButton = styled.button`
  padding: ${({ theme }) => theme.space.xxs} 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

export default function ApplicationShell({ children }: { children: ReactNode }) {
  // With the status of the last stage poll: the notary step's label follows status.manualNotary as it is set.
  const application = useAppSelector((state) => selectApplicationView(state));
  const identity = useAppSelector(selectIdentity);
  const flowProgress = useAppSelector(selectProgressValue);
  const { pathname } = useLocation();
  // The step of the screen on view; none on a decline, adverse-action or timeout notice.
  const progress = screenProgress(pathname, flowProgress);
  const feedbackEnabled = useAppSelector(selectCeoFeedbackEnabled);
  const info = useAppSelector(selectCompanyInfo);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its draft and its focus return as before.
  const [feedbackAsked, setFeedbackAsked] = useState(false);
  const signer = isAdditionalSigner(application, identity);
  // A Texas line's notary step says what it waits for and from when the closing can be scheduled.
  const texasWait =
    application && !signer ? texasClosingWait(application.status.checklistStatus, application.status) : null;
  return (
    <Grid data-testid="application-shell">
      <Column>
        <LoanOfficer placement="top" />
        {children}
      </Column>
      <Sidebar aria-label="Your application">
        {progress.kind === 'step' && (
          <ProgressSidebar
            current={signer ? coBorrowerProgressStep(flowProgress) : progress.step}
            currentNote={signer ? null : progress.note}
            manualNotary={Boolean(application?.status.manualNotary)}
            additionalSigner={signer}
            notaryNote={texasWait ? texasSidebarNote(texasWait) : null}
          />
        )}
        <OfferSection application={application} />
        <PropertyCard application={application} />
        <section aria-labelledby="shell-help-heading">
          <h2 id="shell-help-heading">Need help?</h2>
          {progress.kind === 'step' && <p data-testid="funding-promise">Funding in as little as five days.</p>}
          <p>
            Call <a href={telHref(info.phoneFormatted)}>{formatPhone(info.phoneFormatted)}</a> or email{' '}
            <a href={`mailto:${info.email}`}>{info.email}</a>
          </p>
          <Notice data-testid="encryption-notice">Your information is protected with 256-bit encryption.</Notice>
          {feedbackEnabled && (
            <FeedbackButton
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                setFeedbackAsked(true);
                setFeedbackOpen(true);
              }}
            >
              Share your feedback with the CEO
            </FeedbackButton>
          )}
        </section>
      </Sidebar>
      <Officer>
        <LoanOfficer placement="side" />
      </Officer>
      {application && !signer && application.esignReconsentRequired && (
        <Suspense fallback={null}>
          <EsignReconsent application={application} />
        </Suspense>
      )}
      {feedbackEnabled && feedbackAsked && (
        <Suspense fallback={null}>
          <FeedbackModal
            open={feedbackOpen}
            onClose={() => setFeedbackOpen(false)}
            applicationUuid={application?.uuid ?? null}
          />
        </Suspense>
      )}
    </Grid>
  );
}
