// heloc-signer/conditions/upload-document: one document for one of the co-owner's requests; afterwards they are
// back on the dashboard, which shows what is still open.
import * as yup from 'yup';
import type { Condition } from '../../domain/types';
import { documentFileField } from '../../domain/validation/documents';
import { SIGNER_CONDITIONS_PATH } from '../../domain/signerRouting';
import { AppForm, Card, PageHeading, Stack } from '../../ui';
import { FileField } from '../../connected/forms/FileField';
import { ScreenLink } from '../../ui/ScreenLink';
import { Muted, SectionHeading } from '../../ui/sections';
import type { SubmissionErrors } from '../../../store/form';
import { conditionMessage, conditionTitle, ConditionsLoading, type SignerConditionsView } from './conditionParts';

export const CONDITION_UPLOAD_TITLE = 'Upload a document';
export const CONDITION_FILE_LABEL = 'Your document';
export const CONDITION_UPLOAD_LABEL = 'Upload';

export interface ConditionUploadValues {
  file: File | null;
}

const uploadSchema = yup.object({ file: documentFileField() });

export interface ConditionUploadScreenProps {
  view: SignerConditionsView;
  /** The condition asked for (or the first asking for documents); null when there is none. */
  condition: Condition | null;
  onUpload: (values: ConditionUploadValues) => Promise<SubmissionErrors | undefined>;
}

export function ConditionUploadScreen({ view, condition, onUpload }: ConditionUploadScreenProps) {
  const back = (
    <ScreenLink to={SIGNER_CONDITIONS_PATH} variant="link">
      Back to what we need
    </ScreenLink>
  );
  let body;
  if (condition) {
    const message = conditionMessage(condition);
    body = (
      <Card aria-labelledby="signer-upload-heading">
        <Stack gap="md">
          <SectionHeading id="signer-upload-heading">{conditionTitle(condition)}</SectionHeading>
          {message && <Muted>{message}</Muted>}
          <AppForm<ConditionUploadValues>
            formId="signer-condition-upload"
            schema={uploadSchema}
            onSubmit={onUpload}
            submitLabel={CONDITION_UPLOAD_LABEL}
            submitNeeds={['file']}
            secondaryAction={back}
          >
            <FileField name="file" label={CONDITION_FILE_LABEL} />
          </AppForm>
        </Stack>
      </Card>
    );
  } else if (view.status === 'loaded') {
    body = (
      <Stack gap="md">
        <p>There is no document to send for this request: it may be done already.</p>
        <div>{back}</div>
      </Stack>
    );
  } else {
    body = <ConditionsLoading view={view} />;
  }
  return (
    <Stack gap="lg">
      <PageHeading>{CONDITION_UPLOAD_TITLE}</PageHeading>
      {body}
    </Stack>
  );
}
