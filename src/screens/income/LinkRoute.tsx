// /:uuid/income/link/:type — what linking shares, then off to the vendor's page.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { IncomeLinkTypeInput } from '../../domain/validation/income';
import { useAppSelector, useSubmit } from '../../../store/hooks';
import { vendorLinkRequested } from '../../../store/journey';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { LINK_COPY } from './labels';
import { LinkScreen } from './LinkScreen';
import { useIncomeSubScreenEntered } from './parts';

export default function LinkRoute() {
  const { uuid, type } = useParams<{ uuid: string; type: IncomeLinkTypeInput }>();
  usePageTitle(LINK_COPY[type].title);
  useIncomeSubScreenEntered(uuid);
  const { companyName } = useAppSelector(selectCompanyInfo);
  const request = useMemo(
    () => (_values: Record<string, never>, requestId: string) =>
      vendorLinkRequested({ uuid, link: { vendor: 'income', type } }, requestId),
    [uuid, type],
  );
  const onStart = useSubmit(request);
  return <LinkScreen uuid={uuid} type={type} companyName={companyName} onStart={onStart} />;
}
