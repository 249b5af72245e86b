// The adverse action notice a declined borrower is owed (ECOA / Regulation B, FCRA section 615): what was
// decided, the principal reasons, who decided, the ECOA notice and, when credit was a reason, the credit score
// disclosure. The server fills it from the decision; the decline screens show it. Its dates are calendar dates in
// the borrower's zone (src/domain/timeZones.ts), so the decision and the score read on the same local calendar.
import { localDate } from './timeZones';

/**
 * Why underwriting declined (src/domain/offers.ts UnderwritingResult 'decline'; 'ineligible' where a state's
 * home-equity law forbids the line: src/domain/lendingRules.ts), or why the lender's agent did: 'identity' when the
 * identity a §605A alert on the credit file asks for could not be verified (FACTA_REVIEW).
 */
export type DeclineReasonCode =
  'derogatory' | 'creditScore' | 'dti' | 'identity' | 'texasHomeEquityLien' | 'texasHomeEquityWithinYear';

export interface CreditScoreDisclosure {
  score: number;
  rangeLow: number;
  rangeHigh: number;
  /** The consumer reporting agency that supplied the score, with its contact details. */
  bureau: { name: string; address: string; phone: string };
  /** yyyy-MM-dd: the date of the pull in the borrower's zone. */
  scoredOn: string;
  keyFactors: string[];
  /** FCRA 615(a): the agency did not decide, the free copy within 60 days, the right to dispute. */
  rights: string[];
}

export interface AdverseActionNotice {
  /** e.g. 'Your application for a home equity line of credit has been declined.' */
  action: string;
  /** ISO date-time of the decision. */
  decidedAt: string;
  /** yyyy-MM-dd: the date of the decision in the borrower's zone (the date the notice states). */
  decidedOn: string;
  /** IANA zone the notice's dates are read in (the property's, or where the borrower signed). */
  timeZone: string;
  reasonCode: DeclineReasonCode;
  /** The principal reasons, in the words of the notice. */
  reasons: string[];
  creditor: { name: string; address: string; phone: string; nmls: string };
  ecoaNotice: string;
  /** Null when credit played no part in the decision. */
  creditScore: CreditScoreDisclosure | null;
}

export const DECLINE_REASON_CODES: readonly DeclineReasonCode[] = [
  'derogatory',
  'creditScore',
  'dti',
  'identity',
  'texasHomeEquityLien',
  'texasHomeEquityWithinYear',
];

export function isDeclineReasonCode(value: unknown): value is DeclineReasonCode {
  return typeof value === 'string' && (DECLINE_REASON_CODES as readonly string[]).includes(value);
}

/** The stage history records a decline as `underwriting:decline-<reason>` (server/pipeline/stages/prequal.ts). */
export const DECLINE_CAUSE_PREFIX = 'underwriting:decline-';
/** The stage-history cause prefix of a decline the lender's agent decided (operator routes). */
export const OPERATOR_DECLINE_PREFIX = 'operator:decline-';

/** The reason a stage-history cause records, or null when the cause is not an underwriting decline. */
export function declineReasonFromCause(cause: string): DeclineReasonCode | null {
  const prefix = [DECLINE_CAUSE_PREFIX, OPERATOR_DECLINE_PREFIX].find((p) => cause.startsWith(p));
  if (!prefix) return null;
  const reason = cause.slice(prefix.length);
  return isDeclineReasonCode(reason) ? reason : null;
}

/** Reasons that rest on the credit report itself, so the notice must carry the credit score disclosure. */
export function isCreditBased(reason: DeclineReasonCode): boolean {
  // The alert that asked for the identity check came from the credit report.
  return reason === 'creditScore' || reason === 'derogatory' || reason === 'identity';
}

export const ADVERSE_ACTION_TEXT = 'Your application for a home equity line of credit has been declined.';

/** The principal reasons, worded as Regulation B's model form (appendix C, form C-1) words them. */
export const DECLINE_REASONS: Readonly<Record<DeclineReasonCode, readonly string[]>> = {
  creditScore: ['Credit score below our minimum'],
  dti: ['Income insufficient for amount of credit requested', 'Excessive obligations in relation to income'],
  identity: ['Unable to verify identity'],
  derogatory: [
    'Serious delinquency, public record or collection',
    'Delinquent past or present credit obligations with others',
  ],
  texasHomeEquityLien: [
    'We do not grant credit to any applicant on the terms and conditions you have requested',
    'Other: the home already secures a Texas home equity loan or line, and Texas law allows only one at a time ' +
      '(Texas Constitution art. XVI §50(a)(6)(K))',
  ],
  texasHomeEquityWithinYear: [
    'We do not grant credit to any applicant on the terms and conditions you have requested',
    'Other: a Texas home equity loan or line on this home closed less than one year ago, and Texas law allows a new ' +
      'one only after a year (Texas Constitution art. XVI §50(a)(6)(M)(iii))',
  ],
};

/** Scores the bureau's model can give. */
export const SCORE_RANGE_LOW = 300;
export const SCORE_RANGE_HIGH = 850;

/** FCRA 609(f): up to four key factors, and the number of inquiries as a fifth when it is a factor. */
export const MAX_KEY_FACTORS = 4;

export interface FederalAgency {
  name: string;
  address: string;
}

/** The agency that administers ECOA compliance for the creditor (Regulation B, 12 CFR 1002.9(b)(1)). */
export const ECOA_AGENCIES = {
  /** Non-bank lenders, and banks and credit unions over $10 billion. */
  CFPB: { name: 'Consumer Financial Protection Bureau', address: '1700 G Street NW, Washington, DC 20552' },
  /** Federal credit unions. */
  NCUA: {
    name: 'National Credit Union Administration, Office of Consumer Financial Protection',
    address: '1775 Duke Street, Alexandria, VA 22314',
  },
} as const satisfies Record<string, FederalAgency>;

export function ecoaNoticeText(agency: FederalAgency): string {
  return (
    'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants ' +
    'on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant ' +
    'has the capacity to enter into a binding contract); because all or part of the applicant’s income derives ' +
    'from any public assistance program; or because the applicant has in good faith exercised any right under ' +
    'the Consumer Credit Protection Act. The Federal agency that administers compliance with this law ' +
    `concerning this creditor is the ${agency.name}, ${agency.address}.`
  );
}

/** FCRA 615(a): what the borrower may do about the report the decision used. */
export function consumerReportRights(bureauName: string): string[] {
  return [
    `Our decision was based in whole or in part on information obtained in a report from ${bureauName}. ` +
      `${bureauName} did not make the decision and is unable to provide you with the specific reasons why ` +
      'the decision was made.',
    `You have a right under the Fair Credit Reporting Act to obtain a free copy of your credit report from ` +
      `${bureauName} if you ask for it within 60 days of receiving this notice.`,
    `You also have a right to dispute with ${bureauName} the accuracy or completeness of any information in ` +
      'the report it furnished.',
  ];
}

/** What the notice needs from the credit report the decision used (server CreditReport has these fields). */
export interface CreditReportFacts {
  score: number;
  derogatory: boolean;
  delinquent: boolean;
  recentInquiries: number;
  /** The key factors the bureau returned with the score, most important first. */
  keyFactors?: readonly string[];
}

const INQUIRIES_FACTOR = 'Too many inquiries in the last 12 months';

/** Factors read off the report's facts, for a bureau that returned none of its own. */
function factorsFromFacts(report: CreditReportFacts): string[] {
  const factors: string[] = [];
  if (report.derogatory) factors.push('Serious delinquency, and public record or collection filed');
  if (report.delinquent) factors.push('Time since delinquency is too recent or unknown');
  if (report.recentInquiries > 0) factors.push(INQUIRIES_FACTOR);
  return factors;
}

/**
 * The key factors that adversely affected the score: the bureau's own (or those its facts show), at most four,
 * plus the number of inquiries as a fifth when it is a factor below the first four (FCRA 609(f)(9)).
 */
export function keyFactorsFor(report: CreditReportFacts): string[] {
  const all = [
    ...new Set(report.keyFactors && report.keyFactors.length > 0 ? report.keyFactors : factorsFromFacts(report)),
  ];
  const top = all.slice(0, MAX_KEY_FACTORS);
  const inquiries = all.slice(MAX_KEY_FACTORS).find((f) => /inquir/i.test(f));
  return inquiries ? [...top, inquiries] : top;
}

export interface AdverseActionInput {
  reasonCode: DeclineReasonCode;
  /** ISO date-time of the decision. */
  decidedAt: string;
  /** IANA zone the dates are stated in: the borrower's. */
  timeZone: string;
  creditor: AdverseActionNotice['creditor'];
  /** Default: the CFPB. */
  ecoaAgency?: FederalAgency;
  /**
   * For credit-based reasons: the report the decision used, the agency that supplied it and when it was pulled
   * (ISO). Ignored for a DTI decline.
   */
  credit?: {
    report: CreditReportFacts;
    bureau: CreditScoreDisclosure['bureau'];
    pulledAt: string;
  } | null;
}

/** The notice for a decline. A credit-based reason without its report gives no score disclosure (nothing to show). */
export function buildAdverseActionNotice(input: AdverseActionInput): AdverseActionNotice {
  const { reasonCode, decidedAt, timeZone, creditor, credit } = input;
  const creditScore: CreditScoreDisclosure | null =
    isCreditBased(reasonCode) && credit
      ? {
          score: credit.report.score,
          rangeLow: SCORE_RANGE_LOW,
          rangeHigh: SCORE_RANGE_HIGH,
          bureau: { ...credit.bureau },
          scoredOn: localDate(new Date(credit.pulledAt), timeZone),
          keyFactors: keyFactorsFor(credit.report),
          rights: consumerReportRights(credit.bureau.name),
        }
      : null;
  return {
    action: ADVERSE_ACTION_TEXT,
    decidedAt,
    decidedOn: localDate(new Date(decidedAt), timeZone),
    timeZone,
    reasonCode,
    reasons: [...DECLINE_REASONS[reasonCode]],
    creditor: { ...creditor },
    ecoaNotice: ecoaNoticeText(input.ecoaAgency ?? ECOA_AGENCIES.CFPB),
    creditScore,
  };
}
