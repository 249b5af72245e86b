// The shared app's pages the navigation links to (shared-surfaces section 2: Passport, Group Manager, Portfolio
// Manager when enabled, Pay, Exchange, Marketplace). Each reads what this platform holds: the wallet service
// (account/access, honouring `?principal=`, and the account list) and the borrower's applications.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  dashboardEntered,
  selectAllApplications,
  selectApplicationsError,
  selectApplicationsStatus,
} from '../../store/applications';
import {
  accountSwitched,
  navMounted,
  selectAccounts,
  selectActiveAccount,
  selectNotificationsStatus,
  selectWalletAccess,
} from '../../store/notifications';
import { selectOrg } from '../../store/org';
import { selectIdentity } from '../../store/session';
import { principalOf } from '../api/wallet';
import { APP_BASENAME } from '../domain/guards';
import { formatAddress, formatCurrency, formatDate, formatPercent } from '../domain/format';
import { monthlyPayment } from '../domain/offers';
import { stageLabel } from '../domain/stages';
import type { Application } from '../domain/types';
import { AddressCopy } from '../shell/nav/AddressCopy';
import { selectPortfolioManagerEnabled } from '../shell/selectors';
import { Alert, Button, ButtonLink, Card, NotFound, PageHeading, Spinner, Stack } from '../ui';
import { usePageTitle } from '../app/usePageTitle';

/** The shared-app paths this server answers with a page (server/pages/routes.ts); all but the marketplace need a sign-in. */
export const SHARED_APP_PAGES = [
  '/exchange',
  '/pay',
  '/universal-marketplace',
  '/universal-passport',
  '/portfolio',
  '/group-manager',
] as const;
export const PUBLIC_SHARED_APP_PAGES: readonly string[] = ['/universal-marketplace'];

function useWallet() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(navMounted());
  }, [dispatch]);
  return {
    access: useAppSelector(selectWalletAccess),
    accounts: useAppSelector(selectAccounts),
    active: useAppSelector(selectActiveAccount),
    status: useAppSelector(selectNotificationsStatus),
  };
}

function useApplications() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(dashboardEntered());
  }, [dispatch]);
  return {
    applications: useAppSelector(selectAllApplications),
    status: useAppSelector(selectApplicationsStatus),
    error: useAppSelector(selectApplicationsError),
  };
}

function ApplicationsState({ status, message }: { status: string; message: string | undefined }) {
  if (status === 'loading' || status === 'idle') return <Spinner label="Loading your lines" />;
  if (status === 'failed') return <Alert variant="error">{message ?? 'Something unexpected happened.'}</Alert>;
  return null;
}

const isFunded = (a: Application) => a.status.checklistStatus === 'COMPLETE';

function addressLine(a: Application): string {
  return a.property ? formatAddress(a.property).join(', ') : 'Home equity line';
}

/** /universal-passport: who the shared app knows you as, and the wallet it acts for (`?principal=` picks one). */
export function PassportPage() {
  usePageTitle('Passport');
  const { search } = useLocation();
  const identity = useAppSelector(selectIdentity);
  const { access, status } = useWallet();
  const principal = principalOf(search);
  return (
    <Card>
      <Stack gap="md">
        <PageHeading subtitle="Your identity across our apps, and the wallet it signs with.">Passport</PageHeading>
        {status !== 'loaded' && status !== 'failed' && <Spinner label="Loading your passport" />}
        {status === 'loaded' && !access && (
          <Alert variant="error">
            {principal ? `You cannot act for the wallet ${principal}.` : 'Your wallet could not be read.'}
          </Alert>
        )}
        {access && (
          <dl>
            <dt>Name</dt>
            <dd>{access.account.name}</dd>
            <dt>Email</dt>
            <dd>{identity?.email ?? 'Not provided'}</dd>
            <dt>Wallet address</dt>
            <dd>
              <AddressCopy address={access.account.address} />
            </dd>
            <dt>Authorization</dt>
            <dd>{access.authorizedWallet?.authorizationType ?? 'None'}</dd>
          </dl>
        )}
        <p>
          <a href="/dashboard/settings">Your account settings</a>
        </p>
      </Stack>
    </Card>
  );
}

/** /group-manager: the accounts you can act for and the wallets authorised on each; switch between them. */
export function GroupManagerPage() {
  usePageTitle('Group Manager');
  const dispatch = useAppDispatch();
  const { accounts, active, status } = useWallet();
  return (
    <Stack gap="lg">
      <PageHeading subtitle="The accounts you can act for, and the wallets authorised on each.">
        Group Manager
      </PageHeading>
      {status !== 'loaded' && status !== 'failed' && <Spinner label="Loading your accounts" />}
      {status === 'failed' && <Alert variant="error">Your accounts could not be read.</Alert>}
      <ul aria-label="Your accounts" style={{ listStyle: 'none', padding: 0 }}>
        {accounts.map((item) => {
          const current = active?.account.address === item.account.address;
          return (
            <li key={item.account.address}>
              <Card>
                <Stack gap="sm">
                  <h2>{item.account.name}</h2>
                  <p>
                    Account <AddressCopy address={item.account.address} />
                  </p>
                  <p>
                    {item.authorizedWallets.length} authorised{' '}
                    {item.authorizedWallets.length === 1 ? 'wallet' : 'wallets'}
                  </p>
                  {current ? (
                    <p>
                      <strong>You are acting for this account.</strong>
                    </p>
                  ) : (
                    <Button variant="secondary" onClick={() => dispatch(accountSwitched(item.account.address))}>
                      Act for {item.account.name}
                    </Button>
                  )}
                </Stack>
              </Card>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

/** /portfolio: every line and application at a glance, only where the Portfolio Manager is enabled. */
export function PortfolioPage() {
  const enabled = useAppSelector(selectPortfolioManagerEnabled);
  if (!enabled) return <NotFound homeHref="/dashboard" />;
  return <Portfolio />;
}

function Portfolio() {
  usePageTitle('Portfolio Manager');
  const { applications, status, error } = useApplications();
  const funded = applications.filter(isFunded);
  const total = funded.reduce((sum, a) => sum + a.amount, 0);
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Your lines of credit and applications in one place.">Portfolio Manager</PageHeading>
      <ApplicationsState status={status} message={error?.message} />
      {status === 'loaded' && (
        <p>
          {funded.length} funded {funded.length === 1 ? 'line' : 'lines'}, {formatCurrency(total)} in total;{' '}
          {applications.length - funded.length} in progress.
        </p>
      )}
      <table>
        <caption>Your lines and applications</caption>
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Status</th>
            <th scope="col">Line amount</th>
            <th scope="col">APR</th>
            <th scope="col">Term</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((a) => (
            <tr key={a.uuid}>
              <td>{addressLine(a)}</td>
              <td>{isFunded(a) ? 'Funded' : stageLabel(a.status.checklistStatus)}</td>
              <td>{a.amount > 0 ? formatCurrency(a.amount) : '—'}</td>
              <td>{a.rate > 0 ? formatPercent(a.rate, 2) : '—'}</td>
              <td>{a.term > 0 ? `${a.term} years` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}

/** /pay: the funded lines, what each costs a month and how it is paid. */
export function PayPage() {
  usePageTitle('Pay');
  const { applications, status, error } = useApplications();
  const funded = applications.filter(isFunded);
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Your monthly payments.">Pay</PageHeading>
      <ApplicationsState status={status} message={error?.message} />
      {status === 'loaded' && funded.length === 0 && (
        <p>You have no funded lines yet: payments start once a line is funded.</p>
      )}
      <ul aria-label="Your payments" style={{ listStyle: 'none', padding: 0 }}>
        {funded.map((a) => (
          <li key={a.uuid}>
            <Card>
              <Stack gap="sm">
                <h2>{a.loanNumber ? `Loan ${a.loanNumber}` : 'Your line'}</h2>
                <p>{addressLine(a)}</p>
                <dl>
                  <dt>Monthly payment</dt>
                  <dd>{formatCurrency(monthlyPayment(a.amount, a.rate, a.term), 2)}</dd>
                  <dt>How you pay</dt>
                  <dd>
                    {a.payType === 'MANUAL'
                      ? 'Manually each month'
                      : `Autopay${a.disburseAccount?.mask ? ` from the account ending ${a.disburseAccount.mask}` : ''}`}
                  </dd>
                </dl>
                <ButtonLink href={`${APP_BASENAME}/${a.uuid}/complete`} variant="secondary">
                  View your line
                </ButtonLink>
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** /exchange: what the wallet holds. A line of credit is recorded to the borrower's wallet but cannot be traded. */
export function ExchangePage() {
  usePageTitle('Exchange');
  const { access } = useWallet();
  const { applications, status, error } = useApplications();
  const funded = applications.filter(isFunded);
  return (
    <Stack gap="lg">
      <PageHeading subtitle="What your wallet holds.">Exchange</PageHeading>
      {access && (
        <p>
          Wallet <AddressCopy address={access.account.address} />
        </p>
      )}
      <ApplicationsState status={status} message={error?.message} />
      {status === 'loaded' && funded.length === 0 && <p>Your wallet holds no assets yet.</p>}
      {funded.length > 0 && (
        <>
          <ul aria-label="Your holdings">
            {funded.map((a) => (
              <li key={a.uuid}>
                Home equity line{a.loanNumber ? ` ${a.loanNumber}` : ''} of {formatCurrency(a.amount)}, applied for{' '}
                {formatDate(a.auditFields.createdDate)}
              </li>
            ))}
          </ul>
          <p>Home equity lines are held to maturity: they cannot be offered for sale here.</p>
        </>
      )}
    </Stack>
  );
}

/** /universal-marketplace: what the lender offers, open to visitors. */
export function MarketplacePage() {
  usePageTitle('Marketplace');
  const { companyInfo } = useAppSelector(selectOrg).metadata;
  return (
    <Stack gap="lg">
      <PageHeading subtitle={`Products from ${companyInfo.companyName}.`}>Marketplace</PageHeading>
      <ul aria-label="Products" style={{ listStyle: 'none', padding: 0 }}>
        <li>
          <Card>
            <Stack gap="sm">
              <h2>{companyInfo.companyProduct}</h2>
              <p>
                Borrow from $15,000 to $400,000 against your home, with APRs from 7.60% to 17.20%. Checking your rate
                uses a soft credit pull that does not affect your score.
              </p>
              <ButtonLink href={APP_BASENAME} variant="primary">
                Check your rate
              </ButtonLink>
            </Stack>
          </Card>
        </li>
      </ul>
    </Stack>
  );
}
