// /service-lead-portal: public details of the loan originator who referred the borrower.
import { api } from './client';

export interface OriginatorDisplayInfo {
  originatorName: string;
  brokerName: string | null;
  avatarUri: string | null;
  email: string | null;
  phoneNumber: string | null;
  nmls: string | null;
}

export interface LoanOriginator {
  userInfo: unknown;
  originatorDisplayInfo: OriginatorDisplayInfo;
}

export async function getLoanOriginator(loanOriginatorUuid: string): Promise<LoanOriginator> {
  const res = await api().get<LoanOriginator>(`/service-lead-portal/api/lo/${encodeURIComponent(loanOriginatorUuid)}`, {
    context: 'external',
    errorStyle: 'fetch',
  });
  return res.data;
}
