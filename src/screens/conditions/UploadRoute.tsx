// /:uuid/conditions/upload-document?condition={uuid} — the documents one condition asks for.
import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppSelector, useSubmit } from '../../../store/hooks';
import {
  conditionDocumentSubmitted,
  selectConditionById,
  selectConditionUploads,
  type ConditionDocumentValues,
} from '../../../store/conditions';
import { usePageTitle } from '../../app/usePageTitle';
import { forgetSubmissionKey, submissionKeyFor } from '../../connected/forms/submissionKey';
import { CONDITION_PARAM, conditionAction } from './labels';
import { conditionsPath, useConditions } from './parts';
import { UploadScreen, UPLOAD_TITLE, type UploadValues } from './UploadScreen';

export default function UploadRoute() {
  usePageTitle(UPLOAD_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { search } = useLocation();
  // No useJourneyScreenEntered here: the router's screen for an open condition is the dashboard, so a check on
  // entry would send the borrower back to it. The dashboard checks; an answer that resolves a condition asks again.
  const view = useConditions(uuid);
  const asked = new URLSearchParams(search).get(CONDITION_PARAM);
  const named = useAppSelector((s) => (asked ? selectConditionById(s, uuid, asked) : null));
  // Without a parameter: the first condition still asking for documents.
  const condition = asked ? named : (view.open.find((c) => conditionAction(c) === 'upload') ?? null);
  const uploads = useAppSelector((s) => selectConditionUploads(s, uuid, condition?.uuid ?? ''));
  // One Idempotency-Key per document sent, kept until it is in: a second press after a lost answer counts it once.
  const requestIdFor = useCallback(
    (values: ConditionDocumentValues) => submissionKeyFor(`${values.uuid}:condition:${values.conditionUuid}`, values),
    [],
  );
  const submit = useSubmit<ConditionDocumentValues>(conditionDocumentSubmitted, { requestIdFor });
  const conditionUuid = condition?.uuid;
  const onUpload = useCallback(
    async (values: UploadValues) => {
      const errors = await submit({ uuid, conditionUuid: conditionUuid ?? '', file: values.file });
      if (!errors) forgetSubmissionKey(`${uuid}:condition:${conditionUuid ?? ''}`);
      return errors;
    },
    [submit, uuid, conditionUuid],
  );
  return (
    <UploadScreen
      view={view}
      condition={condition && condition.requestDocuments ? condition : null}
      uploads={uploads}
      dashboardHref={conditionsPath(uuid, '', undefined, search)}
      onUpload={onUpload}
    />
  );
}
