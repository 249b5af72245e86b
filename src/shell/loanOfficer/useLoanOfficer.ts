// Which loan originator the card shows, and its (cached) details.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isUuid } from '../../domain/guards';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { loanOfficerRequested, selectLoanOfficerEntry } from '../../../store/loanOfficer';
import { selectCurrentApplication } from '../selectors';

/** Lookup order: the argument, then the `referrer` query value, then the application's referrer. */
export function loanOfficerUuid(
  argument: string | null | undefined,
  search: string,
  applicationReferrer: string | null | undefined,
): string | null {
  const fromQuery = new URLSearchParams(search).get('referrer');
  const candidates = [argument, fromQuery, applicationReferrer];
  // Only uuid-shaped ids are looked up: anything else would only earn a 404.
  return candidates.find((c): c is string => typeof c === 'string' && isUuid(c.trim()))?.trim() ?? null;
}

export function useLoanOfficer(argument?: string | null) {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const application = useAppSelector(selectCurrentApplication);
  const uuid = loanOfficerUuid(argument, search, application?.referrer?.referrerUuid);
  const entry = useAppSelector((s) => selectLoanOfficerEntry(s, uuid));
  useEffect(() => {
    // The saga decides whether the cached entry is still fresh (10 minutes).
    if (uuid) dispatch(loanOfficerRequested({ uuid }));
  }, [dispatch, uuid]);
  return { uuid, info: entry?.info ?? null, status: entry?.status ?? null };
}
