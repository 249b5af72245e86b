// A complete private-label object for tests, with helpers for the product settings guards read.
import type { PrivateLabel, ProductSettings } from '../../src/domain/org';

export const sampleOrg: PrivateLabel = {
  baseUrl: 'https://heloc.example-lender.test',
  organizationCode: 'example',
  canonicalOrganizationCode: 'example',
  kind: 'main',
  lender: { charter: 'non-bank', assetsOver10Billion: false },
  brand: {
    primaryColor: '#00577b',
    secondaryColor: '#ffb81c',
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
      registrationEnabled: false,
      eNotaryAllowed: true,
      regulatorReview: false,
      digitalAssetDisbursement: false,
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

export function orgWith(heloc: Partial<ProductSettings>): PrivateLabel {
  return { ...sampleOrg, metadata: { ...sampleOrg.metadata, heloc: { ...sampleOrg.metadata.heloc, ...heloc } } };
}
