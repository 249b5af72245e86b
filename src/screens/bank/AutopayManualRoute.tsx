// /:uuid/bank/autopay-manual — autopay from another account, typed in (POST bank/autopay, choice OTHER).
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { ManualAccountBody } from '../../api/closing';
import { usePageTitle } from '../../app/usePageTitle';
import { useJourneyForm } from '../../connected';
import { AUTOPAY_STAGES, useBankScreenEntered } from './bankEntry';
import {
  ACCOUNT_SECRETS,
  manualAccountBody,
  ManualAccountScreen,
  type ManualAccountValues,
} from './ManualAccountScreen';
import { bankPath } from './parts';

export const AUTOPAY_MANUAL_TITLE = 'Enter the account for your payments';

type AutopayOtherBody = { choice: 'OTHER' } & ManualAccountBody;

export default function AutopayManualRoute() {
  usePageTitle(AUTOPAY_MANUAL_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useBankScreenEntered(uuid, AUTOPAY_STAGES);
  const toBody = useCallback(
    (values: ManualAccountValues): AutopayOtherBody => ({ choice: 'OTHER', ...manualAccountBody(values) }),
    [],
  );
  const form = useJourneyForm<ManualAccountValues, AutopayOtherBody>({
    uuid,
    step: 'submitAutopay',
    draft: 'bank-autopay-manual',
    defaults: { accountType: 'CHECKING' },
    notDrafted: ACCOUNT_SECRETS,
    secretFields: ACCOUNT_SECRETS,
    toBody,
  });
  return (
    <ManualAccountScreen
      title={AUTOPAY_MANUAL_TITLE}
      subtitle="Your monthly payments are taken from this account automatically. Use an account in your name at a US bank."
      submitLabel="Set up autopay"
      backTo={bankPath(uuid, 'autopay')}
      backLabel="Back to payment options"
      initialValues={form.initialValues}
      onSubmit={form.onSubmit}
      onValuesChange={form.onValuesChange}
    />
  );
}
