// /:uuid/bank/autopay — autopay from the same account, another one, or manual payments (POST bank/autopay).
import { useCallback } from 'react';
import { useHistory, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { useJourneyForm } from '../../connected';
import { useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { useBankView } from './bankEntry';
import { AUTOPAY_TITLE, AutopayScreen, type AutopayFormValues } from './AutopayScreen';
import { bankPath } from './parts';

type AutopayBody = { choice: 'SAME' | 'MANUAL' };

export default function AutopayRoute() {
  usePageTitle(AUTOPAY_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  // bank/autopay is the stage's own screen: the router's usual check applies.
  useJourneyScreenEntered(uuid);
  const { application } = useBankView(uuid);
  const { companyName } = useAppSelector(selectCompanyInfo);
  const history = useHistory();
  const toBody = useCallback((values: AutopayFormValues): AutopayBody => ({ choice: values.choice as 'SAME' }), []);
  const form = useJourneyForm<AutopayFormValues, AutopayBody>({
    uuid,
    step: 'submitAutopay',
    draft: 'bank-autopay',
    toBody,
  });
  const { onSubmit: post } = form;
  const onSubmit = useCallback(
    async (values: AutopayFormValues) => {
      // Another account typed in: its numbers are asked for on the next screen, which posts the choice.
      if (values.choice === 'OTHER') {
        history.push(bankPath(uuid, 'autopay-manual'));
        return undefined;
      }
      return post(values);
    },
    [history, uuid, post],
  );
  return (
    <AutopayScreen
      uuid={uuid}
      companyName={companyName}
      application={application}
      initialValues={form.initialValues}
      onSubmit={onSubmit}
      onValuesChange={form.onValuesChange}
    />
  );
}
