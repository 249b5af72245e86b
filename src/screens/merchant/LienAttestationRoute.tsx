// /:uuid/merchant/lien-attestation — the borrower attests the accounts to pay off and authorises the payoffs and
// any lien release.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { DebtPayoffAnswer } from '../../domain/payoff';
import { useJourneyForm } from '../../connected';
import { useAppSelector, useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { ATTESTATION_TITLE, LienAttestationScreen, type AttestationFormValues } from './LienAttestationScreen';
import { PayoffLoaded } from './parts';

// Attestations are given afresh on each visit: never kept in the draft.
const NOT_DRAFTED = ['attestAccounts', 'authorizePayment', 'authorizeLienRelease'] as const;
const DEFAULTS = { attestAccounts: false, authorizePayment: false, authorizeLienRelease: false };

function AttestationForm({ uuid, payoff, onReload }: { uuid: string; payoff: DebtPayoffAnswer; onReload: () => void }) {
  const { companyName } = useAppSelector(selectCompanyInfo);
  const toBody = useCallback(
    (values: AttestationFormValues): AttestationFormValues => ({
      attestAccounts: values.attestAccounts,
      authorizePayment: values.authorizePayment,
      ...(values.authorizeLienRelease ? { authorizeLienRelease: true } : {}),
    }),
    [],
  );
  const form = useJourneyForm<AttestationFormValues, AttestationFormValues>({
    uuid,
    step: 'submitDebtPayoffAttestation',
    draft: 'merchant-lien-attestation',
    defaults: DEFAULTS,
    notDrafted: NOT_DRAFTED,
    toBody,
    onFailure: onReload,
  });
  return (
    <LienAttestationScreen
      companyName={companyName}
      payoff={payoff}
      initialValues={form.initialValues}
      onSubmit={form.onSubmit}
    />
  );
}

export default function LienAttestationRoute() {
  usePageTitle(ATTESTATION_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { state, reload } = useJourneyResource(uuid, 'debtPayoff');
  return (
    <PayoffLoaded title={ATTESTATION_TITLE} payoff={state} onReload={reload}>
      {(payoff) => <AttestationForm uuid={uuid} payoff={payoff} onReload={reload} />}
    </PayoffLoaded>
  );
}
