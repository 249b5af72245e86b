// /service-lead-portal: public details of the loan originator who referred the borrower.
import type { AnswerOf, LEAD_PORTAL } from '../domain/contracts';
import { api } from './client';

export type { LoanOriginator, OriginatorDisplayInfo } from '../domain/contracts/wire/leadPortal';

export async function getLoanOriginator(loanOriginatorUuid: string): Promise<AnswerOf<typeof LEAD_PORTAL.originator>> {
  const res = await api().get<AnswerOf<typeof LEAD_PORTAL.originator>>(
    `/service-lead-portal/api/lo/${encodeURIComponent(loanOriginatorUuid)}`,
    { context: 'external', errorStyle: 'fetch' },
  );
  return res.data;
}
