// /:uuid/conditions/phone-number?condition={uuid} — the phone number a condition asks for.
import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppSelector, useSubmit } from '../../../store/hooks';
import {
  conditionPhoneNumberSubmitted,
  selectConditionById,
  type ConditionPhoneValues,
} from '../../../store/conditions';
import { usePageTitle } from '../../app/usePageTitle';
import { CONDITION_PARAM, conditionAction } from './labels';
import { conditionsPath, useConditions } from './parts';
import { PHONE_TITLE, PhoneScreen, type PhoneValues } from './PhoneScreen';

export default function PhoneRoute() {
  usePageTitle(PHONE_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { search } = useLocation();
  // No useJourneyScreenEntered here: the router's screen for an open condition is the dashboard, so a check on
  // entry would send the borrower back to it. The dashboard checks; an answer that resolves a condition asks again.
  const view = useConditions(uuid);
  const asked = new URLSearchParams(search).get(CONDITION_PARAM);
  const named = useAppSelector((s) => (asked ? selectConditionById(s, uuid, asked) : null));
  const found = asked ? named : (view.open.find((c) => conditionAction(c) === 'phone') ?? null);
  const condition = found && conditionAction(found) === 'phone' ? found : null;
  const submit = useSubmit<ConditionPhoneValues>(conditionPhoneNumberSubmitted);
  const conditionUuid = condition?.uuid;
  const onSubmit = useCallback(
    (values: PhoneValues) => submit({ uuid, conditionUuid: conditionUuid ?? '', phoneNumber: values.phoneNumber }),
    [submit, uuid, conditionUuid],
  );
  return (
    <PhoneScreen
      view={view}
      condition={condition}
      dashboardHref={conditionsPath(uuid, '', undefined, search)}
      onSubmit={onSubmit}
    />
  );
}
