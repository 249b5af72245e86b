// The borrower's E-SIGN consent again after the requirements changed (`esignReconsentRequired`), as a journey
// step (POST esign/consent); the dialog is src/ui/forms/EsignReconsentDialog.tsx.
import type { Application } from '../domain/types';
import type { EsignConsentInput } from '../domain/validation/esign';
import { EsignReconsentDialog } from '../ui/forms/EsignReconsentDialog';
import { useAppSelector, useSubmit } from '../../store/hooks';
import { submitStep } from '../../store/journey';
import { selectCompanyInfo } from '../../store/org';

export { ESIGN_RECONSENT_TITLE } from '../ui/forms/EsignReconsentDialog';

export function EsignReconsent({ application }: { application: Application }) {
  const info = useAppSelector(selectCompanyInfo);
  const submit = useSubmit<Partial<EsignConsentInput>>(submitStep(application.uuid, 'submitEsignConsent'));
  return (
    <EsignReconsentDialog
      required={Boolean(application.esignReconsentRequired)}
      contact={{
        companyName: info.companyName,
        email: info.email,
        phone: info.phoneFormatted,
        address: info.companyAddress,
      }}
      onSubmit={submit}
    />
  );
}
