// heloc-signer/cancelled — the application is no longer active (cancelled or declined): nothing to sign.
import { usePageTitle } from '../../app/usePageTitle';
import { PageHeading, Stack, SupportContact } from '../../ui';
import { useAppSelector } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';

export const CANCELLED_TITLE = 'This application is no longer active';

export function CancelledRoute() {
  usePageTitle(CANCELLED_TITLE);
  const info = useAppSelector(selectCompanyInfo);
  return (
    <Stack gap="lg">
      <PageHeading>{CANCELLED_TITLE}</PageHeading>
      <p>
        The application you were invited to sign for has been cancelled or declined, so there is nothing for you to
        sign. You do not need to do anything else.
      </p>
      <SupportContact
        companyName={info.companyName}
        phone={info.phoneFormatted}
        email={info.email}
        intro="If you have questions about it, contact us."
      />
    </Stack>
  );
}
