// heloc-signer/error — something failed that a retry may fix: Try again starts over at resume.
import { push } from 'connected-react-router';
import { SIGNER_RESUME_PATH } from '../../domain/signerRouting';
import { formatPhone } from '../../domain/format';
import { usePageTitle } from '../../app/usePageTitle';
import { Button, PageHeading, Stack, telHref } from '../../ui';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';

export const ERROR_TITLE = 'Something went wrong';

export function ErrorRoute() {
  usePageTitle(ERROR_TITLE);
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectCompanyInfo);
  return (
    <Stack gap="lg">
      <PageHeading>{ERROR_TITLE}</PageHeading>
      <p>We could not load your part of the application. Nothing you have done is lost.</p>
      <div>
        <Button variant="primary" onClick={() => dispatch(push(SIGNER_RESUME_PATH))}>
          Try again
        </Button>
      </div>
      <p>
        If it keeps happening, call us at <a href={telHref(info.phoneFormatted)}>{formatPhone(info.phoneFormatted)}</a>.
      </p>
    </Stack>
  );
}
