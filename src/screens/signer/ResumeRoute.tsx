// heloc-signer/resume — where a co-owner picks up: the saga loads their record and replaces this page with the
// screen it asks for. Someone signed in who is not a co-owner (a 404) is told so here.
import { useEffect } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { Spinner } from '../../ui';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSignerSelf, signerResumeEntered } from '../../../store/signer';
import { NotCoOwner } from './parts';

export function ResumeRoute() {
  usePageTitle('Welcome back');
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectSignerSelf);
  useEffect(() => {
    dispatch(signerResumeEntered());
  }, [dispatch]);
  if (status === 'failed' && error?.status === 404) return <NotCoOwner />;
  return <Spinner label="Finding where you left off" />;
}
