// The organisation's private-label data, embedded by the server in every page (DESIGN section 9).

export interface Brand {
  primaryColor: string;
  secondaryColor: string;
  textColor?: string;
  backgroundColor?: string;
  bodyFont: string;
  headerFont: string;
  logoUrl: string; // served by our server, e.g. /brand/figure.svg
  logoAlt: string;
}

export interface CompanyInfo {
  companyName: string;
  companyNameShort: string;
  companyProduct: string;
  companyNMLS: string;
  companyNmlsURL: string;
  companyAddress: string;
  phoneFormatted: string;
  email: string;
  allowRegulatorReview: boolean;
  organization: string;
  logoRedirect: string;
}

export interface ProductSettings {
  referrerRequired: boolean;
  wholesale: boolean;
  registrationEnabled: boolean;
  eNotaryAllowed: boolean;
  regulatorReview: boolean;
  /** Lines may be disbursed to the borrower's digital-asset account instead of a bank (isCrypto). */
  digitalAssetDisbursement: boolean;
}

export interface FooterConfig {
  companyName: string;
  companyNMLS: string;
  companyNmlsURL: string;
  termsOfUseUrl: string;
  privacyPolicyUrl: string;
  privacyLinkIsExternal: boolean;
  licensesUrl: string;
  companyLegalUrl: string;
  footerImage: 'EOL' | 'EHL' | 'OTHER';
  disclosureCopy: string[];
}

/**
 * What kind of creditor the organisation is for the federal agencies (Regulation B appendix A names the agency
 * from it): a non-bank lender answers to the FTC, a credit union to the NCUA, a bank to its charter's regulator,
 * and any bank or credit union over $10 billion in assets to the CFPB.
 */
export type LenderCharter =
  | 'non-bank'
  | 'national-bank'
  | 'federal-savings-association'
  | 'state-member-bank'
  | 'state-nonmember-bank'
  | 'state-savings-association'
  | 'federal-credit-union'
  | 'state-credit-union';

export interface LenderRegulation {
  charter: LenderCharter;
  /** Total assets over $10 billion (the CFPB then administers ECOA for a bank or credit union). */
  assetsOver10Billion: boolean;
}

/** How the organisation shares personal information (Regulation P's model form; src/domain/privacyNotice.ts). */
export interface PrivacyPractices {
  /** Companies related by common ownership or control that we share with. */
  affiliates: string[];
  jointMarketing: boolean;
  jointMarketingPartners: string[];
  sharesForOwnMarketing: boolean;
  affiliatesMarketing: boolean;
  nonaffiliatesMarketing: boolean;
  nonaffiliatesWeShareWith: string[];
  /** Where a customer can limit sharing online, if anywhere. */
  websiteUrl: string | null;
}

export interface PrivateLabel {
  baseUrl: string;
  organizationCode: string;
  canonicalOrganizationCode: string;
  kind: 'main' | 'new-york' | 'wholesale' | 'credit-union' | 'partner';
  /** The creditor's charter, for the agency its adverse action notices name. */
  lender: LenderRegulation;
  /** Sharing practices for the Reg P privacy notice; absent: the narrowest (DEFAULT_PRIVACY_PRACTICES). */
  privacy?: PrivacyPractices;
  brand: Brand;
  metadata: {
    companyInfo: CompanyInfo;
    heloc: ProductSettings;
  };
  licensedStates: string[];
  pricingData: { originationFeeMaxPercent: number; stateFeePercent: Record<string, number> };
  footer: FooterConfig;
  publicToggles: Record<string, boolean>;
  environment: 'production' | 'development' | 'test';
}

/** The id of the JSON script block the server writes into every page. */
export const PRIVATE_LABEL_ELEMENT_ID = 'private-label-data';
export const NO_PRIVATE_LABEL_MESSAGE = 'No private label data found';
/** The request header naming the organisation (spec: 'an organisation header'). */
export const ORG_HEADER = 'x-org';
