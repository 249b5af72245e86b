import { useAppSelector } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { ButtonLink, Card, PageHeading, Stack } from '../../ui';

export default function AccountSetupRoute() {
  usePageTitle('Set up your account');
  const info = useAppSelector(selectCompanyInfo);
  return (
    <Card>
      <Stack gap="md">
        <PageHeading subtitle={`Your ${info.companyNameShort} account`}>Why you need an account</PageHeading>
        <p>
          Your account keeps your {info.companyProduct || 'HELOC'} application safe while you complete it. You can leave
          at any time and pick up where you left off by signing in.
        </p>
        <p>
          We use it to show your offers, collect the documents we need, let you sign your loan documents online and keep
          you up to date until your line is funded.
        </p>
        <ButtonLink href="/account/heloc/register" variant="primary">
          Create your account
        </ButtonLink>
      </Stack>
    </Card>
  );
}
