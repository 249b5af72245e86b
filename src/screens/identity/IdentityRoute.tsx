// /:uuid/identity — the front of a photo ID, uploaded for verification; the verifier's answer comes back through
// the pipeline (WAITING_FOR_ID_VERIFICATION, polled by the next-step router), which moves the borrower on.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { FileBody } from '../../api/closing';
import { useJourneyForm } from '../../connected';
import { useAppSelector, useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { selectKnownStage } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import type { IdDocumentType } from '../../domain/stages';
import { fileErrorsOnField } from '../../connected/forms/fileErrors';
import { CONDITION_PARAM } from '../../domain/conditions';
import { ConditionIdentity } from './ConditionIdentity';
import { IDENTITY_TITLE, IdentityScreen, type IdentityFormValues } from './IdentityScreen';

type IdentityBody = FileBody & { idType: IdDocumentType };

// A File cannot be kept in a session-storage draft.
const NOT_DRAFTED = ['file'] as const;

const toBody = (values: IdentityFormValues): IdentityBody => ({ idType: values.idType, file: values.file as File });

export default function IdentityRoute() {
  usePageTitle(IDENTITY_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { search } = useLocation();
  const conditionUuid = new URLSearchParams(search).get(CONDITION_PARAM);
  // An ID condition is answered here too (the conditions dashboard links to it); the router's screen for an open
  // condition is the dashboard, so no check on entry then.
  if (conditionUuid) return <ConditionIdentity uuid={uuid} conditionUuid={conditionUuid} search={search} />;
  return <VerificationIdentity uuid={uuid} />;
}

function VerificationIdentity({ uuid }: { uuid: string }) {
  useJourneyScreenEntered(uuid);
  const { state: verification, reload } = useJourneyResource(uuid, 'identityVerification');

  // The verifier answers after the upload: each stage the router hears of (waiting, then back to
  // IDENTITY_VERIFICATION when the ID could not be read) may change what the screen says.
  const stage = useAppSelector((s) => selectKnownStage(s, uuid));
  const lastStage = useRef(stage);
  useEffect(() => {
    if (stage && lastStage.current && stage !== lastStage.current) reload();
    lastStage.current = stage;
  }, [stage, reload]);

  const form = useJourneyForm<IdentityFormValues, IdentityBody>({
    uuid,
    step: 'uploadIdDocument',
    draft: 'identity',
    notDrafted: NOT_DRAFTED,
    toBody,
    onFailure: reload,
  });
  const { onSubmit: submit } = form;
  const onSubmit = useCallback(
    async (values: IdentityFormValues) => {
      const errors = fileErrorsOnField(await submit(values));
      // PENDING now: the screen says the ID is being checked while the router waits for the verifier.
      if (!errors) reload();
      return errors;
    },
    [submit, reload],
  );

  return (
    <IdentityScreen
      verification={verification}
      onReload={reload}
      initialValues={form.initialValues}
      onSubmit={onSubmit}
      onValuesChange={form.onValuesChange}
    />
  );
}
