// conditions/upload-document: the documents one condition asks for, one file at a time. Each file counts
// against the number requested; what has been sent stays listed (a refused file takes nothing away, and the
// service's reason shows on the file input); the last one resolves the condition and the router moves on.
import { useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import type { Condition, ConditionDocument } from '../../api/conditions';
import { documentFileField } from '../../domain/validation/documents';
import { formatBytes } from '../../domain/format';
import { Alert, AppForm, Card, CheckIcon, PageHeading, Stack } from '../../ui';
import { FileField } from '../../connected/forms/FileField';
import type { SubmissionErrors } from '../../../store/form';
import { categoryLabel, receivedText } from './labels';
import { ScreenLink } from '../../ui/ScreenLink';
import { ChecklistStatus } from '../../ui/ChecklistStatus';
import { ConditionsLoading, type ConditionsView } from './parts';

export const UPLOAD_TITLE = 'Upload a document';
export const NOT_FOUND_TITLE = 'We could not find this request';

export interface UploadValues {
  file: File | null;
}

const uploadSchema = yup.object({ file: documentFileField() });

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Comments = styled.p`
  margin: 0;
`;

const Sent = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** How many of the documents a condition asks for have yet to come. */
function stillNeeded({ xtraData: { docsReceived, numDocsRequired } }: Condition): number {
  return Math.max(0, numDocsRequired - docsReceived);
}

export interface UploadScreenProps {
  view: ConditionsView;
  /** The condition named by the query parameter (or the first one asking for documents); null when none. */
  condition: Condition | null;
  uploads: readonly ConditionDocument[];
  dashboardHref: string;
  onUpload: (values: UploadValues) => Promise<SubmissionErrors | undefined>;
}

function SentDocuments({ uploads }: { uploads: readonly ConditionDocument[] }) {
  if (uploads.length === 0) return null;
  return (
    <Card aria-labelledby="sent-heading">
      <SectionHeading id="sent-heading">Documents you have sent</SectionHeading>
      <Sent data-testid="condition-documents">
        {uploads.map((doc) => (
          <li key={doc.uuid}>
            <CheckIcon size={20} />
            <span>
              {doc.filename} ({formatBytes(doc.size)}), received
            </span>
          </li>
        ))}
      </Sent>
    </Card>
  );
}

export function UploadScreen({ view, condition, uploads, dashboardHref, onUpload }: UploadScreenProps) {
  // A new form after each accepted file, so the next one starts from an empty file input.
  const [formKey, setFormKey] = useState(0);
  const back = (
    <ScreenLink to={dashboardHref} variant="secondary">
      Back to your conditions
    </ScreenLink>
  );
  let body;
  if (!condition) {
    body =
      view.status === 'loaded' ? (
        <Alert variant="info" title={NOT_FOUND_TITLE}>
          <p>It may have been answered already. Your conditions page shows what is still open.</p>
          {back}
        </Alert>
      ) : (
        <ConditionsLoading view={view} />
      );
  } else {
    const complete = Boolean(condition.resolvedAt);
    body = (
      <>
        <Card aria-labelledby="condition-heading">
          <SectionHeading id="condition-heading">{categoryLabel(condition.categoryEnum)}</SectionHeading>
          <Stack gap="sm">
            {condition.commentsToBorrower ? <Comments>{condition.commentsToBorrower}</Comments> : null}
            <ChecklistStatus done={complete} aria-live="polite" data-testid="condition-received">
              <span>{receivedText(condition)}</span>
              {complete ? null : <span>, {stillNeeded(condition)} still needed</span>}
            </ChecklistStatus>
          </Stack>
        </Card>
        <SentDocuments uploads={uploads} />
        {complete ? (
          <Alert variant="success" title="We have everything for this request">
            <p>Thank you. We are taking you to your next step.</p>
          </Alert>
        ) : (
          <AppForm<UploadValues>
            key={formKey}
            schema={uploadSchema}
            formId="condition-upload-form"
            onSubmit={async (values) => {
              const errors = await onUpload(values);
              if (!errors) setFormKey((k) => k + 1);
              return errors;
            }}
            submitLabel="Upload document"
            submitNeeds={['file']}
            secondaryAction={back}
          >
            <FileField
              name="file"
              label={uploads.length > 0 ? 'Next document' : 'Document'}
              hint="One file at a time: a PDF, or a clear photo of each page."
              capture="environment"
            />
          </AppForm>
        )}
      </>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Send what our underwriters asked for. Each file you upload counts toward the documents requested.">
        {UPLOAD_TITLE}
      </PageHeading>
      {body}
    </Stack>
  );
}
