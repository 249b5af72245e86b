// /:uuid/start/hmda — the government monitoring questions.
import { useParams } from 'react-router-dom';
import type { HmdaInput } from '../../domain/validation/hmda';
import { useJourneyForm } from '../../connected';
import { useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { HMDA_EMPTY, HmdaScreen, type HmdaFormValues } from './HmdaScreen';
import { ApplicationLoading } from '../../ui/ApplicationLoading';
import { useStartData } from './useStartData';

/** The schema has checked the answers before AppForm submits; write-ins are sent trimmed. */
function hmdaBody(values: HmdaFormValues): HmdaInput {
  const v = { ...HMDA_EMPTY, ...values } as HmdaInput;
  return {
    ethnicity: v.ethnicity,
    race: v.race,
    sex: v.sex,
    ethnicityOther: v.ethnicityOther.trim(),
    raceTribe: v.raceTribe.trim(),
    raceOtherAsian: v.raceOtherAsian.trim(),
    raceOtherPacificIslander: v.raceOtherPacificIslander.trim(),
  };
}

function HmdaForm({ uuid }: { uuid: string }) {
  const form = useJourneyForm<HmdaFormValues, HmdaInput>({ uuid, step: 'submitHmda', draft: 'hmda', toBody: hmdaBody });
  return (
    <HmdaScreen initialValues={form.initialValues} onSubmit={form.onSubmit} onValuesChange={form.onValuesChange} />
  );
}

export default function HmdaRoute() {
  usePageTitle('Government monitoring information');
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { application, profile, loadError } = useStartData(uuid);
  if (!application || !profile) return <ApplicationLoading error={loadError} />;
  return <HmdaForm uuid={uuid} />;
}
