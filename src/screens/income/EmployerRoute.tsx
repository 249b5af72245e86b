// /:uuid/income/employer-verification — the employer who can confirm the borrower's employment.
import { useParams } from 'react-router-dom';
import { useJourneyForm } from '../../connected';
import { useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { EMPLOYER_TITLE, EmployerScreen, type EmployerFormValues } from './EmployerScreen';

const toBody = (values: EmployerFormValues): EmployerFormValues => ({
  employerName: values.employerName.trim(),
  employerPhone: values.employerPhone,
});

export default function EmployerRoute() {
  usePageTitle(EMPLOYER_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const form = useJourneyForm<EmployerFormValues, EmployerFormValues>({
    uuid,
    step: 'submitEmployer',
    draft: 'employer',
    toBody,
  });
  return (
    <EmployerScreen initialValues={form.initialValues} onSubmit={form.onSubmit} onValuesChange={form.onValuesChange} />
  );
}
