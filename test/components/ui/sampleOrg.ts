import type { PrivateLabel } from '../../../src/domain/org';

export const sampleOrg: PrivateLabel = {
  baseUrl: 'https://heloc.example-lender.test',
  organizationCode: 'example',
  canonicalOrganizationCode: 'example',
  kind: 'main',
  brand: {
    primaryColor: '#ffb81c', // a light brand colour: primary buttons need dark text to reach AA
    secondaryColor: '#00577b',
    bodyFont: 'Open Sans',
    headerFont: 'Montserrat',
    logoUrl: '/brand/example.svg',
    logoAlt: 'Example Lender',
  },
  metadata: {
    companyInfo: {
      companyName: 'Example Lender, LLC',
      companyNameShort: 'Example Lender',
      companyProduct: 'Example HELOC',
      companyNMLS: '123456',
      companyNmlsURL: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/123456',
      companyAddress: '1 Main St, San Francisco, CA 94105',
      phoneFormatted: '(888) 555-0100',
      email: 'support@example-lender.test',
      allowRegulatorReview: false,
      organization: 'example',
      logoRedirect: '/',
    },
    heloc: {
      referrerRequired: false,
      wholesale: false,
      registrationEnabled: true,
      eNotaryAllowed: true,
      regulatorReview: false,
    },
  },
  licensedStates: ['CA', 'TX'],
  pricingData: { originationFeeMaxPercent: 4.99, stateFeePercent: {} },
  footer: {
    companyName: 'Example Lender, LLC',
    companyNMLS: '123456',
    companyNmlsURL: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/123456',
    termsOfUseUrl: '/terms',
    privacyPolicyUrl: '/privacy',
    privacyLinkIsExternal: false,
    licensesUrl: '/licenses',
    companyLegalUrl: '/legal',
    footerImage: 'EHL',
    disclosureCopy: [],
  },
  publicToggles: {},
  environment: 'test',
};

export function orgWithColors(primaryColor: string, secondaryColor = '#00577b'): PrivateLabel {
  return { ...sampleOrg, brand: { ...sampleOrg.brand, primaryColor, secondaryColor } };
}
