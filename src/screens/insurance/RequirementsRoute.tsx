// /:uuid/insurance/requirements — the lender's insurance checklist, with flood insurance where it is required.
// A page to read at any stage (the upload screen links here), so it does not ask the next-step router to check the
// stage on entry: at TRUST_AND_INSURANCE that would send the borrower straight back to insurance/upload. The
// application itself is loaded on the route change (sagas/applicationLoading.ts).
import { useParams, useRouteMatch } from 'react-router-dom';
import { useAppSelector, useJourneyResource } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { selectApplicationView } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { INSURANCE_REQUIREMENTS_TITLE, InsuranceRequirementsScreen } from './RequirementsScreen';

export default function InsuranceRequirementsRoute() {
  usePageTitle(INSURANCE_REQUIREMENTS_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { url } = useRouteMatch();
  const { state: requirements, reload } = useJourneyResource(uuid, 'insuranceRequirements');
  const application = useAppSelector((s) => selectApplicationView(s, uuid));
  const company = useAppSelector(selectCompanyInfo);
  return (
    <InsuranceRequirementsScreen
      application={application}
      company={company}
      requirements={requirements}
      uploadHref={url.replace(/\/requirements\/?$/, '/upload')}
      onReload={reload}
    />
  );
}
