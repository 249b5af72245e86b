// /:uuid/notary/session — the eNotary session: identity questions, then the deed signed with the location.
// Not a stage screen of its own (the router's screen for DEED_SIGNING is notary/intro), so entering it does not ask
// the router to move the borrower: the deed's acceptance does.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector, useGoToScreen, useSubmit } from '../../../store/hooks';
import {
  notaryAcceptRequested,
  notaryAnswersSubmitted,
  notarySessionStartRequested,
  selectLocation,
  selectNotarySession,
} from '../../../store/notary';
import { usePageTitle } from '../../app/usePageTitle';
import { SESSION_TITLE, SessionScreen } from './SessionScreen';

export default function NotarySessionRoute() {
  usePageTitle(SESSION_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const session = useAppSelector((s) => selectNotarySession(s, uuid));
  const location = useAppSelector(selectLocation);
  const start = useSubmit(notarySessionStartRequested);
  const answer = useSubmit(notaryAnswersSubmitted);
  const accept = useSubmit(notaryAcceptRequested);
  const sessionId = session.sessionId ?? '';
  const onStart = useCallback(() => start({ uuid }), [start, uuid]);
  const onAnswer = useCallback(
    (answers: Record<string, string>) => answer({ uuid, sessionId, answers }),
    [answer, uuid, sessionId],
  );
  const onSignDeed = useCallback(() => accept({ uuid, sessionId }), [accept, uuid, sessionId]);
  const onHelp = useGoToScreen(uuid, 'notary/error');
  return (
    <SessionScreen
      session={session}
      location={location}
      onStart={onStart}
      onAnswer={onAnswer}
      onSignDeed={onSignDeed}
      onHelp={onHelp}
    />
  );
}
