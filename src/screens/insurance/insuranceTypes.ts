// The insurance documents of the insurance screens: what each is called and what it is.
import type { InsuranceDocumentType } from '../../domain/validation/insurance';

export const INSURANCE_LABELS: Record<InsuranceDocumentType, string> = {
  HAZARD_INSURANCE: 'Homeowners (hazard) insurance',
  FLOOD_INSURANCE: 'Flood insurance',
};

export const INSURANCE_DESCRIPTIONS: Record<InsuranceDocumentType, string> = {
  HAZARD_INSURANCE:
    'The declarations page of your homeowners policy: usually the first page, with the policy number, the coverage and the policy period.',
  FLOOD_INSURANCE:
    'The declarations page of your flood policy (National Flood Insurance Program or a private flood policy). Your home is in a special flood hazard area, so it is required.',
};

/** Short names for buttons and messages. */
export const INSURANCE_SHORT: Record<InsuranceDocumentType, string> = {
  HAZARD_INSURANCE: 'homeowners insurance',
  FLOOD_INSURANCE: 'flood insurance',
};

/** The DOM id of each type's upload section (page objects find its file input by it). */
export const uploadSectionId = (type: InsuranceDocumentType) => `insurance-${type.toLowerCase().replace(/_/g, '-')}`;
