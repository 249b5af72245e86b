// E-SIGN §101(c)(1)(D): the hardware/software requirements changed since the borrower consented (the application
// says `esignReconsentRequired`), so on this visit they are told what changed and asked to open the test document
// and consent again. "Not now" closes it for this visit; it comes back on the next.
import { useState } from 'react';
import { ESIGN_REQUIREMENTS } from '../domain/esign';
import type { Application } from '../domain/types';
import { esignConsentSchema, type EsignConsentInput } from '../domain/validation/esign';
import { AppForm, Button, Modal, Stack } from '../ui';
import { EsignConsentFields } from '../ui/forms/EsignConsentFields';
import { useAppSelector, useSubmit } from '../../store/hooks';
import { submitStep } from '../../store/journey';
import { selectCompanyInfo } from '../../store/org';

export const ESIGN_RECONSENT_TITLE = 'Our requirements for electronic records have changed';

export function EsignReconsent({ application }: { application: Application }) {
  const [dismissed, setDismissed] = useState(false);
  const info = useAppSelector(selectCompanyInfo);
  const submit = useSubmit<Partial<EsignConsentInput>>(submitStep(application.uuid, 'submitEsignConsent'));
  const open = Boolean(application.esignReconsentRequired) && !dismissed;
  return (
    <Modal open={open} onClose={() => setDismissed(true)} title={ESIGN_RECONSENT_TITLE}>
      <Stack gap="md">
        <p>
          Version {ESIGN_REQUIREMENTS.version} of our hardware and software requirements took effect on{' '}
          {ESIGN_REQUIREMENTS.effective}. {ESIGN_REQUIREMENTS.change} To keep receiving your records electronically,
          open the test document and consent again; you may instead withdraw your consent, without fee, and receive them
          on paper.
        </p>
        <AppForm<Partial<EsignConsentInput>>
          schema={esignConsentSchema}
          onSubmit={submit}
          submitLabel="Consent again"
          secondaryAction={
            <Button variant="secondary" onClick={() => setDismissed(true)}>
              Not now
            </Button>
          }
        >
          <EsignConsentFields
            contact={{
              companyName: info.companyName,
              email: info.email,
              phone: info.phoneFormatted,
              address: info.companyAddress,
            }}
            consentLabel={
              `I consent to receive records from ${info.companyName} electronically and to sign electronically ` +
              `under the federal E-SIGN Act, under version ${ESIGN_REQUIREMENTS.version} of the requirements.`
            }
          />
        </AppForm>
      </Stack>
    </Modal>
  );
}
