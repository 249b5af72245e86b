// /:uuid/insurance/upload — the declarations pages the lender requires, each uploaded on its own; the pipeline
// moves on (TRUST_AND_INSURANCE → GEN_RESCISSION) once every required page is in.
import { useCallback, useMemo, useState } from 'react';
import { useParams, useRouteMatch } from 'react-router-dom';
import type { FileBody } from '../../api/closing';
import type { InsuranceDocumentType } from '../../domain/validation/insurance';
import { useJourneyResource, useJourneyScreenEntered, useSubmit } from '../../../store/hooks';
import { submitStep } from '../../../store/journey';
import { usePageTitle } from '../../app/usePageTitle';
import { fileErrorsOnField } from '../../connected/forms/fileErrors';
import { INSURANCE_UPLOAD_TITLE, InsuranceUploadScreen, type InsuranceUploadValues } from './UploadScreen';

type InsuranceBody = FileBody & { type: InsuranceDocumentType };

export default function InsuranceUploadRoute() {
  usePageTitle(INSURANCE_UPLOAD_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { url } = useRouteMatch();
  useJourneyScreenEntered(uuid);
  const { state: requirements, reload } = useJourneyResource(uuid, 'insuranceRequirements');
  const [uploadedNames, setUploadedNames] = useState<Partial<Record<InsuranceDocumentType, string>>>({});

  const request = useMemo(() => submitStep(uuid, 'uploadInsurance'), [uuid]);
  const submit = useSubmit<InsuranceBody>(request);
  const onUpload = useCallback(
    async (type: InsuranceDocumentType, values: InsuranceUploadValues) => {
      const file = values.file as File;
      const errors = fileErrorsOnField(await submit({ type, file }));
      if (!errors) setUploadedNames((names) => ({ ...names, [type]: file.name }));
      // Received, or refused: either way the list shows what the server holds now.
      reload();
      return errors;
    },
    [submit, reload],
  );

  return (
    <InsuranceUploadScreen
      requirements={requirements}
      uploadedNames={uploadedNames}
      requirementsHref={url.replace(/\/upload\/?$/, '/requirements')}
      onReload={reload}
      onUpload={onUpload}
    />
  );
}
