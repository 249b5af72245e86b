// /service-lead-portal: public details of the loan originator who referred the borrower.
import type { LoanOriginator } from '../domain/contracts/wire/leadPortal';
import { api } from './client';

export type { LoanOriginator, OriginatorDisplayInfo } from '../domain/contracts/wire/leadPortal';

export async function getLoanOriginator(loanOriginatorUuid: string): Promise<LoanOriginator> {
  const res = await api().get<LoanOriginator>(`/service-lead-portal/api/lo/${encodeURIComponent(loanOriginatorUuid)}`, {
    context: 'external',
    errorStyle: 'fetch',
  });
  return res.data;
}
