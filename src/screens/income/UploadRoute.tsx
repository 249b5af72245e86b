// /:uuid/income/upload/:type — upload an income document (MANUAL_PAYSTUB after a partial link).
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { INCOME_DOCUMENT_TYPES } from '../../domain/validation/income';
import { NotFound } from '../../ui';
import { useJourneyForm } from '../../connected';
import { useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { selectApplicationView } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { UploadScreen, uploadTitle, type UploadFormValues } from './UploadScreen';

type UploadBody = { type: string; file: File };

const NOT_DRAFTED = ['file'] as const;

function Upload({ uuid, type }: { uuid: string; type: string }) {
  useJourneyScreenEntered(uuid);
  const uploadedCount = useAppSelector(
    (s) => selectApplicationView(s, uuid)?.documents.filter((d) => d.type === type).length ?? 0,
  );
  const toBody = useCallback((values: UploadFormValues): UploadBody => ({ type, file: values.file as File }), [type]);
  const form = useJourneyForm<UploadFormValues, UploadBody>({
    uuid,
    step: 'uploadIncomeDocument',
    draft: `income-upload-${type}`,
    notDrafted: NOT_DRAFTED,
    toBody,
  });
  return <UploadScreen uuid={uuid} type={type} uploadedCount={uploadedCount} onSubmit={form.onSubmit} />;
}

export default function UploadRoute() {
  const { uuid, type } = useParams<{ uuid: string; type: string }>();
  const known = (INCOME_DOCUMENT_TYPES as readonly string[]).includes(type);
  usePageTitle(known ? uploadTitle(type) : 'Page not found');
  if (!known) return <NotFound homeHref="/dashboard" />;
  return <Upload uuid={uuid} type={type} />;
}
