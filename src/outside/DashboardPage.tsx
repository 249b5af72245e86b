import { useEffect, useState } from 'react';
import { stageLabel } from '../domain/stages';
import { useAppDispatch, useAppSelector, useSubmit } from '../../store/hooks';
import {
  dashboardEntered,
  selectAllApplications,
  selectApplicationsError,
  selectApplicationsStatus,
} from '../../store/applications';
import { startNewSubmitted } from '../../store/register';
import { signOutClicked } from '../../store/session';
import { selectBaseUrl } from '../../store/flags';
import type { CreateApplicationInput } from '../api/application';
import { APP_BASENAME } from '../domain/guards';
import { formatAddress, formatDate } from '../domain/format';
import { startNewRules } from '../domain/validation/registerRules';
import {
  Alert,
  AppForm,
  Button,
  ButtonLink,
  Card,
  PageHeading,
  PropertyAddressFields,
  SaleStatusField,
  Spinner,
  Stack,
} from '../ui';
import { usePageTitle } from '../app/usePageTitle';

// The rules of { property: addressSchema, saleStatus } without yup: the sign-in page shares this entry.
const startNewSchema = startNewRules;

function StartNewForm({ onCancel }: { onCancel: () => void }) {
  const submit = useSubmit<CreateApplicationInput>(startNewSubmitted);
  return (
    <Card>
      <Stack gap="md">
        <h2>Start a new application</h2>
        <AppForm<CreateApplicationInput>
          formId="start-new"
          schema={startNewSchema}
          submitLabel="Start application"
          onSubmit={submit}
          secondaryAction={
            <Button type="button" variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          }
        >
          <PropertyAddressFields />
          <SaleStatusField />
        </AppForm>
      </Stack>
    </Card>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  const dispatch = useAppDispatch();
  const applications = useAppSelector(selectAllApplications);
  const status = useAppSelector(selectApplicationsStatus);
  const error = useAppSelector(selectApplicationsError);
  const [startingNew, setStartingNew] = useState(false);
  // fe-relative-url-heloc: relative links, or the main company site's.
  const baseUrl = useAppSelector((state) => selectBaseUrl(state));
  useEffect(() => {
    dispatch(dashboardEntered());
  }, [dispatch]);

  return (
    <Stack gap="lg">
      <PageHeading subtitle="Your home equity line of credit applications.">Dashboard</PageHeading>
      {status === 'loading' && <Spinner label="Loading your applications" />}
      {status === 'failed' && error && <Alert variant="error">{error.message}</Alert>}
      {status === 'loaded' && applications.length === 0 && <p>You have no applications yet.</p>}
      <ul aria-label="Your applications" style={{ listStyle: 'none', padding: 0 }}>
        {applications.map((a) => (
          <li key={a.uuid}>
            <Card>
              <Stack gap="sm">
                <h2>{a.property ? formatAddress(a.property)[0] : 'Application'}</h2>
                {a.property && <p>{formatAddress(a.property).slice(1).join(', ')}</p>}
                {a.status.checklistStatus === 'CANCELLED' ? (
                  <>
                    {/* Where the next-step router sends a line cancelled during rescission (stageScreen: root). */}
                    <p>
                      <strong>Cancelled.</strong> You cancelled this line during the rescission period. Nothing will be
                      funded: no draw is sent to your account, and the lien on your home is released.
                    </p>
                    <p>Started {formatDate(a.auditFields.createdDate)}</p>
                  </>
                ) : a.status.checklistStatus === 'COMPLETE' ? (
                  <>
                    <p>Funded{a.loanNumber ? `: loan number ${a.loanNumber}` : ''}</p>
                    <p>Started {formatDate(a.auditFields.createdDate)}</p>
                    {/* The complete screen stays open on a funded line (sagas/nextStep.ts). */}
                    <ButtonLink href={`${baseUrl}${APP_BASENAME}/${a.uuid}/complete`} variant="primary">
                      View your line
                    </ButtonLink>
                  </>
                ) : (
                  <>
                    <p>Stage: {stageLabel(a.status.checklistStatus)}</p>
                    <p>Started {formatDate(a.auditFields.createdDate)}</p>
                    <ButtonLink href={`${baseUrl}${APP_BASENAME}/${a.uuid}/start/profile`} variant="primary">
                      Resume
                    </ButtonLink>
                  </>
                )}
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
      {startingNew ? (
        <StartNewForm onCancel={() => setStartingNew(false)} />
      ) : (
        <Button variant="primary" onClick={() => setStartingNew(true)}>
          Start a new application
        </Button>
      )}
      <Button variant="link" onClick={() => dispatch(signOutClicked())}>
        Sign out
      </Button>
    </Stack>
  );
}
