import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingsEntered } from '../../store/applications';
import { selectProfile } from '../../store/profile';
import { selectIdentity } from '../../store/session';
import { formatPhone } from '../domain/format';
import { Card, PageHeading, Stack } from '../ui';
import { usePageTitle } from '../app/usePageTitle';

export function SettingsPage() {
  usePageTitle('Settings');
  const dispatch = useAppDispatch();
  const identity = useAppSelector(selectIdentity);
  const profile = useAppSelector(selectProfile);
  useEffect(() => {
    dispatch(settingsEntered());
  }, [dispatch]);
  const name = profile?.name ? `${profile.name.firstName} ${profile.name.lastName}` : 'Not provided';
  const phones = profile?.phoneNumbers?.length ? profile.phoneNumbers : (identity?.phoneNumbers ?? []);
  return (
    <Card>
      <Stack gap="md">
        <PageHeading subtitle="The details on your account.">Settings</PageHeading>
        <dl>
          <dt>Email</dt>
          <dd>{identity?.email ?? profile?.email ?? 'Not provided'}</dd>
          <dt>Name</dt>
          <dd>{name}</dd>
          <dt>Phone</dt>
          <dd>{phones.length ? phones.map(formatPhone).join(', ') : 'Not provided'}</dd>
        </dl>
        <p>
          <a href="/dashboard">Back to dashboard</a>
        </p>
      </Stack>
    </Card>
  );
}
