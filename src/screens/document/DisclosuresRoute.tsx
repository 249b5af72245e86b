// /:uuid/document/disclosures — the documents generated for the application, to read and acknowledge.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../store/hooks';
import { disclosuresEntered } from '../../../store/disclosures';
import { usePageTitle } from '../../app/usePageTitle';
import { DisclosuresScreen } from './DisclosuresScreen';

export default function DisclosuresRoute() {
  usePageTitle('Your documents');
  const { uuid } = useParams<{ uuid: string }>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(disclosuresEntered({ uuid }));
  }, [dispatch, uuid]);
  return <DisclosuresScreen uuid={uuid} />;
}
