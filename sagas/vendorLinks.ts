// Linking income (payroll or bank) and bank accounts happens on the vendor's own page: the server names it, the
// app leaves for it, and the vendor sends the borrower back to income/pointserv-callback or plaid-oauth-success,
// whose screens post the token as a journey step. Only a page on our own origin is followed.
import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { toApiError } from '../src/api/client';
import { leaveTo } from '../src/api/browser';
import { startBankLink, startIncomeLink } from '../src/api/closing';
import { isSafeRedirect } from '../src/domain/guards';
import { formFailed, formSucceeded } from '../store/form';
import { vendorLinkRequested } from '../store/journey';
import { logError } from './effects';

export const UNSAFE_LINK_MESSAGE =
  'We could not open the linking page. Please try again or enter your details by hand.';

export function* onVendorLinkRequested({ payload }: ReturnType<typeof vendorLinkRequested>): SagaIterator<void> {
  const { uuid, link, requestId } = payload;
  try {
    const { linkUrl }: { linkUrl: string } =
      link.vendor === 'income'
        ? yield call(startIncomeLink, uuid, link.type, requestId)
        : yield call(startBankLink, uuid, link.purpose, requestId);
    if (!isSafeRedirect(linkUrl)) {
      yield call(logError, `vendor link: refused to leave for ${linkUrl}`, new Error('unsafe link'));
      yield put(formFailed({ requestId, formError: UNSAFE_LINK_MESSAGE }));
      return;
    }
    yield put(formSucceeded({ requestId }));
    yield call(leaveTo, linkUrl);
  } catch (e) {
    yield put(formFailed({ requestId, formError: toApiError(e).message }));
  }
}

export function* vendorLinksSaga(): SagaIterator<void> {
  yield takeLeading(vendorLinkRequested.type, onVendorLinkRequested);
}
