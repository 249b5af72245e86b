// bank/confirm: the accounts on file (last four digits only) and what the account check found, with a way to
// change them while the application's stage still allows it.
import type { Application } from '../../domain/types';
import { Alert, Button, Card, FactList, PageHeading, Spinner, Stack } from '../../ui';
import { AUTOPAY_STAGES, DISBURSE_STAGES } from './bankEntry';
import { ScreenLink } from '../../ui/ScreenLink';
import { accountLabel, bankPath, checkStatusText, PENDING_REVIEW_NOTICE } from './parts';

export const CONFIRM_TITLE = 'Your bank accounts';

export interface ConfirmScreenProps {
  uuid: string;
  application: Application | null;
  stage: string | null;
  onContinue: () => void;
}

function autopayText(application: Application): string {
  const { payType, autopayAccount, disburseAccount } = application;
  if (payType === 'MANUAL') return 'You pay each month yourself';
  if (payType === 'AUTOPAY' && autopayAccount?.uuid) {
    return autopayAccount.uuid === disburseAccount?.uuid
      ? `Autopay from the same account (${accountLabel(disburseAccount).toLowerCase()})`
      : 'Autopay from another account';
  }
  return 'Not chosen yet';
}

export function ConfirmScreen({ uuid, application, stage, onContinue }: ConfirmScreenProps) {
  if (!application) {
    return (
      <Stack gap="lg">
        <PageHeading>{CONFIRM_TITLE}</PageHeading>
        <Spinner label="Loading your accounts" />
      </Stack>
    );
  }
  const disburse = application.disburseAccount;
  const check = application.status.giactAccountStatus ?? null;
  const canChangeDisburse = stage !== null && DISBURSE_STAGES.includes(stage);
  const canChangeAutopay = stage !== null && AUTOPAY_STAGES.includes(stage) && Boolean(disburse);
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Where your initial draw goes and how your monthly payments are made.">
        {CONFIRM_TITLE}
      </PageHeading>
      <Card aria-labelledby="confirm-disburse-heading">
        <Stack gap="sm">
          <h2 id="confirm-disburse-heading">Disbursement account</h2>
          {disburse ? (
            <FactList>
              <dt>Account</dt>
              <dd>{accountLabel(disburse)}</dd>
              {disburse.routingNumber && (
                <>
                  <dt>Routing number</dt>
                  <dd>{disburse.routingNumber}</dd>
                </>
              )}
              <dt>Account check</dt>
              <dd>{checkStatusText(check)}</dd>
            </FactList>
          ) : (
            <p>No account yet.</p>
          )}
          {check === 'PENDING_REVIEW' && disburse && <Alert variant="info">{PENDING_REVIEW_NOTICE}</Alert>}
          {canChangeDisburse && (
            <ScreenLink to={bankPath(uuid, 'disburse')}>
              {disburse ? 'Change disbursement account' : 'Add disbursement account'}
            </ScreenLink>
          )}
        </Stack>
      </Card>
      <Card aria-labelledby="confirm-autopay-heading">
        <Stack gap="sm">
          <h2 id="confirm-autopay-heading">Monthly payments</h2>
          <p>{autopayText(application)}</p>
          {canChangeAutopay && <ScreenLink to={bankPath(uuid, 'autopay')}>Change how you pay</ScreenLink>}
        </Stack>
      </Card>
      {!canChangeDisburse && !canChangeAutopay && (
        <p>Your accounts can no longer be changed here. To change them, contact us.</p>
      )}
      <div>
        <Button variant="primary" onClick={onContinue}>
          Continue
        </Button>
      </div>
    </Stack>
  );
}
