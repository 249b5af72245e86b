// /:uuid/notary/error — the eNotary session failed: start a new one, or get help.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector, useSubmit } from '../../../store/hooks';
import { notarySessionStartRequested } from '../../../store/notary';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { NOTARY_ERROR_TITLE, NotaryErrorScreen } from './ErrorScreen';

export default function NotaryErrorRoute() {
  usePageTitle(NOTARY_ERROR_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { companyName, phoneFormatted, email } = useAppSelector(selectCompanyInfo);
  const start = useSubmit(notarySessionStartRequested);
  const onStartAgain = useCallback(() => start({ uuid, navigate: true }), [start, uuid]);
  return (
    <NotaryErrorScreen companyName={companyName} phone={phoneFormatted} email={email} onStartAgain={onStartAgain} />
  );
}
