// heloc-signer/login — sign-in, or with ?invitation= the invitation and the co-owner's new password. A co-owner
// already signed in when they arrive goes on to resume; after signing in, the saga follows a safe redirectUrl.
import { useCallback, useEffect, useRef } from 'react';
import { Redirect, useLocation } from 'react-router-dom';
import { isSafeRedirect } from '../../domain/guards';
import { sessionEndReason } from '../../domain/sessionExpiry';
import { SessionEndedNotice } from '../../ui/SessionEndedNotice';
import { SIGNER_RESUME_PATH } from '../../domain/signerRouting';
import { INVITATION_TOKEN_PATTERN } from '../../domain/signers';
import type { LoginInput } from '../../domain/validation/register';
import { usePageTitle } from '../../app/usePageTitle';
import { useAppDispatch, useAppSelector, useSubmit } from '../../../store/hooks';
import { selectIsAuthenticated } from '../../../store/session';
import {
  selectSignerInvitation,
  signerInvitationAccepted,
  signerInvitationRequested,
  signerSignInSubmitted,
  type SignerAcceptValues,
  type SignerSignInValues,
} from '../../../store/signer';
import { LoginScreen, SIGN_IN_TITLE, type AcceptValues } from './LoginScreen';

// Passwords go to the saga beside the action, never in it (store/form.ts holdSecrets).
const SIGN_IN_SECRETS = { secretFields: ['password'] } as const;
const ACCEPT_SECRETS = { secretFields: ['password', 'confirmPassword'] } as const;

export function LoginRoute() {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const token = query.get('invitation');
  const raw = query.get('redirectUrl');
  // Only same-site paths are honoured; the saga checks again before following it.
  const redirectUrl = isSafeRedirect(raw) ? raw : null;
  const ended = sessionEndReason(search);
  const malformed = token !== null && !INVITATION_TOKEN_PATTERN.test(token);
  const invitation = useAppSelector(selectSignerInvitation);
  usePageTitle(token && !malformed && invitation.data && !invitation.data.accepted ? 'Your invitation' : SIGN_IN_TITLE);

  // Signed in on arrival (not by this page's own sign-in, which the saga routes): on to where they stand.
  const authenticated = useAppSelector(selectIsAuthenticated);
  const signedInOnArrival = useRef(authenticated);

  useEffect(() => {
    if (token !== null && !malformed) dispatch(signerInvitationRequested({ token }));
  }, [dispatch, token, malformed]);

  const signIn = useSubmit<SignerSignInValues>(signerSignInSubmitted, SIGN_IN_SECRETS);
  const accept = useSubmit<SignerAcceptValues>(signerInvitationAccepted, ACCEPT_SECRETS);
  const onSignIn = useCallback(
    (values: LoginInput) => signIn({ email: values.email, password: values.password, redirectUrl }),
    [signIn, redirectUrl],
  );
  const onAccept = useCallback((values: AcceptValues) => accept({ ...values, token: token ?? '' }), [accept, token]);

  if (signedInOnArrival.current && token === null) return <Redirect to={SIGNER_RESUME_PATH} />;
  return (
    <>
      {/* A session that ran out sent the co-owner here: say why (sagas/sessionExpiry.ts). */}
      {ended && <SessionEndedNotice reason={ended} />}
      <LoginScreen
        invitation={{ present: token !== null, malformed, resource: invitation }}
        onSignIn={onSignIn}
        onAccept={onAccept}
      />
    </>
  );
}
