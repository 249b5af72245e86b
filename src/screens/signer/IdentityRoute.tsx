// heloc-signer/identity (and conditions/identity) — the co-owner's ID upload. After the upload the record says
// PENDING: it is watched every 2 s until the verifier answers, then the co-owner moves on (back to the conditions
// when answering one); FAILED_VERIFICATION asks for a new photo.
import { useCallback, useEffect } from 'react';
import { introContinuePath, signerNextPath, SIGNER_CONDITIONS_PATH } from '../../domain/signerRouting';
import type { SignerSelf } from '../../domain/signers';
import { usePageTitle } from '../../app/usePageTitle';
import { fileErrorsOnField } from '../../connected/forms/fileErrors';
import { useAppDispatch, useSubmit } from '../../../store/hooks';
import {
  signerIdentityDocumentSubmitted,
  signerWatchStarted,
  signerWatchStopped,
  type SignerIdentityValues as IdentityRequest,
} from '../../../store/signer';
import { IdentityScreen, SIGNER_IDENTITY_TITLE, type SignerIdentityValues } from './IdentityScreen';
import { WithSelf } from './parts';

function Identity({ self, forCondition }: { self: SignerSelf; forCondition: boolean }) {
  const dispatch = useAppDispatch();
  const pending = self.identity.status === 'PENDING';
  useEffect(() => {
    if (!pending) return undefined;
    dispatch(signerWatchStarted({ watch: 'identity', returnTo: forCondition ? SIGNER_CONDITIONS_PATH : undefined }));
    return () => {
      dispatch(signerWatchStopped({ watch: 'identity' }));
    };
  }, [dispatch, pending, forCondition]);
  const submit = useSubmit<IdentityRequest>(signerIdentityDocumentSubmitted);
  const onSubmit = useCallback(
    async (values: SignerIdentityValues) =>
      fileErrorsOnField(await submit({ idType: values.idType, file: values.file })),
    [submit],
  );
  return (
    <IdentityScreen
      self={self}
      forCondition={forCondition}
      continueTo={introContinuePath(self) ?? signerNextPath(self)}
      onSubmit={onSubmit}
    />
  );
}

export function IdentityRoute({ forCondition = false }: { forCondition?: boolean }) {
  usePageTitle(SIGNER_IDENTITY_TITLE);
  return <WithSelf>{(self) => <Identity self={self} forCondition={forCondition} />}</WithSelf>;
}
