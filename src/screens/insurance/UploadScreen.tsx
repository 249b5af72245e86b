// insurance/upload: the declarations page of each policy the lender requires (homeowners insurance always, flood
// insurance where the flood certificate found a flood zone), each with its own upload. What has been received
// stays listed; a refused file is explained on its input and takes nothing away.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import type { InsuranceRequirementsAnswer } from '../../api/closing';
import { documentFileField } from '../../domain/validation/documents';
import type { InsuranceDocumentType } from '../../domain/validation/insurance';
import { Alert, AppForm, Button, Card, PageHeading, Spinner, Stack } from '../../ui';
import { ChecklistStatus } from '../../ui/ChecklistStatus';
import { FileField } from '../../connected/forms/FileField';
import type { SubmissionErrors } from '../../../store/form';
import type { ResourceState } from '../../../store/journey';
import { INSURANCE_DESCRIPTIONS, INSURANCE_LABELS, INSURANCE_SHORT, uploadSectionId } from './insuranceTypes';

export const INSURANCE_UPLOAD_TITLE = 'Upload your insurance';

export interface InsuranceUploadValues {
  file: File | null;
}

const uploadSchema = yup.object({ file: documentFileField() });

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Status = styled(ChecklistStatus)`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const InlineLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
`;

export interface InsuranceUploadScreenProps {
  requirements: ResourceState<InsuranceRequirementsAnswer>;
  /** The file names uploaded on this visit, by type (the server lists only the types received). */
  uploadedNames: Partial<Record<InsuranceDocumentType, string>>;
  requirementsHref: string;
  onReload: () => void;
  onUpload: (type: InsuranceDocumentType, values: InsuranceUploadValues) => Promise<SubmissionErrors | undefined>;
}

function PolicyUpload({
  type,
  received,
  uploadedName,
  onUpload,
}: {
  type: InsuranceDocumentType;
  received: boolean;
  uploadedName: string | undefined;
  onUpload: InsuranceUploadScreenProps['onUpload'];
}) {
  const [replacing, setReplacing] = useState(false);
  const headingId = `${uploadSectionId(type)}-heading`;
  const showForm = !received || replacing;
  return (
    <Card id={uploadSectionId(type)} aria-labelledby={headingId} data-status={received ? 'received' : 'needed'}>
      <SectionHeading id={headingId}>{INSURANCE_LABELS[type]}</SectionHeading>
      <Description>{INSURANCE_DESCRIPTIONS[type]}</Description>
      <Status done={received}>
        {received ? `Received${uploadedName ? `: ${uploadedName}` : ''}` : 'Still needed'}
      </Status>
      {showForm ? (
        <AppForm<InsuranceUploadValues>
          schema={uploadSchema}
          formId={`${uploadSectionId(type)}-form`}
          onSubmit={async (values) => {
            const errors = await onUpload(type, values);
            if (!errors) setReplacing(false);
            return errors;
          }}
          submitLabel={`Upload ${INSURANCE_SHORT[type]} page`}
          submitNeeds={['file']}
          secondaryAction={
            replacing ? (
              <Button variant="secondary" onClick={() => setReplacing(false)}>
                Keep the one you sent
              </Button>
            ) : undefined
          }
        >
          <FileField
            name="file"
            label={`Declarations page of your ${INSURANCE_SHORT[type]} policy`}
            // No `capture`: on phones it would open the camera only, and a declarations page is often a PDF.
            hint="A PDF from your insurer, or a clear photo of the page."
          />
        </AppForm>
      ) : (
        <Button variant="secondary" onClick={() => setReplacing(true)}>
          Send a newer copy
        </Button>
      )}
    </Card>
  );
}

export function InsuranceUploadScreen({
  requirements,
  uploadedNames,
  requirementsHref,
  onReload,
  onUpload,
}: InsuranceUploadScreenProps) {
  const { data, status, error } = requirements;
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Your home secures your line of credit, so it must be insured before we fund it. Upload the declarations page of each policy below: your insurer or agent can send it to you.">
        {INSURANCE_UPLOAD_TITLE}
      </PageHeading>
      <p>
        Not sure your policy is enough? <InlineLink to={requirementsHref}>See what your policy must show</InlineLink>.
      </p>
      {data ? (
        <>
          {data.complete ? (
            <Alert variant="success" title="We have all your insurance documents">
              <p>Thank you. We are taking you to the next step.</p>
            </Alert>
          ) : null}
          {data.required.map((type) => (
            <PolicyUpload
              key={type}
              type={type}
              received={data.received.includes(type)}
              uploadedName={uploadedNames[type]}
              onUpload={onUpload}
            />
          ))}
        </>
      ) : status === 'failed' ? (
        <Alert variant="error" title="We could not load your insurance requirements">
          <p>{error?.message}</p>
          <Button variant="secondary" onClick={onReload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Spinner label="Loading your insurance requirements" />
      )}
    </Stack>
  );
}
