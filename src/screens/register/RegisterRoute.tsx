// /register: the conditional registration wrapper (spec core-journey section 2: "index is a conditional
// registration wrapper"), then the thin route — reads the query, reports entry, wires navigation and submission.
// - a visitor already signed in when they arrive has nothing to register: back where they were sent from (the
//   redirect-back), else the dashboard;
// - anyone else registers, with a way to sign in instead that keeps the redirect-back (the guards send a signed-out
//   visitor here with it when the organisation has registration on).
import { push } from 'connected-react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Redirect, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useSubmit } from '../../../store/hooks';
import { registerEntered, registerSubmitted } from '../../../store/register';
import { selectIsAuthenticated } from '../../../store/session';
import { leaveTo } from '../../api/browser';
import { isSafeRedirect, REDIRECT_PARAM, redirectBackInApp, withCarriedQuery } from '../../domain/guards';
import { RegisterScreen } from './RegisterScreen';

// The password goes to the saga beside the action, never in it (store/form.ts holdSecrets).
const REGISTER_SECRETS = { secretFields: ['password'] } as const;

export const SIGN_IN_PATH = '/auth/login';

/** The legacy sign-in, with the redirect-back of `search` when it is a safe one. */
export function signInHref(search: string): string {
  const back = new URLSearchParams(search).get(REDIRECT_PARAM);
  return back && isSafeRedirect(back) ? `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : SIGN_IN_PATH;
}

function Leave({ to }: { to: string }) {
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    left.current = true;
    leaveTo(to);
  }, [to]);
  return null;
}

export default function RegisterRoute() {
  const { search } = useLocation();
  const authenticated = useAppSelector(selectIsAuthenticated);
  // Only who arrives signed in counts: registering signs the visitor in on this page, and the saga moves them on.
  const [arrivedSignedIn] = useState(authenticated);
  if (arrivedSignedIn) {
    const back = redirectBackInApp(search);
    return back ? <Redirect to={withCarriedQuery(back, search)} /> : <Leave to="/dashboard" />;
  }
  return <Registration />;
}

function Registration() {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const step = new URLSearchParams(search).get('step') ?? '';
  useEffect(() => {
    dispatch(registerEntered({ step }));
  }, [dispatch, step]);
  const onSubmit = useSubmit(registerSubmitted, REGISTER_SECRETS);
  // push, not replace: browser Back returns to the previous step.
  const onNavigate = useCallback(
    (nextSearch: string) => dispatch(push({ pathname, search: nextSearch })),
    [dispatch, pathname],
  );
  return (
    <>
      <RegisterScreen pathname={pathname} search={search} onNavigate={onNavigate} onSubmit={onSubmit} />
      <p style={{ textAlign: 'center' }}>
        Already have an account? <a href={signInHref(search)}>Sign in</a>
      </p>
    </>
  );
}
