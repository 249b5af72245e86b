// /:uuid/merchant/review — the debts to pay off at closing from the initial draw.
import { useParams } from 'react-router-dom';
import type { DebtPayoffAnswer } from '../../domain/payoff';
import { useJourneyForm } from '../../connected';
import { useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { PayoffLoaded } from './parts';
import { REVIEW_TITLE, ReviewScreen, type ReviewFormValues } from './ReviewScreen';

const toBody = (values: ReviewFormValues): ReviewFormValues => ({ payoffDebtIds: values.payoffDebtIds ?? [] });

function ReviewForm({ uuid, payoff, onReload }: { uuid: string; payoff: DebtPayoffAnswer; onReload: () => void }) {
  const form = useJourneyForm<ReviewFormValues, ReviewFormValues>({
    uuid,
    step: 'submitDebtPayoffReview',
    draft: 'merchant-review',
    defaults: { payoffDebtIds: payoff.selectedDebtIds },
    toBody,
    // The draw or the debts may have changed on the server: show what it knows now.
    onFailure: onReload,
  });
  return (
    <ReviewScreen
      payoff={payoff}
      initialValues={form.initialValues}
      onSubmit={form.onSubmit}
      onValuesChange={form.onValuesChange}
    />
  );
}

export default function ReviewRoute() {
  usePageTitle(REVIEW_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { state, reload } = useJourneyResource(uuid, 'debtPayoff');
  return (
    <PayoffLoaded title={REVIEW_TITLE} payoff={state} onReload={reload}>
      {(payoff) => <ReviewForm uuid={uuid} payoff={payoff} onReload={reload} />}
    </PayoffLoaded>
  );
}
