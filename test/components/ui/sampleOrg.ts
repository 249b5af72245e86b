import type { PrivateLabel } from '../../../src/domain/org';
import { sampleOrg as baseOrg } from '../../utils/sampleOrg';

// The shared sample organisation with a light brand colour: primary buttons then need dark text to reach AA.
export const sampleOrg: PrivateLabel = {
  ...baseOrg,
  brand: { ...baseOrg.brand, primaryColor: '#ffb81c', secondaryColor: '#00577b' },
};

export function orgWithColors(primaryColor: string, secondaryColor = '#00577b'): PrivateLabel {
  return { ...sampleOrg, brand: { ...sampleOrg.brand, primaryColor, secondaryColor } };
}
