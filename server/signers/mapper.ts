// The application as a co-owner may read it (GET .../heloc/{uuid}): what the signer screens show, never the
// borrower's income, bank accounts, documents, consents or underwriting flags.
import type { SignerApplicationView } from '../../src/domain/signers';
import type { Application } from '../../src/domain/types';

export function redactForSigner(application: Application): SignerApplicationView {
  return {
    uuid: application.uuid,
    status: {
      checklistStatus: application.status.checklistStatus ?? null,
      ...(application.status.manualNotary !== undefined ? { manualNotary: application.status.manualNotary } : {}),
    },
    property: application.property,
    amount: application.amount,
    term: application.term,
    rate: application.rate,
    loanNumber: application.loanNumber,
    coDeedStatus: application.coDeedStatus,
    additionalSignerVersion: application.additionalSignerVersion,
    helocSigners: application.helocSigners,
    referrer: application.referrer,
    isBroker: application.isBroker,
    auditFields: application.auditFields,
  };
}
