// /:uuid/signing/intro — what will be signed and what happens next. While the documents are being prepared, or
// once signed while the deed is, the screen is a hold screen: the router is asked again every few seconds, in case
// the stage push is missed (a socket still connecting, or down).
import { useParams } from 'react-router-dom';
import {
  useClosingHoldWatch,
  useGoToScreen,
  useJourneyApplication,
  useJourneyScreenEntered,
} from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { SIGNING_INTRO_TITLE, SigningIntroScreen } from './IntroScreen';
import { ApplicationLoading } from '../../ui/ApplicationLoading';

export default function SigningIntroRoute() {
  usePageTitle(SIGNING_INTRO_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { application, loadError } = useJourneyApplication(uuid);
  const ready = Boolean(application?.status.disclosurelistClosingReady);
  const signed = Boolean(application?.status.disclosurelistClosingComplete);
  const { onCheck: onCheckAgain } = useClosingHoldWatch(uuid, Boolean(application) && (signed || !ready));
  const onStart = useGoToScreen(uuid, 'signing/sign');
  const onHelp = useGoToScreen(uuid, 'signing/support');
  if (!application) return <ApplicationLoading error={loadError} />;
  return (
    <SigningIntroScreen ready={ready} signed={signed} onStart={onStart} onCheckAgain={onCheckAgain} onHelp={onHelp} />
  );
}
