// /:uuid/error/:kind — declines with their adverse action notice, a wait that ran long, the flood certificate.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getKrangStatus } from '../../api/application';
import { ADVERSE_ACTION_NOTICE_TITLE } from '../../domain/adverseAction';
import { submitStep } from '../../../store/journey';
import { useParams } from 'react-router-dom';
import {
  useAppDispatch,
  useAppSelector,
  useJourneyResource,
  useJourneyScreenEntered,
  useSubmit,
} from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { nextStepRequested, selectPollingStatus } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { TIMEOUT_TITLE, TimeoutPage } from '../../ui';
import { DisclosureModal } from '../../connected/pdf/DisclosureModal';
import { AdverseActionScreen, DECLINE_TITLES, type DeclineKind } from './AdverseActionScreen';
import { FLOOD_CERT_TITLE, FloodCertScreen } from './FloodCertScreen';

type ErrorKind = DeclineKind | 'timeout' | 'flood-cert';

const TITLES: Record<ErrorKind, string> = { ...DECLINE_TITLES, timeout: TIMEOUT_TITLE, 'flood-cert': FLOOD_CERT_TITLE };

const isDecline = (kind: ErrorKind): kind is DeclineKind => kind in DECLINE_TITLES;

export const TIMEOUT_MESSAGE =
  'We are still working on your application. This can happen when one of the services we check with, such as a credit bureau or a property records provider, is slow to answer. Your application is saved.';

/**
 * The stages the spec sends to error/timeout besides a wait that ran long: each says what actually holds the
 * application (read from the krang status call), and CREDIT_ERROR offers the borrower's retry of the credit check.
 */
export const STAGE_TIMEOUTS: Record<string, { title: string; message: string; retryLabel?: string }> = {
  FACTA_REVIEW: {
    title: 'We need to confirm your identity',
    message:
      'Your credit file carries a fraud alert or an active-duty alert. The Fair Credit Reporting Act (section 605A) asks us to confirm that this application is yours before we lend. A member of our team will contact you to verify your identity; you can also call us. Your application is saved and continues once we have spoken with you.',
    retryLabel: 'Check again',
  },
  CREDIT_MINOR: {
    title: 'We cannot continue your application',
    message:
      'The credit bureau reports the person on this credit file as under 18, and we can only lend to adults. If this is a mistake, contact the credit bureau to correct your file, then contact us.',
    retryLabel: 'Check again',
  },
  CREDIT_ERROR: {
    title: 'We could not reach the credit bureau',
    message:
      'We tried several times to check your credit, but the credit bureau did not answer. Nothing is wrong with your application, and no credit check has been made yet. Try the credit check again now or later; your application is saved.',
    retryLabel: 'Try the credit check again',
  },
};

export default function ErrorRoute() {
  const { uuid, kind } = useParams<{ uuid: string; kind: ErrorKind }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectCompanyInfo);
  const checking = useAppSelector(selectPollingStatus) === 'polling';
  const decline = isDecline(kind);

  const { state: notice, reload: loadNotice } = useJourneyResource(uuid, 'adverseAction', decline);
  const checkAgain = useCallback(() => dispatch(nextStepRequested({ uuid, reason: 'entered' })), [dispatch, uuid]);
  const retryRequest = useMemo(() => submitStep(uuid, 'retryCredit'), [uuid]);
  const retryCredit = useSubmit<undefined>(retryRequest);
  const [retryingCredit, setRetryingCredit] = useState(false);
  const [documentOpen, setDocumentOpen] = useState(false);

  // Which stage holds the application (the krang status call): the timeout page words itself for it.
  const [stage, setStage] = useState<string | null>(null);
  useEffect(() => {
    if (kind !== 'timeout') return undefined;
    let live = true;
    getKrangStatus(uuid)
      .then((status) => {
        if (live) setStage(status.stage);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind, uuid]);
  const held = stage ? STAGE_TIMEOUTS[stage] : undefined;
  usePageTitle(held?.title ?? TITLES[kind]);

  const support = { companyName: info.companyNameShort, phone: info.phoneFormatted, email: info.email };
  if (isDecline(kind)) {
    return (
      <>
        <AdverseActionScreen
          kind={kind}
          notice={notice.data}
          status={notice.status}
          error={notice.error}
          onRetry={loadNotice}
          support={support}
          onOpenDocument={() => setDocumentOpen(true)}
        />
        {/* The same notice as the PDF kept with the application (Regulation B §1002.9). */}
        <DisclosureModal
          uuid={uuid}
          type={documentOpen ? 'ADVERSE_ACTION_NOTICE' : null}
          title={ADVERSE_ACTION_NOTICE_TITLE}
          onClose={() => setDocumentOpen(false)}
          intro={<p>Your notice as a document, to read, download or print.</p>}
        />
      </>
    );
  }
  if (kind === 'timeout') {
    if (held && stage === 'CREDIT_ERROR') {
      const retry = () => {
        setRetryingCredit(true);
        void retryCredit(undefined).finally(() => setRetryingCredit(false));
      };
      return (
        <TimeoutPage
          title={held.title}
          message={held.message}
          onRetry={retry}
          retryLabel={held.retryLabel}
          retrying={retryingCredit || checking}
          support={support}
        />
      );
    }
    return (
      <TimeoutPage
        title={held?.title}
        message={held?.message ?? TIMEOUT_MESSAGE}
        onRetry={checkAgain}
        retryLabel={held?.retryLabel}
        retrying={checking}
        support={support}
      />
    );
  }
  return <FloodCertScreen onCheckAgain={checkAgain} checking={checking} support={support} />;
}
