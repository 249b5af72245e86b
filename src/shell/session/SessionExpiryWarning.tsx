// The warning wired to the store: its answers are events the session expiry saga takes.
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSessionExpiry, signInAgainClicked, signOutClicked, staySignedInClicked } from '../../../store/session';
import { serverClockOffset } from '../../api/serverClock';
import { SessionExpiryDialog } from '../../ui/SessionExpiryDialog';

export default function SessionExpiryWarning() {
  const dispatch = useAppDispatch();
  const { endsAt, extendable, refreshError } = useAppSelector(selectSessionExpiry);
  if (!endsAt) return null;
  return (
    <SessionExpiryDialog
      // On this computer's clock, which the dialog counts down with: the end is the server's time.
      endsAt={Date.parse(endsAt) - serverClockOffset()}
      extendable={extendable}
      error={refreshError}
      onStay={() => dispatch(staySignedInClicked())}
      onSignOut={() => dispatch(signOutClicked())}
      onSignInAgain={() => dispatch(signInAgainClicked())}
    />
  );
}
