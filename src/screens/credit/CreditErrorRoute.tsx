// /:uuid/credit/error — a frozen or locked credit file, found by the soft or the hard pull.
import { useParams } from 'react-router-dom';
import { selectApplicationById } from '../../../store/applications';
import { useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { selectKnownStage } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { CREDIT_ERROR_TITLE, CreditErrorScreen } from './CreditErrorScreen';

export default function CreditErrorRoute() {
  usePageTitle(CREDIT_ERROR_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const info = useAppSelector(selectCompanyInfo);
  const stage = useAppSelector(
    (s) => selectKnownStage(s, uuid) ?? selectApplicationById(s, uuid)?.status.checklistStatus ?? null,
  );
  return (
    <CreditErrorScreen
      pull={stage === 'HARD_CREDIT_LOCKED_OR_FROZEN' ? 'hard' : 'soft'}
      support={{ companyName: info.companyNameShort, phone: info.phoneFormatted, email: info.email }}
    />
  );
}
