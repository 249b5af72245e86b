import { useAppSelector } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { Card, PageHeading, Stack } from '../../ui';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export default function SupportRoute() {
  usePageTitle('Support');
  const info = useAppSelector(selectCompanyInfo);
  return (
    <Card>
      <Stack gap="md">
        <PageHeading subtitle={`We are here to help with your ${info.companyName} application.`}>
          Contact support
        </PageHeading>
        <ul>
          <li>
            Phone: <a href={telHref(info.phoneFormatted)}>{info.phoneFormatted}</a>
          </li>
          <li>
            Email: <a href={`mailto:${info.email}`}>{info.email}</a>
          </li>
          <li>Mail: {info.companyAddress}</li>
        </ul>
        <p>
          <a href="/account/heloc/register">Back to registration</a>
        </p>
      </Stack>
    </Card>
  );
}
