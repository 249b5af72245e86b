// /:uuid/signing/support — help for signing problems, with the lender's contact details.
import { useParams } from 'react-router-dom';
import { useAppSelector, useGoToScreen } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { SUPPORT_TITLE, SigningSupportScreen } from './SupportScreen';

export default function SigningSupportRoute() {
  usePageTitle(SUPPORT_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { companyName, phoneFormatted, email } = useAppSelector(selectCompanyInfo);
  const onBack = useGoToScreen(uuid, 'signing/intro');
  return <SigningSupportScreen companyName={companyName} phone={phoneFormatted} email={email} onBack={onBack} />;
}
