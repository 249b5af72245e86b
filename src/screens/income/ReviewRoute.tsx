// /:uuid/income/review — the income sources and the ways to verify them.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { EmploymentType } from '../../domain/types';
import { useJourneyForm } from '../../connected';
import { useJourneyApplication, useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import type { Application } from '../../domain/types';
import type { IncomeSourcesFormValues } from './IncomeSourcesFields';
import { IncomeLoading } from './parts';
import { REVIEW_TITLE, ReviewScreen } from './ReviewScreen';

type SourcesBody = { incomeSources: { employmentType: EmploymentType; annualIncome: number }[] };

const toBody = (values: IncomeSourcesFormValues): SourcesBody => ({
  incomeSources: values.incomeSources.map((s) => ({
    employmentType: s.employmentType as EmploymentType,
    annualIncome: Number(s.annualIncome),
  })),
});

function Review({ uuid, application }: { uuid: string; application: Application }) {
  const { state: income, reload } = useJourneyResource(uuid, 'income');
  const form = useJourneyForm<IncomeSourcesFormValues, SourcesBody>({
    uuid,
    step: 'submitIncomeSources',
    draft: 'income-sources',
    defaults: {
      incomeSources:
        application.incomeSources.length > 0
          ? application.incomeSources.map((s) => ({ employmentType: s.employmentType, annualIncome: s.annualIncome }))
          : [{}],
    },
    toBody,
    onFailure: reload,
  });
  const onSubmit = useCallback(
    async (values: IncomeSourcesFormValues) => {
      const errors = await form.onSubmit(values);
      if (!errors) reload();
      return errors;
    },
    [form, reload],
  );
  return (
    <ReviewScreen
      uuid={uuid}
      application={application}
      income={income}
      onReloadIncome={reload}
      editable={application.status.checklistStatus === 'INCOME_VERIFICATION'}
      initialValues={form.initialValues}
      onSubmit={onSubmit}
      onValuesChange={form.onValuesChange}
    />
  );
}

export default function ReviewRoute() {
  usePageTitle(REVIEW_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { application, loadError } = useJourneyApplication(uuid);
  if (!application) return <IncomeLoading error={loadError} label="Loading your income" />;
  return <Review uuid={uuid} application={application} />;
}
