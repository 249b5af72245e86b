// heloc-signer/sign — the co-owner's eNotary session. Only for a verified co-owner whose deed is ready: otherwise
// the record says where to go (the intro while the borrower has not signed, the documents once signed).
import { useCallback } from 'react';
import { Redirect } from 'react-router-dom';
import { signScreenRedirect } from '../../domain/signerRouting';
import type { SignerSelf } from '../../domain/signers';
import { usePageTitle } from '../../app/usePageTitle';
import { useAppSelector, useSubmit } from '../../../store/hooks';
import { selectLocation, selectNotarySession } from '../../../store/notary';
import {
  signerDeedSignRequested,
  signerNotaryAnswersSubmitted,
  signerNotarySessionStartRequested,
} from '../../../store/signer';
import { WithSelf } from './parts';
import { SIGN_TITLE, SignScreen } from './SignScreen';

function Sign({ self }: { self: SignerSelf }) {
  const session = useAppSelector((s) => selectNotarySession(s, self.applicationUuid));
  const location = useAppSelector(selectLocation);
  const start = useSubmit(signerNotarySessionStartRequested);
  const answer = useSubmit(signerNotaryAnswersSubmitted);
  const sign = useSubmit(signerDeedSignRequested);
  const sessionId = session.sessionId ?? '';
  const onStart = useCallback(() => start({}), [start]);
  const onAnswer = useCallback(
    (answers: Record<string, string>) => answer({ sessionId, answers }),
    [answer, sessionId],
  );
  const onSignDeed = useCallback(() => sign({ sessionId }), [sign, sessionId]);
  const elsewhere = signScreenRedirect(self);
  if (elsewhere) return <Redirect to={elsewhere} />;
  return (
    <SignScreen
      borrowerFirstName={self.borrower.firstName}
      session={session}
      location={location}
      onStart={onStart}
      onAnswer={onAnswer}
      onSignDeed={onSignDeed}
    />
  );
}

export function SignRoute() {
  usePageTitle(SIGN_TITLE);
  return <WithSelf>{(self) => <Sign self={self} />}</WithSelf>;
}
