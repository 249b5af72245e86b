import { formatPhone } from '../../domain/format';
import { PageHeading } from '../layout';
import { ContactList, PageBody, telHref } from './ErrorFallback';

export interface NotAcceptingProps {
  companyName: string;
  phone: string;
  email: string;
}

/** For lenders whose applications must start from a loan officer's link (referrer required). */
export function NotAccepting({ companyName, phone, email }: NotAcceptingProps) {
  return (
    <PageBody>
      <PageHeading>We are not accepting applications here</PageHeading>
      <p>
        Applications for {companyName} start from a link shared by your loan officer. Please use the link your loan
        officer sent you, or contact us and we will help you get started.
      </p>
      <ContactList aria-label={`Contact ${companyName}`}>
        <li>
          Phone: <a href={telHref(phone)}>{formatPhone(phone)}</a>
        </li>
        <li>
          Email: <a href={`mailto:${email}`}>{email}</a>
        </li>
      </ContactList>
    </PageBody>
  );
}
