// /:uuid/product/assets — income alone does not support a line: the borrower may count liquid assets instead.
import { useParams } from 'react-router-dom';
import { useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { ASSETS_TITLE, AssetsScreen } from './AssetsScreen';

export default function AssetsRoute() {
  usePageTitle(ASSETS_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { companyNameShort } = useAppSelector(selectCompanyInfo);
  return <AssetsScreen uuid={uuid} lenderName={companyNameShort} />;
}
