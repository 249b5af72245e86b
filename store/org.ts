// The organisation's private-label data: read once at boot, never changed.
import type { PrivateLabel } from '../src/domain/org';

export function makeOrgReducer(org: PrivateLabel) {
  return (state: PrivateLabel = org): PrivateLabel => state;
}

export const selectOrg = (state: { org: PrivateLabel }) => state.org;
export const selectCompanyInfo = (state: { org: PrivateLabel }) => state.org.metadata.companyInfo;
export const selectHelocSettings = (state: { org: PrivateLabel }) => state.org.metadata.heloc;
