// /:uuid/bank/manual-disburse — the disbursement account typed in (POST bank/disburse).
import { useParams } from 'react-router-dom';
import type { ManualAccountBody } from '../../api/closing';
import { usePageTitle } from '../../app/usePageTitle';
import { useJourneyForm } from '../../connected';
import { DISBURSE_STAGES, useBankScreenEntered } from './bankEntry';
import {
  ACCOUNT_SECRETS,
  manualAccountBody,
  ManualAccountScreen,
  type ManualAccountValues,
} from './ManualAccountScreen';
import { bankPath } from './parts';

export const MANUAL_DISBURSE_TITLE = 'Enter your bank account';

export default function ManualDisburseRoute() {
  usePageTitle(MANUAL_DISBURSE_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useBankScreenEntered(uuid, DISBURSE_STAGES);
  const form = useJourneyForm<ManualAccountValues, ManualAccountBody>({
    uuid,
    step: 'submitDisburseAccount',
    draft: 'bank-manual-disburse',
    defaults: { accountType: 'CHECKING' },
    notDrafted: ACCOUNT_SECRETS,
    secretFields: ACCOUNT_SECRETS,
    toBody: manualAccountBody,
  });
  return (
    <ManualAccountScreen
      title={MANUAL_DISBURSE_TITLE}
      subtitle="Your initial draw is sent to this account. Use an account in your name at a US bank."
      submitLabel="Save account"
      backTo={bankPath(uuid, 'disburse')}
      backLabel="Link my account instead"
      initialValues={form.initialValues}
      onSubmit={form.onSubmit}
      onValuesChange={form.onValuesChange}
    />
  );
}
