// bank/disburse: where the initial draw is sent. Link the account through the bank's own page, or type the
// routing and account numbers in (bank/manual-disburse).
import type { Application } from '../../domain/types';
import { Alert, Card, FactList, PageHeading, Spinner, Stack } from '../../ui';
import { ScreenLink } from '../../ui/ScreenLink';
import { accountLabel, bankPath, checkStatusText, LinkAccountButton } from './parts';

export const DISBURSE_TITLE = 'Where should we send your money?';

export interface DisburseScreenProps {
  uuid: string;
  application: Application | null;
}

export function DisburseScreen({ uuid, application }: DisburseScreenProps) {
  const current = application?.disburseAccount ?? null;
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Your initial draw is sent to this account when your line is funded. Link the account with your bank, or enter its numbers yourself.">
        {DISBURSE_TITLE}
      </PageHeading>
      {!application ? (
        <Spinner label="Loading your application" />
      ) : (
        <>
          {current && (
            <Card aria-labelledby="bank-current-heading">
              <Stack gap="sm">
                <h2 id="bank-current-heading">Your account on file</h2>
                <FactList>
                  <dt>Account</dt>
                  <dd>{accountLabel(current)}</dd>
                  {current.routingNumber && (
                    <>
                      <dt>Routing number</dt>
                      <dd>{current.routingNumber}</dd>
                    </>
                  )}
                  <dt>Account check</dt>
                  <dd>{checkStatusText(application.status.giactAccountStatus)}</dd>
                </FactList>
                <p>Link or enter another account below to replace it.</p>
              </Stack>
            </Card>
          )}
          <Card aria-labelledby="bank-link-heading">
            <Stack gap="sm">
              <h2 id="bank-link-heading">Link your bank account</h2>
              <p>
                Sign in to your bank on its own secure page and choose the account. We never see your bank password.
              </p>
              <LinkAccountButton uuid={uuid} purpose="DISBURSEMENT">
                Link my bank account
              </LinkAccountButton>
            </Stack>
          </Card>
          <Card aria-labelledby="bank-manual-heading">
            <Stack gap="sm">
              <h2 id="bank-manual-heading">Or enter your account numbers</h2>
              <p>You will need your routing number and account number, for example from a check.</p>
              <ScreenLink to={bankPath(uuid, 'manual-disburse')}>Enter account numbers</ScreenLink>
            </Stack>
          </Card>
          {application.status.giactAccountStatus === 'PENDING_REVIEW' && current && (
            <Alert variant="info">{checkStatusText('PENDING_REVIEW')}.</Alert>
          )}
        </>
      )}
    </Stack>
  );
}
