// heloc-signer/identity: the co-owner chooses the kind of photo ID and uploads a picture of its front. While the
// verifier checks it the screen says so; an ID it could not read is asked for again, with the reason. Also the
// answer to an identity condition (heloc-signer/conditions/identity), where a new photo is always asked for.
import * as yup from 'yup';
import { DOCUMENT_KINDS } from '../../domain/documents';
import type { SignerSelf } from '../../domain/signers';
import { ID_DOCUMENT_TYPES, type IdDocumentType } from '../../domain/stages';
import { documentFileField } from '../../domain/validation/documents';
import { idDocumentSchema } from '../../domain/validation/identity';
import { Alert, AppForm, PageHeading, RadioGroupField, Spinner, Stack, type RadioOption } from '../../ui';
import { FileField } from '../../connected/forms/FileField';
import { ScreenLink } from '../../ui/ScreenLink';
import { Muted } from '../../ui/sections';
import type { SubmissionErrors } from '../../../store/form';

export const SIGNER_IDENTITY_TITLE = 'Verify your identity';
export const CHECKING_TITLE = 'Checking your ID…';
export const UPLOAD_LABEL = 'Upload and verify';
export const FILE_LABEL = 'Photo of the front of your ID';
export const ID_TYPE_LEGEND = 'Which ID will you use?';

const ID_TYPE_LABELS: Record<IdDocumentType, string> = {
  DRIVERS_LICENSE_FRONT: 'Driver’s license',
  ID_CARD_FRONT: 'State ID card',
  PASSPORT_FRONT: 'Passport',
  PERMANENT_RESIDENT_CARD_FRONT: 'Permanent resident card (green card)',
};

const ID_TYPE_OPTIONS: RadioOption[] = ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: ID_TYPE_LABELS[type] }));

export interface SignerIdentityValues {
  idType: IdDocumentType;
  file: File | null;
}

export const signerIdentitySchema = idDocumentSchema.concat(yup.object({ file: documentFileField(DOCUMENT_KINDS) }));

export interface IdentityScreenProps {
  self: SignerSelf;
  /** Answering an identity condition: a new photo is asked for even when the ID was verified before. */
  forCondition: boolean;
  /** Where to go once verified (outside a condition). */
  continueTo: string;
  onSubmit: (values: SignerIdentityValues) => Promise<SubmissionErrors | undefined>;
}

function UploadForm({ onSubmit, idType }: { onSubmit: IdentityScreenProps['onSubmit']; idType: string | null }) {
  return (
    <AppForm<SignerIdentityValues>
      formId="signer-identity"
      schema={signerIdentitySchema}
      // A new photo of the same ID is the usual answer to a failed check: its type stays chosen.
      initialValues={idType ? { idType: idType as IdDocumentType } : undefined}
      onSubmit={onSubmit}
      submitLabel={UPLOAD_LABEL}
      submitNeeds={['file']}
    >
      <RadioGroupField name="idType" legend={ID_TYPE_LEGEND} options={ID_TYPE_OPTIONS} required />
      <FileField
        name="file"
        label={FILE_LABEL}
        hint="Lay the ID flat in good light, all four corners showing. On a phone you can take the photo now."
        capture="environment"
      />
    </AppForm>
  );
}

export function IdentityScreen({ self, forCondition, continueTo, onSubmit }: IdentityScreenProps) {
  const { status, reason, idType } = self.identity;
  let body;
  if (status === 'PENDING') {
    body = (
      <Alert variant="info" title={CHECKING_TITLE}>
        <p>This usually takes less than a minute. You will move on as soon as it is done.</p>
        <Spinner label="Checking your ID" />
      </Alert>
    );
  } else if (status === 'VERIFIED' && !forCondition) {
    body = (
      <Stack gap="md">
        <Alert variant="success" title="Your identity is verified">
          <p>Thank you. Next, you sign the deed with an online notary.</p>
        </Alert>
        <div>
          <ScreenLink to={continueTo} variant="primary">
            Continue
          </ScreenLink>
        </div>
      </Stack>
    );
  } else if (status === 'FAILED_VERIFICATION') {
    body = (
      <>
        <Alert variant="error" title="We could not verify your ID">
          <p>{reason ?? 'The photo could not be read.'}</p>
          <p>Please upload a new photo of the front of your ID.</p>
        </Alert>
        <UploadForm onSubmit={onSubmit} idType={idType} />
      </>
    );
  } else {
    body = <UploadForm onSubmit={onSubmit} idType={forCondition ? idType : null} />;
  }
  return (
    <Stack gap="lg" data-verification={status}>
      <PageHeading subtitle="The law requires us to confirm the identity of everyone who signs the deed. Upload a photo of the front of a government-issued photo ID.">
        {SIGNER_IDENTITY_TITLE}
      </PageHeading>
      {forCondition && status !== 'PENDING' && <Muted>Our underwriter asked for a new photo of your ID.</Muted>}
      {body}
      <Muted>We use your ID only to confirm who you are, and keep it encrypted.</Muted>
    </Stack>
  );
}
