// E-SIGN §101(c)(1)(D): the hardware/software requirements changed since this person consented, so on this visit
// they are told what changed and asked to open the test document and consent again (the borrower in the
// application shell, a co-owner in their area). "Not now" closes it for this visit; it comes back on the next.
import { useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { ESIGN_REQUIREMENTS, type EsignContact } from '../../domain/esign';
import { esignConsentSchema, type EsignConsentInput } from '../../domain/validation/esign';
import { Button } from '../Button';
import { Stack } from '../layout';
import { Modal } from '../Modal';
import { AppForm } from './AppForm';
import { EsignConsentFields } from './EsignConsentFields';

export const ESIGN_RECONSENT_TITLE = 'Our requirements for electronic records have changed';

export interface EsignReconsentDialogProps {
  required: boolean;
  contact: EsignContact;
  onSubmit: (values: Partial<EsignConsentInput>) => Promise<SubmissionErrors | undefined>;
}

export function EsignReconsentDialog({ required, contact, onSubmit }: EsignReconsentDialogProps) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <Modal open={required && !dismissed} onClose={() => setDismissed(true)} title={ESIGN_RECONSENT_TITLE}>
      <Stack gap="md">
        <p>
          Version {ESIGN_REQUIREMENTS.version} of our hardware and software requirements took effect on{' '}
          {ESIGN_REQUIREMENTS.effective}. {ESIGN_REQUIREMENTS.change} To keep receiving your records electronically,
          open the test document and consent again; you may instead withdraw your consent, without fee, and receive them
          on paper.
        </p>
        <AppForm<Partial<EsignConsentInput>>
          schema={esignConsentSchema}
          onSubmit={onSubmit}
          submitLabel="Consent again"
          secondaryAction={
            <Button variant="secondary" onClick={() => setDismissed(true)}>
              Not now
            </Button>
          }
        >
          <EsignConsentFields
            contact={contact}
            consentLabel={
              `I consent to receive records from ${contact.companyName} electronically and to sign electronically ` +
              `under the federal E-SIGN Act, under version ${ESIGN_REQUIREMENTS.version} of the requirements.`
            }
          />
        </AppForm>
      </Stack>
    </Modal>
  );
}
