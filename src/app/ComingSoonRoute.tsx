// /coming-soon: a public path of the spec (core-journey section 2) — what a visitor sees where the lender's HELOC
// is not offered yet. No session is needed; the way on is the register page and the shared site.
import { useAppSelector } from '../../store/hooks';
import { selectOrg } from '../../store/org';
import { ButtonLink, PageHeading } from '../ui';
import { Actions, PageBody } from '../ui/pages/ErrorFallback';
import { APP_BASENAME } from '../domain/guards';
import { usePageTitle } from './usePageTitle';

export const COMING_SOON_TITLE = 'Coming soon';

export default function ComingSoonRoute() {
  usePageTitle(COMING_SOON_TITLE);
  const info = useAppSelector(selectOrg).metadata.companyInfo;
  return (
    <PageBody>
      <PageHeading>{COMING_SOON_TITLE}</PageHeading>
      <p>
        {info.companyNameShort}’s home equity line of credit is not available here yet. We are working on it, and it
        will be ready soon.
      </p>
      <p>
        Questions? Call us at {info.phoneFormatted} or write to <a href={`mailto:${info.email}`}>{info.email}</a>.
      </p>
      <Actions>
        <ButtonLink variant="primary" href={`${APP_BASENAME}/register`}>
          Check your rates
        </ButtonLink>
        <ButtonLink variant="secondary" href="/dashboard">
          Go to dashboard
        </ButtonLink>
      </Actions>
    </PageBody>
  );
}
