// Short legal and contact pages built from the organisation's company info.
import { useAppSelector } from '../../store/hooks';
import { selectOrg } from '../../store/org';
import { Card, PageHeading, Stack } from '../ui';
import { usePageTitle } from '../app/usePageTitle';
import { PrivacyNotice } from './PrivacyNotice';

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <Card>
      <Stack gap="md">
        <PageHeading>{title}</PageHeading>
        {children}
      </Stack>
    </Card>
  );
}

export function TermsPage() {
  const { companyInfo } = useAppSelector(selectOrg).metadata;
  return (
    <Page title="Terms of Use">
      <p>
        These terms govern your use of the {companyInfo.companyName} website and the {companyInfo.companyProduct}{' '}
        application. By creating an account you agree to receive disclosures electronically and to provide accurate
        information.
      </p>
      <p>
        Checking your rates uses a soft credit pull that does not affect your credit score; submitting an application
        triggers a hard credit pull. All loans are subject to credit approval and verification of income, employment and
        property condition.
      </p>
      <p>
        {companyInfo.companyName}, NMLS #{companyInfo.companyNMLS}, {companyInfo.companyAddress}.
      </p>
    </Page>
  );
}

export function PrivacyPage() {
  const org = useAppSelector(selectOrg);
  const { companyInfo } = org.metadata;
  return (
    <Page title="Privacy Policy">
      {/* Regulation P's initial privacy notice, the model form's table, for this organisation. */}
      <PrivacyNotice org={org} />
      <p>
        {companyInfo.companyName} collects the information you give us to process your application, verify your identity
        and service your loan. We do not sell your personal information.
      </p>
      <p>
        Sensitive data such as your Social Security number and bank account numbers is encrypted. Questions about your
        data: <a href={`mailto:${companyInfo.email}`}>{companyInfo.email}</a>.
      </p>
    </Page>
  );
}

export function LicensesPage() {
  const org = useAppSelector(selectOrg);
  const { companyInfo } = org.metadata;
  return (
    <Page title="Licenses">
      <p>
        {companyInfo.companyName} NMLS #{companyInfo.companyNMLS} (
        <a href={companyInfo.companyNmlsURL}>NMLS Consumer Access</a>).
      </p>
      <p>We are licensed to offer home equity lines of credit in these states:</p>
      <ul aria-label="Licensed states">
        {org.licensedStates.map((state) => (
          <li key={state}>{state}</li>
        ))}
      </ul>
    </Page>
  );
}

export function CommunicationsPage() {
  const { companyInfo } = useAppSelector(selectOrg).metadata;
  return (
    <Page title="Electronic Communications">
      <p>
        By applying you agree that {companyInfo.companyName} may provide disclosures, notices and loan documents
        electronically, and may contact you by email, phone or text message about your application.
      </p>
      <p>
        You may withdraw this consent or ask for paper copies at any time by calling {companyInfo.phoneFormatted} or
        writing to <a href={`mailto:${companyInfo.email}`}>{companyInfo.email}</a>.
      </p>
    </Page>
  );
}

export function ContactPage() {
  const { companyInfo } = useAppSelector(selectOrg).metadata;
  return (
    <Page title="Contact Us">
      <ul>
        <li>
          Phone: <a href={`tel:${companyInfo.phoneFormatted.replace(/[^\d+]/g, '')}`}>{companyInfo.phoneFormatted}</a>
        </li>
        <li>
          Email: <a href={`mailto:${companyInfo.email}`}>{companyInfo.email}</a>
        </li>
        <li>Mail: {companyInfo.companyAddress}</li>
      </ul>
    </Page>
  );
}
