// /:uuid/bpo/hold and /:uuid/bpo/waiting — the valuation (BPO or residential evaluation) or the final title is in
// progress. While the screen is open the router is asked again every few seconds (a stage push usually comes
// first) and moves the borrower on as soon as the server has.
import { useParams } from 'react-router-dom';
import { selectApplicationById } from '../../../store/applications';
import { useAppSelector, useClosingHoldWatch, useJourneyScreenEntered } from '../../../store/hooks';
import { selectKnownStage } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { HoldScreen, holdCopy } from './HoldScreen';

export default function HoldRoute() {
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const application = useAppSelector((s) => selectApplicationById(s, uuid));
  const stage = useAppSelector((s) => selectKnownStage(s, uuid) ?? application?.status.checklistStatus ?? null);
  const copy = holdCopy(stage);
  usePageTitle(copy.title);
  const { checking, onCheck } = useClosingHoldWatch(uuid);
  return <HoldScreen copy={copy} checking={checking} onCheck={onCheck} />;
}
