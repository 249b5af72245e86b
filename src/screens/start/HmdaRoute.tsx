// /:uuid/start/hmda — the government monitoring questions.
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { HmdaInput } from '../../domain/validation/hmda';
import { useFormDraft } from '../../ui';
import { useJourneyScreenEntered, useSubmit } from '../../../store/hooks';
import { submitStep } from '../../../store/journey';
import { usePageTitle } from '../../app/usePageTitle';
import { HmdaScreen, type HmdaFormValues } from './HmdaScreen';
import { StartLoading, useStartData } from './useStartData';

function HmdaForm({ uuid }: { uuid: string }) {
  const draft = useFormDraft<HmdaFormValues>(`${uuid}:hmda`);
  const request = useMemo(() => submitStep(uuid, 'submitHmda'), [uuid]);
  const submit = useSubmit<HmdaInput>(request);
  const { clear } = draft;
  const onSubmit = useCallback(
    async (values: HmdaFormValues) => {
      // The schema has checked all three before AppForm calls this.
      const { ethnicity, race, sex } = values as HmdaInput;
      const errors = await submit({ ethnicity, race, sex });
      if (!errors) clear();
      return errors;
    },
    [submit, clear],
  );
  return <HmdaScreen initialValues={draft.initialValues} onSubmit={onSubmit} onValuesChange={draft.save} />;
}

export default function HmdaRoute() {
  usePageTitle('Government monitoring information');
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { application, profile, loadError } = useStartData(uuid);
  if (!application || !profile) return <StartLoading error={loadError} />;
  return <HmdaForm uuid={uuid} />;
}
