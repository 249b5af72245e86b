// /:uuid/start/app-summary — read and acknowledge the application documents, then submit the application.
import { useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useJourneyScreenEntered, useSubmit } from '../../../store/hooks';
import { disclosuresAcknowledgeSubmitted, disclosuresEntered, selectDisclosures } from '../../../store/disclosures';
import { submitStep } from '../../../store/journey';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { ACKNOWLEDGE_REQUEST, AppSummaryScreen } from './AppSummaryScreen';
import { ApplicationLoading } from '../../ui/ApplicationLoading';
import { useStartData } from './useStartData';

export default function AppSummaryRoute() {
  usePageTitle('Review and submit your application');
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const { application, profile, loadError } = useStartData(uuid);
  const { phoneFormatted } = useAppSelector(selectCompanyInfo);
  const disclosures = useAppSelector((s) => selectDisclosures(s, uuid));
  const ready = Boolean(application?.status.disclosurelistSummaryReady);

  // The documents are generated after HMDA: load the list on entry, and again once the server says they are ready.
  useEffect(() => {
    dispatch(disclosuresEntered({ uuid }));
  }, [dispatch, uuid, ready]);

  const acknowledge = useSubmit(disclosuresAcknowledgeSubmitted);
  const onAcknowledge = useCallback(() => acknowledge({ uuid, ...ACKNOWLEDGE_REQUEST }), [acknowledge, uuid]);
  const request = useMemo(() => submitStep(uuid, 'submitApplication'), [uuid]);
  const submit = useSubmit<Record<string, never>>(request);
  // The certification is the borrower's act; the server takes no body.
  const onSubmitApplication = useCallback(() => submit({}), [submit]);
  const onReloadDocuments = useCallback(() => dispatch(disclosuresEntered({ uuid })), [dispatch, uuid]);

  if (!application || !profile) return <ApplicationLoading error={loadError} />;
  const summary = disclosures.list.find((d) => d.type === 'APPLICATION_SUMMARY');
  return (
    <AppSummaryScreen
      uuid={uuid}
      application={application}
      supportPhone={phoneFormatted}
      documents={disclosures.list}
      documentsStatus={disclosures.status}
      documentsError={disclosures.error}
      acknowledged={Boolean(application.status.disclosurelistSummaryComplete || summary?.acknowledged)}
      acknowledging={disclosures.acknowledging !== null}
      acknowledgeError={disclosures.acknowledgeError}
      onReloadDocuments={onReloadDocuments}
      onAcknowledge={onAcknowledge}
      onSubmitApplication={onSubmitApplication}
    />
  );
}
