// A co-owner's E-SIGN consent again after the requirements changed (`SignerSelf.esignReconsentRequired`), posted to
// signer/esign/consent. Its own chunk (it brings yup), loaded only when asked, so the login page stays without it.
import type { EsignConsentInput } from '../../domain/validation/esign';
import { EsignReconsentDialog } from '../../ui/forms/EsignReconsentDialog';
import { useAppSelector, useSubmit } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { signerEsignConsentSubmitted } from '../../../store/signer';

export default function SignerEsignReconsent() {
  const info = useAppSelector(selectCompanyInfo);
  const submit = useSubmit<Partial<EsignConsentInput>>(signerEsignConsentSubmitted);
  return (
    <EsignReconsentDialog
      required
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
