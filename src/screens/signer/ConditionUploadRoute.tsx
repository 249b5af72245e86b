// heloc-signer/conditions/upload-document?condition={uuid} — without the parameter, the first open request that
// asks for documents.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { signerConditionLocation } from '../../domain/signerRouting';
import type { SignerSelf } from '../../domain/signers';
import type { Condition } from '../../domain/types';
import { usePageTitle } from '../../app/usePageTitle';
import { fileErrorsOnField } from '../../connected/forms/fileErrors';
import { useSubmit } from '../../../store/hooks';
import { signerConditionDocumentSubmitted, type SignerConditionDocumentValues } from '../../../store/signer';
import { useSignerConditions } from './conditionParts';
import { CONDITION_UPLOAD_TITLE, ConditionUploadScreen, type ConditionUploadValues } from './ConditionUploadScreen';
import { WithSelf } from './parts';

function Upload({ self }: { self: SignerSelf }) {
  const { search } = useLocation();
  const view = useSignerConditions(self.applicationUuid);
  const asked = new URLSearchParams(search).get('condition');
  const asksForDocuments = (c: Condition) =>
    signerConditionLocation(c) === 'upload-document' && (!asked || c.uuid === asked);
  const condition = view.open.find(asksForDocuments) ?? null;
  const submit = useSubmit<SignerConditionDocumentValues>(signerConditionDocumentSubmitted);
  const conditionUuid = condition?.uuid ?? '';
  const onUpload = useCallback(
    async (values: ConditionUploadValues) =>
      fileErrorsOnField(await submit({ applicationUuid: self.applicationUuid, conditionUuid, file: values.file })),
    [submit, self.applicationUuid, conditionUuid],
  );
  return <ConditionUploadScreen view={view} condition={condition} onUpload={onUpload} />;
}

export function ConditionUploadRoute() {
  usePageTitle(CONDITION_UPLOAD_TITLE);
  return <WithSelf>{(self) => <Upload self={self} />}</WithSelf>;
}
