// The warning wired to the store: its answers are events the session expiry saga takes.
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSessionExpiry, signInAgainClicked, signOutClicked, staySignedInClicked } from '../../../store/session';
import { SessionExpiryDialog } from '../../ui/SessionExpiryDialog';

export default function SessionExpiryWarning() {
  const dispatch = useAppDispatch();
  const { endsAt, extendable, refreshError } = useAppSelector(selectSessionExpiry);
  if (!endsAt) return null;
  return (
    <SessionExpiryDialog
      endsAt={Date.parse(endsAt)}
      extendable={extendable}
      error={refreshError}
      onStay={() => dispatch(staySignedInClicked())}
      onSignOut={() => dispatch(signOutClicked())}
      onSignInAgain={() => dispatch(signInAgainClicked())}
    />
  );
}
