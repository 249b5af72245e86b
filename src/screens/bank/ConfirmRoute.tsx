// /:uuid/bank/confirm — the accounts on file. Not a stage's own screen: it stays whatever the stage, and
// Continue asks the next-step router where the borrower stands.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { useAppDispatch } from '../../../store/hooks';
import { nextStepRequested } from '../../../store/stage';
import { useBankView } from './bankEntry';
import { CONFIRM_TITLE, ConfirmScreen } from './ConfirmScreen';

export default function ConfirmRoute() {
  usePageTitle(CONFIRM_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { application, stage } = useBankView(uuid);
  const dispatch = useAppDispatch();
  const onContinue = useCallback(() => dispatch(nextStepRequested({ uuid, reason: 'entered' })), [dispatch, uuid]);
  return <ConfirmScreen uuid={uuid} application={application} stage={stage} onContinue={onContinue} />;
}
