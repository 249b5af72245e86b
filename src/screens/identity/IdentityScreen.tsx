// The identity screen: the borrower chooses the kind of photo ID and uploads a picture of its front (the phone's
// rear camera opens on phones). The verifier answers through the pipeline: while it checks, the screen says so;
// an ID it could not read (FAILED_VERIFICATION) is asked for again, with the reason.
import styled from 'styled-components';
import * as yup from 'yup';
import type { IdentityVerificationAnswer } from '../../api/closing';
import { DOCUMENT_KINDS } from '../../domain/documents';
import { documentFileField } from '../../domain/validation/documents';
import { ID_DOCUMENT_TYPES, type IdDocumentType } from '../../domain/stages';
import { idDocumentSchema } from '../../domain/validation/identity';
import { FileField } from '../../connected/forms/FileField';
import {
  Alert,
  AppForm,
  Button,
  Card,
  LockIcon,
  PageHeading,
  RadioGroupField,
  Spinner,
  Stack,
  type RadioOption,
} from '../../ui';
import type { SubmissionErrors } from '../../../store/form';
import type { ResourceState } from '../../../store/journey';

export const IDENTITY_TITLE = 'Verify your identity';

/** The front of each kind of ID the verifier reads. */
export const ID_TYPE_LABELS: Record<IdDocumentType, string> = {
  DRIVERS_LICENSE_FRONT: 'Driver’s license',
  ID_CARD_FRONT: 'State ID card',
  PASSPORT_FRONT: 'Passport',
  PERMANENT_RESIDENT_CARD_FRONT: 'Permanent resident card (green card)',
};

const ID_TYPE_DESCRIPTIONS: Record<IdDocumentType, string> = {
  DRIVERS_LICENSE_FRONT: 'The front, with your photo. It must not have expired.',
  ID_CARD_FRONT: 'A government-issued photo ID card, the front.',
  PASSPORT_FRONT: 'The page with your photo.',
  PERMANENT_RESIDENT_CARD_FRONT: 'The front, with your photo.',
};

const ID_TYPE_OPTIONS: RadioOption[] = ID_DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: ID_TYPE_LABELS[type],
  description: ID_TYPE_DESCRIPTIONS[type],
}));

export interface IdentityFormValues {
  idType: IdDocumentType;
  file: File | null;
}

export const identityUploadSchema = idDocumentSchema.concat(yup.object({ file: documentFileField(DOCUMENT_KINDS) }));

const Tips = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const SubHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Private = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};

  > svg {
    flex: none;
  }
`;

function PhotoTips() {
  return (
    <Card aria-labelledby="id-photo-tips">
      <SubHeading id="id-photo-tips">For a photo we can read</SubHeading>
      <Tips>
        <li>Lay the ID flat on a dark surface in good light.</li>
        <li>Show all four corners, with nothing covering the photo or the text.</li>
        <li>Avoid glare and blur: hold the camera steady, straight above the ID.</li>
        <li>Use the original ID, not a photocopy or a picture of a screen.</li>
      </Tips>
    </Card>
  );
}

export interface IdentityScreenProps {
  verification: ResourceState<IdentityVerificationAnswer>;
  onReload: () => void;
  initialValues: Partial<IdentityFormValues>;
  onSubmit: (values: IdentityFormValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: IdentityFormValues) => void;
}

export function UploadForm({
  initialValues,
  onSubmit,
  onValuesChange,
  retry,
}: Pick<IdentityScreenProps, 'initialValues' | 'onSubmit' | 'onValuesChange'> & { retry: boolean }) {
  return (
    <>
      <PhotoTips />
      <AppForm<IdentityFormValues>
        schema={identityUploadSchema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        submitLabel={retry ? 'Upload the new photo' : 'Upload and verify'}
        submitNeeds={['file']}
      >
        <RadioGroupField name="idType" legend="Which ID will you use?" options={ID_TYPE_OPTIONS} required />
        <FileField
          name="file"
          label="Photo of the front of your ID"
          hint="On a phone you can take the photo now."
          capture="environment"
        />
      </AppForm>
      <Private>
        <LockIcon size={16} />
        We use your ID only to confirm who you are, as the law requires of lenders, and keep it encrypted.
      </Private>
    </>
  );
}

function Checking() {
  return (
    <Alert variant="info" title="We are checking your ID">
      <p>This usually takes less than a minute. You will move on as soon as it is done.</p>
      <Spinner label="Checking your ID" />
    </Alert>
  );
}

export function IdentityScreen({
  verification,
  onReload,
  initialValues,
  onSubmit,
  onValuesChange,
}: IdentityScreenProps) {
  const { data, status, error } = verification;
  const form = (retry: boolean) => (
    <UploadForm
      // A new photo of the same ID is the usual answer to a failed check: its type stays chosen.
      initialValues={retry && data?.idType ? { ...initialValues, idType: data.idType } : initialValues}
      onSubmit={onSubmit}
      onValuesChange={onValuesChange}
      retry={retry}
    />
  );
  let body;
  if (data?.status === 'PENDING') {
    body = <Checking />;
  } else if (data?.status === 'VERIFIED') {
    body = (
      <Alert variant="success" title="Your identity is verified">
        <p>Thank you. We are taking you to the next step.</p>
      </Alert>
    );
  } else if (data?.status === 'FAILED_VERIFICATION') {
    body = (
      <>
        <Alert variant="error" title="We could not verify your ID">
          <p>{data.reason ?? 'The photo could not be read.'}</p>
          <p>Please upload a new photo of the front of your ID. Nothing else you have done is lost.</p>
        </Alert>
        {form(true)}
      </>
    );
  } else if (data) {
    body = form(false);
  } else if (status === 'failed') {
    body = (
      <>
        <Alert variant="error" title="We could not check whether your ID is on file">
          <p>{error?.message}</p>
          <Button variant="secondary" onClick={onReload}>
            Try again
          </Button>
        </Alert>
        {form(false)}
      </>
    );
  } else {
    body = <Spinner label="Loading your identity verification" />;
  }
  return (
    // data-verification: what the verifier said, for the e2e page object.
    <Stack gap="lg" data-verification={data?.status ?? status}>
      <PageHeading subtitle="Federal law requires us to confirm the identity of everyone who opens a line of credit. Upload a photo of the front of a government-issued photo ID.">
        {IDENTITY_TITLE}
      </PageHeading>
      {body}
    </Stack>
  );
}
