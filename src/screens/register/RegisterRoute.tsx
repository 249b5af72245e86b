// /register: thin route — reads the query, reports entry, wires navigation and submission.
import { push } from 'connected-react-router';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useSubmit } from '../../../store/hooks';
import { registerEntered, registerSubmitted } from '../../../store/register';
import { usePageTitle } from '../../app/usePageTitle';
import { RegisterScreen } from './RegisterScreen';

// The password goes to the saga beside the action, never in it (store/form.ts holdSecrets).
const REGISTER_SECRETS = { secretFields: ['password'] } as const;

export default function RegisterRoute() {
  usePageTitle('Register');
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
  return <RegisterScreen pathname={pathname} search={search} onNavigate={onNavigate} onSubmit={onSubmit} />;
}
