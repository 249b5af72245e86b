import styled from 'styled-components';
import { formatPhone } from '../../domain/format';
import { Button, ButtonLink } from '../Button';
import { PageHeading } from '../layout';

export interface ErrorFallbackProps {
  onReset: () => void;
  supportPhone: string;
  supportEmail: string;
}

export const PageBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.mainMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};

  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ContactList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** tel: href from any displayed or stored phone form: keeps digits and a leading '+'. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export function ErrorFallback({ onReset, supportPhone, supportEmail }: ErrorFallbackProps) {
  return (
    <PageBody>
      <PageHeading>Sorry, looks like we have hit a snag!</PageHeading>
      <p>Please click “Try again” to see if we can get you back moving.</p>
      <ContactList aria-label="Support contacts">
        <li>
          Phone: <a href={telHref(supportPhone)}>{formatPhone(supportPhone)}</a>
        </li>
        <li>
          Email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </li>
      </ContactList>
      <Actions>
        <Button variant="primary" onClick={onReset}>
          Try again
        </Button>
        <ButtonLink variant="secondary" href="/dashboard">
          Go to dashboard
        </ButtonLink>
      </Actions>
    </PageBody>
  );
}
