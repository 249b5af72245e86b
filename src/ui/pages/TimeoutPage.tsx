// The page for a wait that has run long (error/timeout, and review-app datatree and signdocs): what is going on,
// a way to check again, and how to reach a person. Shown inside the application shell, so no page frame here.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatPhone } from '../../domain/format';
import { Button } from '../Button';
import { PageHeading, Stack } from '../layout';
import { Actions, ContactList, telHref } from './ErrorFallback';

export const TIMEOUT_TITLE = 'This is taking longer than expected';

export interface SupportContactProps {
  companyName: string;
  phone: string;
  email: string;
  /** One sentence before the phone and email; default: who to contact. */
  intro?: ReactNode;
}

// A plain block, not a region: the shell has its own contact landmark.
const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

/** 'Need help?': the organisation's support phone and email, as links. */
export function SupportContact({ companyName, phone, email, intro }: SupportContactProps) {
  return (
    <Section>
      <h2>Need help?</h2>
      <p>{intro ?? `Our ${companyName} team can help with questions about your application.`}</p>
      <ContactList aria-label={`Contact ${companyName}`}>
        <li>
          Phone: <a href={telHref(phone)}>{formatPhone(phone)}</a>
        </li>
        <li>
          Email: <a href={`mailto:${email}`}>{email}</a>
        </li>
      </ContactList>
    </Section>
  );
}

export interface TimeoutPageProps {
  /** The h1; default 'This is taking longer than expected'. */
  title?: string;
  message: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  /** Checking again now: the button shows it is busy. */
  retrying?: boolean;
  support: SupportContactProps;
}

export function TimeoutPage({
  title = TIMEOUT_TITLE,
  message,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  support,
}: TimeoutPageProps) {
  return (
    <Stack gap="lg">
      <PageHeading>{title}</PageHeading>
      <Stack gap="sm">{typeof message === 'string' ? <p>{message}</p> : message}</Stack>
      <Actions>
        <Button variant="primary" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      </Actions>
      <SupportContact {...support} />
    </Stack>
  );
}
