// Seed organisations: one of every kind the spec names (DESIGN section 9).
import { DEFAULT_PRIVACY_PRACTICES } from '../../src/domain/privacyNotice';
import type { PrivacyPractices } from '../../src/domain/org';
import type { PrivateLabel } from '../../src/domain/org';
import { US_STATES } from '../../src/domain/validation/register';
import type { HoursDepartment } from '../../src/domain/contracts/wire/hours';

/** One opening window, 'HH:mm' in Pacific time; null when closed. */
export interface OpeningWindow {
  start: string;
  end: string;
}

/** A department's week: Monday to Friday share one window, Saturday and Sunday another (server/hours). */
export interface WeeklyHours {
  weekday: OpeningWindow | null;
  weekend: OpeningWindow | null;
}

/** The wire's departments (src/domain/contracts/wire/hours.ts). */
export type Department = HoursDepartment;
export const DEPARTMENTS: readonly Department[] = ['OPS_CHAT', 'OPS_PHONE'];
export const HOURS_TIME_ZONE = 'America/Los_Angeles';

/** The server-only part of an organisation: not embedded in the page. */
interface ServerOnly {
  hours: Record<Department, WeeklyHours>;
}

type Seed = Omit<PrivateLabel, 'environment'> & ServerOnly;

const DEFAULT_HOURS: Record<Department, WeeklyHours> = {
  OPS_CHAT: { weekday: { start: '06:00', end: '18:00' }, weekend: { start: '08:00', end: '17:00' } },
  OPS_PHONE: { weekday: { start: '06:00', end: '17:00' }, weekend: { start: '08:00', end: '16:30' } },
};

/** Product copy from the spec (shared surfaces, section 1), shown as numbered footer disclosures. */
export const DISCLOSURE_COPY: readonly string[] = [
  'Loan amounts run from $15,000 to $400,000; the maximum depends on home value, lien position, credit profile, verified income and available equity.',
  'The initial draw is 100% of the line at origination minus the origination fee, at a fixed rate. Later draws during the draw period are floating: the Prime Rate published for the preceding calendar month plus a fixed margin, set at the draw date.',
  'Approval may take about five minutes, subject to verification of income, employment and property condition. Funding within five business days assumes a remote online notary.',
  'Checking rates uses a soft credit pull that does not affect the score; a hard pull occurs when the application is submitted.',
  'APRs are shown from 7.60% to 17.20%, lowest for five-year terms.',
  'Property insurance is required; flood insurance may be required.',
  'Origination fee up to 4.99% of the initial draw, varying by state and credit profile. Valuation cost $180 when no AVM is available. Manual notarization $300 when eNotary is not permitted. Recording fees $0 to $315. Recording taxes $0 to $1,400 per $100,000 borrowed.',
];

/** 47 states: every state and DC except New York (its own variant) and three not yet licensed. */
const MAIN_STATES = US_STATES.filter((s) => !['NY', 'HI', 'WV', 'DC'].includes(s));

const STATE_FEES: Record<string, number> = { CA: 2.99, FL: 3.99, TX: 1.99, NY: 4.99 };

interface SeedInput {
  code: string;
  kind: PrivateLabel['kind'];
  /** Default: a non-bank lender (a licensed mortgage company), under $10 billion. */
  lender?: PrivateLabel['lender'];
  canonical?: string;
  domain: string;
  name: string;
  short: string;
  nmls: string;
  address: string;
  phone: string;
  email: string;
  colors: [string, string];
  fonts: [string, string];
  logo: string;
  states: readonly string[];
  heloc?: Partial<PrivateLabel['metadata']['heloc']>;
  footerImage?: PrivateLabel['footer']['footerImage'];
  toggles?: Record<string, boolean>;
  feeMax?: number;
  hours?: Partial<Record<Department, WeeklyHours>>;
}

const HEARTH_COMPANIES = ['Hearth Lending, LLC', 'Hearth Lending of New York, LLC', 'Hearth Wholesale Lending, LLC'];

/** Each organisation's sharing practices for its Reg P privacy notice (src/domain/privacyNotice.ts). */
function privacyPractices(i: SeedInput, baseUrl: string): PrivacyPractices {
  if (i.code.startsWith('HEARTH')) {
    return {
      affiliates: HEARTH_COMPANIES.filter((n) => n !== i.name),
      jointMarketing: false,
      jointMarketingPartners: [],
      sharesForOwnMarketing: true,
      affiliatesMarketing: true,
      nonaffiliatesMarketing: false,
      nonaffiliatesWeShareWith: [],
      websiteUrl: `${baseUrl}/privacy`,
    };
  }
  if (i.kind === 'credit-union') {
    return {
      affiliates: [],
      jointMarketing: true,
      jointMarketingPartners: ['credit card companies and insurance companies'],
      sharesForOwnMarketing: true,
      affiliatesMarketing: false,
      nonaffiliatesMarketing: false,
      nonaffiliatesWeShareWith: [],
      websiteUrl: null,
    };
  }
  return { ...DEFAULT_PRIVACY_PRACTICES };
}

function seed(i: SeedInput): Seed {
  const baseUrl = `https://${i.domain}`;
  const heloc = {
    referrerRequired: false,
    wholesale: false,
    registrationEnabled: true,
    eNotaryAllowed: true,
    regulatorReview: false,
    digitalAssetDisbursement: false,
    ...i.heloc,
  };
  return {
    baseUrl,
    organizationCode: i.code,
    canonicalOrganizationCode: i.canonical ?? i.code,
    kind: i.kind,
    lender: i.lender ?? { charter: 'non-bank', assetsOver10Billion: false },
    privacy: privacyPractices(i, baseUrl),
    brand: {
      primaryColor: i.colors[0],
      secondaryColor: i.colors[1],
      textColor: '#1c2430',
      backgroundColor: '#ffffff',
      bodyFont: i.fonts[0],
      headerFont: i.fonts[1],
      logoUrl: `/brand/${i.logo}`,
      logoAlt: `${i.short} logo`,
    },
    metadata: {
      companyInfo: {
        companyName: i.name,
        companyNameShort: i.short,
        companyProduct: `${i.short} HELOC`,
        companyNMLS: i.nmls,
        companyNmlsURL: `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/${i.nmls}`,
        companyAddress: i.address,
        phoneFormatted: i.phone,
        email: i.email,
        allowRegulatorReview: heloc.regulatorReview,
        organization: i.code,
        logoRedirect: `${baseUrl}/dashboard`,
      },
      heloc,
    },
    licensedStates: [...i.states],
    pricingData: {
      originationFeeMaxPercent: i.feeMax ?? 4.99,
      stateFeePercent: Object.fromEntries(Object.entries(STATE_FEES).filter(([s]) => i.states.includes(s))),
    },
    footer: {
      companyName: i.name,
      companyNMLS: i.nmls,
      companyNmlsURL: `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/${i.nmls}`,
      termsOfUseUrl: '/terms',
      privacyPolicyUrl: '/privacy',
      privacyLinkIsExternal: false,
      licensesUrl: '/licenses',
      companyLegalUrl: `${baseUrl}/legal`,
      footerImage: i.footerImage ?? 'EHL',
      disclosureCopy: [...DISCLOSURE_COPY],
    },
    publicToggles: { showNcuaLogo: false, portfolioManagerEnabled: false, ...i.toggles },
    hours: { ...DEFAULT_HOURS, ...i.hours },
  };
}

const MAIN_ADDRESS = '100 Market Street, Suite 400, San Francisco, CA 94105';

export const ORGANISATIONS: readonly Seed[] = [
  seed({
    code: 'HEARTH',
    kind: 'main',
    domain: 'apply.hearthlending.example',
    name: 'Hearth Lending, LLC',
    short: 'Hearth',
    nmls: '1000001',
    address: MAIN_ADDRESS,
    phone: '(888) 555-0100',
    email: 'support@hearthlending.example',
    colors: ['#1f5fbf', '#0f2f5f'],
    fonts: ['Inter, sans-serif', 'Merriweather, serif'],
    logo: 'hearth.svg',
    states: MAIN_STATES,
    // The main organisation lets a borrower take the line in their digital-asset account (the Crypto persona).
    heloc: { digitalAssetDisbursement: true },
  }),
  seed({
    code: 'HEARTH_NY',
    kind: 'new-york',
    canonical: 'HEARTH',
    domain: 'ny.hearthlending.example',
    name: 'Hearth Lending of New York, LLC',
    short: 'Hearth NY',
    nmls: '1000002',
    address: '250 Park Avenue South, New York, NY 10003',
    phone: '(888) 555-0101',
    email: 'ny-support@hearthlending.example',
    colors: ['#1f5fbf', '#0f2f5f'],
    fonts: ['Inter, sans-serif', 'Merriweather, serif'],
    logo: 'hearth.svg',
    states: ['NY'],
    heloc: { regulatorReview: true, eNotaryAllowed: false },
  }),
  seed({
    code: 'HEARTH_WHOLESALE',
    kind: 'wholesale',
    canonical: 'HEARTH',
    domain: 'wholesale.hearthlending.example',
    name: 'Hearth Wholesale Lending, LLC',
    short: 'Hearth Wholesale',
    nmls: '1000003',
    address: MAIN_ADDRESS,
    phone: '(888) 555-0102',
    email: 'wholesale@hearthlending.example',
    colors: ['#2d6a4f', '#1b4332'],
    fonts: ['Inter, sans-serif', 'Inter, sans-serif'],
    logo: 'hearth-wholesale.svg',
    states: MAIN_STATES,
    heloc: { wholesale: true },
  }),
  seed({
    code: 'HEARTH_WHOLESALE_REFERRED',
    kind: 'wholesale',
    canonical: 'HEARTH',
    domain: 'brokers.hearthlending.example',
    name: 'Hearth Wholesale Lending, LLC',
    short: 'Hearth Brokers',
    nmls: '1000003',
    address: MAIN_ADDRESS,
    phone: '(888) 555-0103',
    email: 'brokers@hearthlending.example',
    colors: ['#2d6a4f', '#1b4332'],
    fonts: ['Inter, sans-serif', 'Inter, sans-serif'],
    logo: 'hearth-wholesale.svg',
    states: MAIN_STATES,
    heloc: { wholesale: true, referrerRequired: true },
  }),
  seed({
    code: 'PINECREST_CU',
    kind: 'credit-union',
    lender: { charter: 'federal-credit-union', assetsOver10Billion: false },
    domain: 'heloc.pinecrestcu.example',
    name: 'Pinecrest Federal Credit Union',
    short: 'Pinecrest CU',
    nmls: '2000001',
    address: '12 Timber Road, Bend, OR 97701',
    phone: '(541) 555-0110',
    email: 'members@pinecrestcu.example',
    colors: ['#7a3e9d', '#4a1f66'],
    fonts: ['Source Sans 3, sans-serif', 'Source Serif 4, serif'],
    logo: 'pinecrest.svg',
    states: ['OR', 'WA', 'ID', 'CA', 'NV'],
    footerImage: 'EOL',
    toggles: { showNcuaLogo: true },
    feeMax: 2.99,
    // A member-service team: no weekend phone line, chat on weekdays only.
    hours: {
      OPS_CHAT: { weekday: { start: '08:00', end: '17:00' }, weekend: null },
      OPS_PHONE: { weekday: { start: '08:00', end: '17:30' }, weekend: null },
    },
    // Members sign in first (the credit union's own accounts), so unauthenticated visits go to sign-in, not register.
    heloc: { registrationEnabled: false },
  }),
  seed({
    code: 'SUMMIT_RATE',
    kind: 'partner',
    domain: 'heloc.summitrate.example',
    name: 'Summit Rate Mortgage, Inc.',
    short: 'Summit Rate',
    nmls: '3000001',
    address: '3940 N Ravenswood Ave, Chicago, IL 60613',
    phone: '(866) 555-0120',
    email: 'heloc@summitrate.example',
    colors: ['#c8102e', '#5b0a16'],
    fonts: ['Roboto, sans-serif', 'Roboto Slab, serif'],
    logo: 'summit.svg',
    states: MAIN_STATES,
    heloc: { referrerRequired: true },
  }),
];

export const MAIN_ORG_CODE = 'HEARTH';

const BY_CODE = new Map(ORGANISATIONS.map((o) => [o.organizationCode.toUpperCase(), o]));

export const DEFAULT_ORG_DOMAINS: Readonly<Record<string, string>> = Object.fromEntries(
  ORGANISATIONS.map((o) => [new URL(o.baseUrl).hostname, o.organizationCode]),
);

/** Organisation codes are matched without regard to case. */
export function findOrganisation(code: string | null | undefined): Seed | undefined {
  if (!code) return undefined;
  return BY_CODE.get(code.trim().toUpperCase());
}

export function mainOrganisation(): Seed {
  return BY_CODE.get(MAIN_ORG_CODE)!;
}

export function privateLabelFor(org: Seed, environment: PrivateLabel['environment']): PrivateLabel {
  const { hours, ...label } = org;
  void hours; // server-only: the app reads hours from the operating-hours service
  return { ...label, environment };
}

export type Organisation = Seed;
