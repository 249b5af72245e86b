// heloc-signer/intro — the co-owner's overview. While they wait for the borrower to sign, their record is watched
// (every few seconds) and they are taken to signing as soon as the deed is ready.
import { useEffect } from 'react';
import { introContinuePath, SIGNER_CONDITIONS_PATH, waitingForDeed } from '../../domain/signerRouting';
import type { SignerSelf } from '../../domain/signers';
import { usePageTitle } from '../../app/usePageTitle';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { FLAGS, selectFlag } from '../../../store/flags';
import { signerWatchStarted, signerWatchStopped } from '../../../store/signer';
import { INTRO_TITLE, IntroScreen } from './IntroScreen';
import { WithSelf } from './parts';

function Intro({ self }: { self: SignerSelf }) {
  const dispatch = useAppDispatch();
  const conditionsEnabled = useAppSelector((s) => selectFlag(s, FLAGS.additionalSignerConditions));
  const waiting = waitingForDeed(self) && self.applicationState === 'ACTIVE';
  useEffect(() => {
    if (!waiting) return undefined;
    dispatch(signerWatchStarted({ watch: 'deed' }));
    return () => {
      dispatch(signerWatchStopped({ watch: 'deed' }));
    };
  }, [dispatch, waiting]);
  return (
    <IntroScreen
      self={self}
      continueTo={introContinuePath(self)}
      waiting={waiting}
      conditionsTo={conditionsEnabled && self.openConditions > 0 ? SIGNER_CONDITIONS_PATH : null}
    />
  );
}

export function IntroRoute() {
  usePageTitle(INTRO_TITLE);
  return <WithSelf>{(self) => <Intro self={self} />}</WithSelf>;
}
