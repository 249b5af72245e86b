// /:uuid/identity?condition={uuid} — an ID condition (ID_VERIFICATION_FAILURE, IDENTITY_DOCUMENT_FRAUD_REVIEW)
// answered on the identity screen: a new photo of the front of the ID, sent as the condition's document.
import { useCallback, useState } from 'react';
import { useAppSelector, useSubmit } from '../../../store/hooks';
import {
  conditionDocumentSubmitted,
  selectConditionById,
  type ConditionDocumentValues,
} from '../../../store/conditions';
import { fileErrorsOnField } from '../../connected/forms/fileErrors';
import { forgetSubmissionKey, submissionKeyFor } from '../../connected/forms/submissionKey';
import { Alert, PageHeading, Stack } from '../../ui';
import { ScreenLink } from '../../ui/ScreenLink';
import { useEffect } from 'react';
import { categoryLabel } from '../../domain/conditions';
import { carriedQuery } from '../../domain/guards';
import { useAppDispatch } from '../../../store/hooks';
import {
  conditionsReloadRequested,
  conditionsScreenEntered,
  conditionsScreenLeft,
  selectConditionsStatus,
} from '../../../store/conditions';
import { Button, Spinner } from '../../ui';
import { IDENTITY_TITLE, UploadForm, type IdentityFormValues } from './IdentityScreen';

export function ConditionIdentity({
  uuid,
  conditionUuid,
  search,
}: {
  uuid: string;
  conditionUuid: string;
  search: string;
}) {
  const dispatch = useAppDispatch();
  // The conditions are watched while the screen is open (sagas/conditions.ts), as on the conditions screens.
  useEffect(() => {
    dispatch(conditionsScreenEntered({ uuid }));
    return () => {
      dispatch(conditionsScreenLeft({ uuid }));
    };
  }, [dispatch, uuid]);
  const status = useAppSelector((s) => selectConditionsStatus(s, uuid));
  const condition = useAppSelector((s) => selectConditionById(s, uuid, conditionUuid));
  // One Idempotency-Key per document sent, kept until it is in: a second press after a lost answer counts it once.
  const requestIdFor = useCallback(
    (values: ConditionDocumentValues) => submissionKeyFor(`${values.uuid}:condition:${values.conditionUuid}`, values),
    [],
  );
  const submit = useSubmit<ConditionDocumentValues>(conditionDocumentSubmitted, { requestIdFor });
  const [sent, setSent] = useState(false);
  const onSubmit = useCallback(
    async (values: IdentityFormValues) => {
      const errors = fileErrorsOnField(await submit({ uuid, conditionUuid, file: values.file }));
      if (!errors) {
        forgetSubmissionKey(`${uuid}:condition:${conditionUuid}`);
        setSent(true);
      }
      return errors;
    },
    [submit, uuid, conditionUuid],
  );
  const back = `/${uuid}/conditions${carriedQuery(search)}`;
  let body;
  if (status === 'failed')
    body = (
      <Alert variant="error" title="We could not load your conditions">
        <Button variant="secondary" onClick={() => dispatch(conditionsReloadRequested({ uuid }))}>
          Try again
        </Button>
      </Alert>
    );
  else if (status !== 'loaded') body = <Spinner label="Loading your conditions" />;
  else if (!condition)
    body = (
      <Alert variant="info" title="Nothing more is needed here">
        <p>This request is closed.</p>
      </Alert>
    );
  else if (sent)
    body = (
      <Alert variant="success" title="Thank you, your ID is with our team">
        <p>We will review the new photo and let you know if we need anything else.</p>
      </Alert>
    );
  else
    body = (
      <>
        <Alert variant="warning" title={categoryLabel(condition.categoryEnum)}>
          <p>{condition.commentsToBorrower ?? 'Please upload a new photo of the front of your ID.'}</p>
        </Alert>
        <UploadForm initialValues={{}} onSubmit={onSubmit} onValuesChange={() => undefined} retry />
      </>
    );
  return (
    <Stack gap="lg" data-condition={conditionUuid}>
      <PageHeading subtitle="Our underwriters asked for a new photo of the front of your government-issued photo ID.">
        {IDENTITY_TITLE}
      </PageHeading>
      {body}
      <ScreenLink to={back} variant="secondary">
        Back to what we need from you
      </ScreenLink>
    </Stack>
  );
}
