// The register draft: everything entered so far except the password, kept in sessionStorage so a
// reload loses nothing. Read synchronously at mount (final-form needs initial values then).
import { REGISTER_DRAFT_KEY } from '../../api/browser';
import type { Address, EmploymentType, SaleStatus } from '../../domain/types';

export interface RegisterDraft {
  property?: Partial<Address>;
  saleStatus?: SaleStatus;
  employmentType?: EmploymentType;
  annualIncome?: number;
  firstName?: string;
  lastName?: string;
  dob?: string;
  email?: string;
  phone?: string;
  agreeToTerms?: boolean;
  referrerUuid?: string | null;
}

export function loadDraft(): RegisterDraft {
  try {
    const raw = window.sessionStorage.getItem(REGISTER_DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as RegisterDraft) : {};
  } catch {
    return {};
  }
}

/** Saves the draft without the password, whatever the caller passes. */
export function saveDraft(draft: RegisterDraft & { password?: unknown }): RegisterDraft {
  const { password: _password, ...rest } = draft;
  try {
    window.sessionStorage.setItem(REGISTER_DRAFT_KEY, JSON.stringify(rest));
  } catch {
    /* storage unavailable: the draft lives only as long as the page */
  }
  return rest;
}
