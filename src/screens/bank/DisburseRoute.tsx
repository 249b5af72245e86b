// /:uuid/bank/disburse — link the disbursement account or choose to type it in.
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { DISBURSE_STAGES, useBankScreenEntered } from './bankEntry';
import { DISBURSE_TITLE, DisburseScreen } from './DisburseScreen';

export default function DisburseRoute() {
  usePageTitle(DISBURSE_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { application } = useBankScreenEntered(uuid, DISBURSE_STAGES);
  return <DisburseScreen uuid={uuid} application={application} />;
}
