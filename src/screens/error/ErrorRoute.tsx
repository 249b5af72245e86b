// /:uuid/error/:kind — declines with their adverse action notice, a wait that ran long, the flood certificate.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { nextStepRequested, selectPollingStatus } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { TIMEOUT_TITLE, TimeoutPage } from '../../ui';
import { AdverseActionScreen, DECLINE_TITLES, type DeclineKind } from './AdverseActionScreen';
import { FLOOD_CERT_TITLE, FloodCertScreen } from './FloodCertScreen';

type ErrorKind = DeclineKind | 'timeout' | 'flood-cert';

const TITLES: Record<ErrorKind, string> = { ...DECLINE_TITLES, timeout: TIMEOUT_TITLE, 'flood-cert': FLOOD_CERT_TITLE };

const isDecline = (kind: ErrorKind): kind is DeclineKind => kind in DECLINE_TITLES;

export const TIMEOUT_MESSAGE =
  'We are still working on your application. This can happen when one of the services we check with, such as a credit bureau or a property records provider, is slow to answer. Your application is saved.';

export default function ErrorRoute() {
  const { uuid, kind } = useParams<{ uuid: string; kind: ErrorKind }>();
  usePageTitle(TITLES[kind]);
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectCompanyInfo);
  const checking = useAppSelector(selectPollingStatus) === 'polling';
  const decline = isDecline(kind);

  const { state: notice, reload: loadNotice } = useJourneyResource(uuid, 'adverseAction', decline);
  const checkAgain = useCallback(() => dispatch(nextStepRequested({ uuid, reason: 'entered' })), [dispatch, uuid]);

  const support = { companyName: info.companyNameShort, phone: info.phoneFormatted, email: info.email };
  if (isDecline(kind)) {
    return (
      <AdverseActionScreen
        kind={kind}
        notice={notice.data}
        status={notice.status}
        error={notice.error}
        onRetry={loadNotice}
        support={support}
      />
    );
  }
  if (kind === 'timeout') {
    return <TimeoutPage message={TIMEOUT_MESSAGE} onRetry={checkAgain} retrying={checking} support={support} />;
  }
  return <FloodCertScreen onCheckAgain={checkAgain} checking={checking} support={support} />;
}
