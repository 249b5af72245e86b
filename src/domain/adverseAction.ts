// The adverse action notice a declined borrower is owed (ECOA / Regulation B, FCRA section 615): what was
// decided, the principal reasons, who decided, the ECOA notice and, when credit was a reason, the credit score
// disclosure. The server fills it from the decision; the decline screens show it. Its dates are calendar dates in
// the borrower's zone (src/domain/timeZones.ts), so the decision and the score read on the same local calendar.
import type { LenderRegulation } from './org';
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
  /** The federal agency that administers ECOA for this creditor (Regulation B appendix A). */
  ecoaAgency: FederalAgency;
  ecoaNotice: string;
  /**
   * The FCRA §615(a) block and the credit score disclosure: present whenever the decision used any information from
   * a consumer report (the score, the debts it lists, its alert); null when none was used (e.g. a Texas rule).
   */
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

/**
 * Reasons that rest in whole or in part on a consumer report (FCRA §615(a)), so the notice carries the bureau's
 * block and the score disclosure: the score and the derogatory items, the monthly debts a DTI decline counts (they
 * come from the report), and the §605A alert that asked for the identity check. The Texas rules rest on the
 * property's recorded liens, not on the consumer's report.
 */
export function isCreditBased(reason: DeclineReasonCode): boolean {
  return reason === 'creditScore' || reason === 'derogatory' || reason === 'dti' || reason === 'identity';
}

/** The notice's title as a document (Regulation B appendix C: "Statement of Credit Denial, Termination or Change"). */
export const ADVERSE_ACTION_NOTICE_TITLE = 'Notice of Action Taken and Statement of Reasons';

export const ADVERSE_ACTION_TEXT = 'Your application for a home equity line of credit has been declined.';

/**
 * Regulation B's sample reasons (appendix C, form C-1), the wording the notices use where one fits. A reason the
 * list does not have is stated as specifically under "Other" (comment 9(b)(2)-9).
 */
export const SAMPLE_REASONS = {
  incomeInsufficient: 'Income insufficient for amount of credit requested',
  excessiveObligations: 'Excessive obligations in relation to income',
  unableToVerifyIncome: 'Unable to verify income',
  limitedExperience: 'Limited credit experience',
  delinquent: 'Delinquent past or present credit obligations with others',
  collection: 'Collection action or judgment',
  garnishment: 'Garnishment or attachment',
  foreclosure: 'Foreclosure or repossession',
  bankruptcy: 'Bankruptcy',
  inquiries: 'Number of recent inquiries on credit bureau report',
  collateral: 'Value or type of collateral not sufficient',
  identity: 'Unable to verify identity',
  terms: 'We do not grant credit to any applicant on the terms and conditions you have requested',
} as const;

/** Regulation B allows up to four principal reasons (comment 9(b)(2)-1: more is not helpful). */
export const MAX_REASONS = 4;

/** The principal reasons a decline names before the report's own facts are read in. */
export const DECLINE_REASONS: Readonly<Record<DeclineReasonCode, readonly string[]>> = {
  // Specific reasons come from the score's key factors (principalReasons); "below our minimum" is not one.
  creditScore: [],
  dti: [SAMPLE_REASONS.incomeInsufficient, SAMPLE_REASONS.excessiveObligations],
  identity: [SAMPLE_REASONS.identity],
  derogatory: [SAMPLE_REASONS.delinquent, SAMPLE_REASONS.collection],
  texasHomeEquityLien: [
    SAMPLE_REASONS.collateral,
    'Other: the home already secures a Texas home equity loan or line, and Texas law allows only one at a time ' +
      '(Texas Constitution art. XVI §50(a)(6)(K))',
  ],
  texasHomeEquityWithinYear: [
    SAMPLE_REASONS.collateral,
    'Other: a Texas home equity loan or line on this home closed less than one year ago, and Texas law allows a new ' +
      'one only after a year (Texas Constitution art. XVI §50(a)(6)(M)(iii))',
  ],
};

/** A score key factor in the sample form's words where the form has them (first match wins). */
const FACTOR_REASONS: readonly [RegExp, string][] = [
  [/bankrupt/i, SAMPLE_REASONS.bankruptcy],
  [/foreclos|repossess/i, SAMPLE_REASONS.foreclosure],
  [/garnish|attachment/i, SAMPLE_REASONS.garnishment],
  [/public record|collection|judgment/i, SAMPLE_REASONS.collection],
  [/delinquen|past due|paid as agreed|late payment/i, SAMPLE_REASONS.delinquent],
  [/inquir/i, SAMPLE_REASONS.inquiries],
  [
    /length of (time|credit)|too few accounts|established|lack of|limited|insufficient.*history/i,
    SAMPLE_REASONS.limitedExperience,
  ],
];

/** One key factor as a principal reason: the sample form's words, or the factor itself under "Other". */
export function reasonForFactor(factor: string): string {
  const match = FACTOR_REASONS.find(([re]) => re.test(factor));
  return match ? match[1] : `Other: ${factor.charAt(0).toLowerCase()}${factor.slice(1)}`;
}

/**
 * The one to four specific principal reasons for a decline (Regulation B §1002.9(b)(2)). A credit-score decline
 * names what lowered the score: its key factors, in the sample form's words where it has them (comment
 * 9(b)(2)-4: the factors actually scored). The other declines name their cause, then what the report adds.
 */
export function principalReasons(reasonCode: DeclineReasonCode, report?: CreditReportFacts | null): string[] {
  const base = [...DECLINE_REASONS[reasonCode]];
  const fromFactors =
    (reasonCode === 'creditScore' || reasonCode === 'derogatory') && report
      ? keyFactorsFor(report).map(reasonForFactor)
      : [];
  const reasons = [...new Set([...base, ...fromFactors])].slice(0, MAX_REASONS);
  if (reasons.length > 0) return reasons;
  // A score with no factor to name (a bureau that returned none, a report not on file): still say what it was.
  return [
    report
      ? `Other: the credit score of ${report.score} the consumer reporting agency gave is below the lowest we lend at`
      : 'Other: the credit score the consumer reporting agency gave is below the lowest we lend at',
  ];
}

/** Scores the bureau's model can give. */
export const SCORE_RANGE_LOW = 300;
export const SCORE_RANGE_HIGH = 850;

/** FCRA 609(f): up to four key factors, and the number of inquiries as a fifth when it is a factor. */
export const MAX_KEY_FACTORS = 4;

export interface FederalAgency {
  name: string;
  address: string;
}

/**
 * The agency that administers ECOA compliance for the creditor (Regulation B, 12 CFR 1002.9(b)(1) and appendix A),
 * with the address appendix A gives.
 */
export const ECOA_AGENCIES = {
  /** Banks, savings associations and credit unions with total assets over $10 billion (appendix A item 1). */
  CFPB: { name: 'Consumer Financial Protection Bureau', address: '1700 G Street NW, Washington, DC 20552' },
  /** National banks and federal savings associations (item 2.a). */
  OCC: {
    name: 'Office of the Comptroller of the Currency, Customer Assistance Group',
    address: 'P.O. Box 53570, Houston, TX 77052',
  },
  /** State member banks (item 2.b). */
  FRB: { name: 'Federal Reserve Consumer Help Center', address: 'P.O. Box 1200, Minneapolis, MN 55480' },
  /** State nonmember insured banks and state savings associations (item 2.c). */
  FDIC: { name: 'FDIC Consumer Response Center', address: '1100 Walnut Street, Box #11, Kansas City, MO 64106' },
  /** Federal credit unions (item 2.d). */
  NCUA: {
    name: 'National Credit Union Administration, Office of Consumer Financial Protection',
    address: '1775 Duke Street, Alexandria, VA 22314',
  },
  /** Finance companies and all other creditors not listed, non-bank mortgage lenders among them (item 9). */
  FTC: { name: 'Federal Trade Commission, Consumer Response Center', address: 'Washington, DC 20580' },
} as const satisfies Record<string, FederalAgency>;

/** The agency Regulation B appendix A names for a creditor of this kind. */
export function ecoaAgencyFor(lender: LenderRegulation): FederalAgency {
  const depository = lender.charter !== 'non-bank';
  if (depository && lender.assetsOver10Billion) return ECOA_AGENCIES.CFPB;
  switch (lender.charter) {
    case 'national-bank':
    case 'federal-savings-association':
      return ECOA_AGENCIES.OCC;
    case 'state-member-bank':
      return ECOA_AGENCIES.FRB;
    case 'state-nonmember-bank':
    case 'state-savings-association':
      return ECOA_AGENCIES.FDIC;
    case 'federal-credit-union':
      return ECOA_AGENCIES.NCUA;
    // ECOA §704(c): a state-chartered credit union, like any creditor no other agency covers, falls to the FTC.
    case 'state-credit-union':
    case 'non-bank':
      return ECOA_AGENCIES.FTC;
  }
}

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
  /** From the creditor's charter: ecoaAgencyFor(org.lender). */
  ecoaAgency: FederalAgency;
  /**
   * For reasons resting on a consumer report (isCreditBased): the report the decision used, the agency that
   * supplied it and when it was pulled (ISO). Ignored for the other reasons.
   */
  credit?: {
    report: CreditReportFacts;
    bureau: CreditScoreDisclosure['bureau'];
    pulledAt: string;
  } | null;
}

/** A pull as the notices disclose it: the score, its range, date, source, key factors and the §615(a) rights. */
export function scoreDisclosure(
  credit: { report: CreditReportFacts; bureau: CreditScoreDisclosure['bureau']; pulledAt: string },
  timeZone: string,
): CreditScoreDisclosure {
  return {
    score: credit.report.score,
    rangeLow: SCORE_RANGE_LOW,
    rangeHigh: SCORE_RANGE_HIGH,
    bureau: { ...credit.bureau },
    scoredOn: localDate(new Date(credit.pulledAt), timeZone),
    keyFactors: keyFactorsFor(credit.report),
    rights: consumerReportRights(credit.bureau.name),
  };
}

/** The notice for a decline. A credit-based reason without its report gives no score disclosure (nothing to show). */
export function buildAdverseActionNotice(input: AdverseActionInput): AdverseActionNotice {
  const { reasonCode, decidedAt, timeZone, creditor, credit } = input;
  const used = isCreditBased(reasonCode) ? (credit ?? null) : null;
  const creditScore = used ? scoreDisclosure(used, timeZone) : null;
  return {
    action: ADVERSE_ACTION_TEXT,
    decidedAt,
    decidedOn: localDate(new Date(decidedAt), timeZone),
    timeZone,
    reasonCode,
    reasons: principalReasons(reasonCode, used?.report),
    creditor: { ...creditor },
    ecoaAgency: { ...input.ecoaAgency },
    ecoaNotice: ecoaNoticeText(input.ecoaAgency),
    creditScore,
  };
}

/** The title of the FCRA §609(g) notice, as the statute names it. */
export const HOME_LOAN_NOTICE_TITLE = 'Notice to the Home Loan Applicant';

/** The §609(g) notice's title as a document. */
export const CREDIT_SCORE_NOTICE_TITLE = `${HOME_LOAN_NOTICE_TITLE} (Credit Score Disclosure)`;

/** FCRA §609(g)(1)(D): the notice's text, word for word, given with the score for a dwelling-secured loan. */
export const HOME_LOAN_NOTICE_TEXT: readonly string[] = [
  'In connection with your application for a home loan, the lender must disclose to you the score that a consumer ' +
    'reporting agency distributed to users and the lender used in connection with your home loan, and the key ' +
    'factors affecting your credit scores.',
  'The credit score is a computer generated summary calculated at the time of the request and based on information ' +
    'that a consumer reporting agency or lender has on file. The scores are based on data about your credit history ' +
    'and payment patterns. Credit scores are important because they are used to assist the lender in determining ' +
    'whether you will obtain a loan. They may also be used to determine what interest rate you may be offered on the ' +
    'mortgage. Credit scores can change over time, depending on your conduct, how your credit history and payment ' +
    'patterns change, and how credit scoring technologies change.',
  'Because the score is based on information in your credit history, it is very important that you review the ' +
    'credit-related information that is being furnished to make sure it is accurate. Credit records may vary from ' +
    'one company to another.',
  'If you have questions about your credit score or the credit information that is furnished to you, contact the ' +
    'consumer reporting agency at the address and telephone number provided with this notice, or contact the lender, ' +
    'if the lender developed or generated the credit score. The consumer reporting agency plays no part in the ' +
    'decision to take any action on the loan application and is unable to provide you with specific reasons for the ' +
    'decision on a loan application.',
  'If you have questions concerning the terms of the loan, contact the lender.',
];

/** The decline screen that shows a decline's notice (the spec's error/credit, error/income, error/decline). */
export function declineScreen(reasonCode: DeclineReasonCode): 'error/credit' | 'error/income' | 'error/decline' {
  if (reasonCode === 'creditScore') return 'error/credit';
  if (reasonCode === 'dti') return 'error/income';
  return 'error/decline';
}

/** The subject of the notice when it is mailed. */
export const ADVERSE_ACTION_MAIL_SUBJECT = 'Notice of action taken on your application';

/**
 * The whole notice as plain text, for the mail (the same content as the PDF and the screen: the action, the
 * reasons, the §615(a) block and score, the creditor and the ECOA notice).
 */
export function adverseActionLetter(notice: AdverseActionNotice, applicantName: string): string {
  const { creditor, creditScore } = notice;
  const lines = [
    `Dear ${applicantName},`,
    '',
    `${notice.action} Date of this notice: ${notice.decidedOn}.`,
    '',
    'Principal reason(s) for our decision:',
    ...notice.reasons.map((r) => `- ${r}`),
  ];
  if (creditScore) {
    const { bureau } = creditScore;
    lines.push(
      '',
      'Our credit decision was based in whole or in part on information obtained in a report from the consumer ' +
        'reporting agency listed below.',
      `${bureau.name}, ${bureau.address}, toll-free ${bureau.phone}`,
      ...creditScore.rights,
      '',
      `We also obtained your credit score from ${bureau.name} and used it in making our credit decision.`,
      `Your credit score: ${creditScore.score}`,
      `Scores range from a low of ${creditScore.rangeLow} to a high of ${creditScore.rangeHigh}`,
      `Date: ${creditScore.scoredOn}`,
      ...(creditScore.keyFactors.length > 0
        ? ['Key factors that adversely affected your credit score:', ...creditScore.keyFactors.map((f) => `- ${f}`)]
        : []),
    );
  }
  lines.push(
    '',
    `Creditor: ${creditor.name}, ${creditor.address}, ${creditor.phone} (NMLS #${creditor.nmls})`,
    '',
    notice.ecoaNotice,
  );
  return lines.join('\n');
}
