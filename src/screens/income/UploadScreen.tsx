// income/upload/:type: a document that verifies income (MANUAL_PAYSTUB after a partial link). What is already
// uploaded stays listed; a refused file (the server sniffs the content) says why and loses nothing.
import { useMemo } from 'react';
import * as yup from 'yup';
import { documentFileField } from '../../domain/validation/documents';
import { AppForm, Card, PageHeading, Stack, SuccessIcon } from '../../ui';
import { FileField } from '../../connected/forms/FileField';
import type { SubmissionErrors } from '../../../store/form';
import { INCOME_DOCUMENT_LABELS } from './labels';
import { ScreenLink } from '../../ui/ScreenLink';
import { incomePath } from './parts';
import styled from 'styled-components';

export interface UploadFormValues {
  file: File | null;
}

const Uploaded = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

export interface UploadScreenProps {
  uuid: string;
  type: string;
  /** How many documents of this type the application holds. */
  uploadedCount: number;
  onSubmit: (values: UploadFormValues) => Promise<SubmissionErrors | undefined>;
}

export function uploadTitle(type: string): string {
  return INCOME_DOCUMENT_LABELS[type]?.title ?? 'Upload your income document';
}

export function UploadScreen({ uuid, type, uploadedCount, onSubmit }: UploadScreenProps) {
  const labels = INCOME_DOCUMENT_LABELS[type];
  const schema = useMemo(() => yup.object({ file: documentFileField() }), []);
  const one = labels?.one ?? 'Document';
  return (
    <Stack gap="lg">
      <PageHeading subtitle={labels?.intro}>{uploadTitle(type)}</PageHeading>
      {uploadedCount > 0 && (
        <Card aria-labelledby="income-uploaded">
          <h2 id="income-uploaded">Already uploaded</h2>
          <Uploaded data-testid="income-uploaded">
            {Array.from({ length: uploadedCount }, (_, i) => (
              <li key={i}>
                <SuccessIcon size={16} />
                {one} {i + 1} received
              </li>
            ))}
          </Uploaded>
        </Card>
      )}
      <AppForm<UploadFormValues>
        schema={schema}
        onSubmit={onSubmit}
        submitLabel={`Upload ${one.toLowerCase()}`}
        submitNeeds={['file']}
        secondaryAction={
          <ScreenLink to={incomePath(uuid, 'review')} variant="link">
            Back to verify your income
          </ScreenLink>
        }
      >
        <FileField
          name="file"
          label={uploadedCount > 0 ? `Another ${one.toLowerCase()}` : one}
          hint="A clear photo or a PDF of the whole page, with your name, your employer and your year-to-date pay."
          capture="environment"
        />
      </AppForm>
    </Stack>
  );
}
