// /plaid-oauth-success — where the bank's linking page sends the borrower back, outside /{uuid}:
// ?application=&purpose=&public_token=. The application falls back to the stored heloc_uuid. The token is posted
// once (POST bank/link/complete, a journey step); the next-step router then moves the borrower on. A missing
// token or a refused link is said plainly, with the way back to the bank screen.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getLocal, STORAGE_KEYS } from '../../api/browser';
import { usePageTitle } from '../../app/usePageTitle';
import { DEFAULT_ERROR_MESSAGE } from '../../domain/format';
import { isUuid } from '../../domain/guards';
import { Alert, ButtonLink, PageHeading, Spinner, Stack } from '../../ui';
import { FORM_ERROR_KEY, type SubmissionErrors } from '../../../store/form';
import { useSubmit } from '../../../store/hooks';
import { submitStep } from '../../../store/journey';
import { ScreenLink } from '../../ui/ScreenLink';
import { bankPath } from './parts';

export const PLAID_RETURN_TITLE = 'Linking your account';
export const MISSING_TOKEN_MESSAGE =
  'Your bank did not send back the account you chose. Link your account again, or enter its numbers by hand.';
export const NO_APPLICATION_MESSAGE =
  'We could not tell which application this account is for. Open your application from your dashboard and link the account again.';

type Purpose = 'DISBURSEMENT' | 'AUTOPAY';
type LinkBody = { purpose: Purpose; publicToken: string };

interface LinkReturn {
  uuid: string | null;
  purpose: Purpose;
  publicToken: string | null;
}

export function readLinkReturn(search: string, storedUuid: string | null): LinkReturn {
  const query = new URLSearchParams(search);
  const fromQuery = query.get('application');
  const uuid = isUuid(fromQuery) ? (fromQuery as string).toLowerCase() : isUuid(storedUuid) ? storedUuid : null;
  const purpose: Purpose = query.get('purpose') === 'AUTOPAY' ? 'AUTOPAY' : 'DISBURSEMENT';
  const publicToken = query.get('public_token')?.trim() || null;
  return { uuid, purpose, publicToken };
}

function messageOf(errors: SubmissionErrors): string {
  const formError = errors[FORM_ERROR_KEY];
  if (typeof formError === 'string' && formError) return formError;
  const first = Object.values(errors).find((v) => typeof v === 'string' && v);
  return typeof first === 'string' ? first : DEFAULT_ERROR_MESSAGE;
}

export default function PlaidOauthSuccessRoute() {
  usePageTitle(PLAID_RETURN_TITLE);
  const { search } = useLocation();
  const link = useMemo(() => readLinkReturn(search, getLocal(STORAGE_KEYS.helocUuid)), [search]);
  const { uuid, purpose, publicToken } = link;
  const request = useMemo(() => submitStep(uuid ?? '', 'completeBankLink'), [uuid]);
  const submit = useSubmit<LinkBody>(request);
  const posted = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Once per visit (StrictMode runs effects twice; the saga also takes only the leading submission).
    if (posted.current || !uuid || !publicToken) return;
    posted.current = true;
    void submit({ purpose, publicToken }).then((errors) => {
      if (errors) setError(messageOf(errors));
    });
  }, [submit, uuid, purpose, publicToken]);

  const problem = !uuid ? NO_APPLICATION_MESSAGE : !publicToken ? MISSING_TOKEN_MESSAGE : error;
  const backTo = uuid ? bankPath(uuid, purpose === 'AUTOPAY' ? 'autopay' : 'disburse') : null;
  return (
    <Stack gap="lg">
      <PageHeading>{PLAID_RETURN_TITLE}</PageHeading>
      {problem ? (
        <Stack gap="md">
          <Alert variant="error" title="We could not link your account">
            <p>{problem}</p>
          </Alert>
          <div>
            {backTo ? (
              <ScreenLink to={backTo} variant="primary">
                Back to your bank account
              </ScreenLink>
            ) : (
              <ButtonLink href="/dashboard" variant="primary">
                Go to your dashboard
              </ButtonLink>
            )}
          </div>
        </Stack>
      ) : (
        <Spinner label="Linking your account" />
      )}
    </Stack>
  );
}
