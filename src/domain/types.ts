// Entities of spec core-journey section 3 and shared-surfaces section 3, shared by the app and the server.
// Plain JSON shapes only: dates are ISO strings, so the store stays serialisable.

export interface Address {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export type Ownership = 'SOLE' | 'JOINT' | 'TRUST' | 'NONE';
export const OWNERSHIPS: readonly Ownership[] = ['SOLE', 'JOINT', 'TRUST', 'NONE'];

export interface ProfileAddress extends Address {
  uuid: string;
  ownership?: Ownership | null;
}

export interface PersonName {
  uuid: string;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  suffix?: string | null;
}

export interface Profile {
  uuid: string;
  name: PersonName | null;
  dob: string | null; // yyyy-MM-dd
  hasSsn: boolean;
  email: string;
  phoneNumbers: string[];
  addresses: ProfileAddress[];
  optimizelyProfileUuid: string | null;
}

export type IdentityType = 'BORROWER' | 'CO_DEEDER' | 'AGENT';

/** GET /identity/secure/api/v1/identity */
export interface Identity {
  uuid: string;
  type: IdentityType;
  email: string;
  phoneNumbers: string[];
  organizationCode: string;
  isBroker: boolean;
}

export type ConsentType = 'SOFT_CREDIT' | 'HARD_CREDIT' | 'ESIGN';
export type PayType = 'AUTOPAY' | 'MANUAL';
export type EmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'SELF_EMPLOYED' | 'RETIRED' | 'UNEMPLOYED' | 'SEPARATE_MAINTENANCE_PAYMENTS';

export const EMPLOYMENT_TYPES: readonly EmploymentType[] = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
];

export type SaleStatus = 'NOT_SELLING' | 'PLANNING_TO_SELL' | 'LISTED_FOR_SALE';
export const SALE_STATUSES: readonly SaleStatus[] = ['NOT_SELLING', 'PLANNING_TO_SELL', 'LISTED_FOR_SALE'];

/** The status fields the flow reads (core-journey section 3). All optional: the server fills them as the pipeline moves. */
export interface ApplicationStatus {
  checklistStatus?: string | null; // the current server stage
  liensComplete?: boolean;
  uwDecision?: string | null;
  uwSubDecision?: string | null;
  inquiryAttestNeeded?: boolean;
  inquiryAttestComplete?: boolean;
  manualPaystubUpload?: boolean;
  manualPaystubTasksComplete?: boolean;
  giactAccountStatus?: string | null;
  bpo?: string | null;
  title?: string | null;
  disclosurelistSummaryReady?: boolean;
  disclosurelistSummaryComplete?: boolean;
  disclosurelistClosingReady?: boolean;
  disclosurelistClosingComplete?: boolean;
  disclosurelistNotaryReady?: boolean;
  disclosurelistNotaryComplete?: boolean;
  primaryParticipantAcceptComplete?: boolean;
  manualDeedSigningComplete?: boolean;
  employmentVerificationNeeded?: boolean;
  propertyComplete?: boolean;
  datatreeNoMatch?: boolean;
  creditFrozenWithPin?: boolean;
  dtiDecline?: boolean;
  creditScoreDecline?: boolean;
  waitingOnFloodCert?: boolean;
  manualNotary?: boolean;
  condition?: boolean;
  debtPayoff?: 'REVIEW' | 'ATTESTATION' | 'COMPLETE' | null; // debt payoff at closing (merchant/*)
  // Credit decision notices (src/domain/adverseAction.ts): the FCRA §609(g) notice once a score is on file, the
  // adverse action notice once the application is declined (both documents, server/documents).
  creditScoreNoticeReady?: boolean;
  adverseActionNoticeReady?: boolean;
  // Texas (a)(6) lines (src/domain/texas.ts): the §50(g) notice, attorney review, the 12-day wait, the FMV acknowledgment.
  texasNoticeProvidedAt?: string | null; // ISO: when the §50(g) notice was provided (at application)
  applicationDisclosuresProvidedAt?: string | null; // ISO: when the early disclosure and brochure were given (§1026.40(b))
  texasApplicationAt?: string | null; // ISO: when the application was submitted
  attorneyReview?: AttorneyReviewStatus | null;
  notaryWaitingUntil?: string | null; // ISO: the 12-day wait ends (the start of texasEarliestClosingDate)
  texasEarliestClosingDate?: string | null; // YYYY-MM-DD on the property's calendar (America/Chicago)
  fmvAcknowledgmentReady?: boolean; // the fair-market-value acknowledgment is prepared for the closing
  fmvAcknowledgmentSigned?: boolean; // signed by the borrower and the lender at the closing
}

export type AttorneyReviewStatus = 'IN_REVIEW' | 'APPROVED' | 'REJECTED';

export interface IncomeSource {
  uuid: string;
  employmentType: EmploymentType;
  annualIncome: number;
}

export interface BankAccount {
  uuid: string;
  routingNumber?: string | null;
  mask?: string | null; // last four digits
  accountNumber?: string | null; // always masked by the server, never the real number
}

export interface Application {
  uuid: string;
  status: ApplicationStatus;
  /** ESIGN consents name the requirements version they were given under (src/domain/esign.ts). */
  consents: { type: ConsentType; createdDate?: string; version?: number; accessConfirmedAt?: string }[];
  /** The E-SIGN hardware/software requirements changed since the borrower consented: ask again. */
  esignReconsentRequired?: boolean;
  selectedPropertyUuid: string | null;
  property: (Address & { uuid: string }) | null;
  saleStatus?: SaleStatus | null;
  term: number; // years
  amount: number;
  rate: number; // APR, percent
  documents: { uuid?: string; type: string }[];
  incomeSources: IncomeSource[];
  disburseAccount: BankAccount | null;
  autopayAccount: { uuid: string } | null;
  payType: PayType | null;
  hasHmda: boolean;
  assetDepletion: { complete: boolean } | null;
  insurance: { complete: boolean } | null;
  coDeedStatus: string | null;
  requestedManualNotaryTime: string | null;
  isCrypto: boolean;
  loanNumber: string | null;
  auditFields: { createdDate: string };
  adjustedHomeAmount: number | null;
  uwCalculatedDrawAmount: number | null;
  additionalSignerVersion: string | null;
  helocSigners: { identityUuid: string }[];
  referrer: { referrerUuid: string } | null;
  isBroker: boolean;
  /** The FullStory session the borrower's support agent may replay (PUT full-story-link); absent until one is set. */
  fullStoryLink?: string | null;
}

/** The fields a new application starts with before the pipeline fills them in (server and fixtures share it). */
export type ApplicationDefaults = Omit<
  Application,
  'uuid' | 'status' | 'selectedPropertyUuid' | 'property' | 'saleStatus' | 'auditFields'
>;

export function blankApplicationFields(): ApplicationDefaults {
  return {
    consents: [],
    term: 0,
    amount: 0,
    rate: 0,
    documents: [],
    incomeSources: [],
    disburseAccount: null,
    autopayAccount: null,
    payType: null,
    hasHmda: false,
    assetDepletion: null,
    insurance: null,
    coDeedStatus: null,
    requestedManualNotaryTime: null,
    isCrypto: false,
    loanNumber: null,
    adjustedHomeAmount: null,
    uwCalculatedDrawAmount: null,
    additionalSignerVersion: null,
    helocSigners: [],
    referrer: null,
    isBroker: false,
  };
}

/** A condition of the conditions service (spec core-journey section 7), as the server answers and the app reads it. */
export interface Condition {
  uuid: string;
  categoryEnum: string;
  /** ISO date-time; the list comes oldest first. */
  created: string;
  notes: string | null;
  commentsToBorrower: string | null;
  requestDocuments: boolean;
  xtraData: { numDocsRequired: number; docsReceived: number };
  actionNeeded: string | null;
  resolvedAt: string | null;
}
