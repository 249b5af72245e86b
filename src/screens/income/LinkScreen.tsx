// income/link/:type: what linking a payroll provider or a bank account shares with the lender, then the vendor's
// page (the app leaves for it; the vendor sends the borrower back to income/pointserv-callback).
import * as yup from 'yup';
import styled from 'styled-components';
import type { IncomeLinkTypeInput } from '../../domain/validation/income';
import { AppForm, Card, LockIcon, PageHeading, Stack } from '../../ui';
import type { SubmissionErrors } from '../../../store/form';
import { LINK_COPY } from './labels';
import { ScreenLink } from '../../ui/ScreenLink';
import { incomePath } from './parts';

const NO_FIELDS = yup.object({});

const Shares = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

const Privacy = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  margin: 0;

  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export interface LinkScreenProps {
  uuid: string;
  type: IncomeLinkTypeInput;
  companyName: string;
  onStart: (values: Record<string, never>) => Promise<SubmissionErrors | undefined>;
}

export function LinkScreen({ uuid, type, companyName, onStart }: LinkScreenProps) {
  const copy = LINK_COPY[type];
  return (
    <Stack gap="lg">
      <PageHeading subtitle={`You will sign in to ${copy.provider} on a secure page, then come straight back here.`}>
        {copy.title}
      </PageHeading>
      <Card aria-labelledby="link-shares">
        <h2 id="link-shares">What you share with {companyName}</h2>
        <Shares>
          {copy.shares.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </Shares>
      </Card>
      <Privacy>
        <LockIcon size={20} />
        <span>
          We use this only to verify your income for this application. Your sign-in details go to {copy.provider} and
          are never shared with us.
        </span>
      </Privacy>
      <AppForm<Record<string, never>>
        schema={NO_FIELDS}
        onSubmit={onStart}
        submitLabel="Continue to sign in"
        secondaryAction={
          <ScreenLink to={incomePath(uuid, 'review')} variant="link">
            Choose another way
          </ScreenLink>
        }
      >
        <p>By continuing you agree to share the information above with {companyName}.</p>
      </AppForm>
    </Stack>
  );
}
