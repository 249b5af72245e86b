// HELOC_EARLY_DISCLOSURE: the Truth in Lending early disclosure for a home equity plan (Regulation Z §1026.40(d)),
// given at application (§1026.40(b)) before any fee is agreed or any decision made. No offer exists yet, so it states
// the plan's terms with representative figures (src/domain/helocPlan.ts) for the home's state and the lender
// (src/domain/lendingRules.ts): the same rules price the offers, so no later offer can contradict it. Each heading
// names the paragraph of §1026.40(d) it answers.
import { PRIME_RATE_SOURCE } from '../../../src/domain/data/primeRateHistory';
import {
  CURRENT_PRIME_RATE_PERCENT,
  EXAMPLE_BALANCE,
  feeRefundStatement,
  historicalExample,
  indexReachingCap,
  maximumRatePayments,
  planFees,
  planMargins,
  termsAvailableUntil,
  thirdPartyFeeRange,
  type PlanFee,
} from '../../../src/domain/helocPlan';
import { OFFER_TERMS } from '../../../src/domain/offers';
import { localDate } from '../../../src/domain/timeZones';
import type { DocumentContext } from '../context';
import { APR_RANGE, DRAW_PERIOD_YEARS, FEES, LIFETIME_APR_CAP, RESCISSION_BUSINESS_DAYS } from '../figures';
import { monthlyPayment } from '../../../src/domain/offers';
import { day, money, partiesBlock, percent, startDocument, wholeMoney } from './common';

export const EARLY_DISCLOSURE_TITLE = 'Home Equity Line of Credit Early Disclosure';
/** The historical example's payments are shown for this term (the other terms' maximum payments are shown too). */
const HISTORY_TERM_YEARS = 10;

function feeAmount(fee: PlanFee, maxFeePercent: number): string {
  switch (fee.kind) {
    case 'origination':
      return `Up to ${percent(maxFeePercent)} of the line`;
    case 'valuation':
      return money(FEES.valuationNoAvm);
    case 'notarization':
      return money(FEES.manualNotarization);
    case 'recordingFee':
      return `${money(0)} to ${money(FEES.recordingFeeMax)}`;
    case 'recordingTax':
      return `${money(0)} to ${wholeMoney(FEES.recordingTaxPer100kMax)} per $100,000 of the line`;
    default:
      return 'None';
  }
}

export async function helocEarlyDisclosure(ctx: DocumentContext): Promise<Uint8Array> {
  const f = ctx.figures;
  const company = ctx.org.metadata.companyInfo.companyName;
  // The disclosure as given: dated the day it was provided at application, whenever it is opened again.
  const providedAt = ctx.application.status.applicationDisclosuresProvidedAt;
  const given: DocumentContext = providedAt ? { ...ctx, generatedAt: new Date(providedAt) } : ctx;
  const preparedOn = localDate(given.generatedAt.getTime(), ctx.timeZone);
  const preparedYear = Number(preparedOn.slice(0, 4));
  const margins = planMargins();
  const fees = planFees(f.rules);
  const lenderPays = fees.filter((fee) => fee.paidBy === 'lender');
  const thirdParty = thirdPartyFeeRange(f.rules, null);

  const pdf = await startDocument(given, EARLY_DISCLOSURE_TITLE, 'Truth in Lending disclosure for a home equity plan');
  partiesBlock(pdf, given, [['Home state', f.rules.state || 'Not on file']]);

  pdf.paragraph(
    'IMPORTANT TERMS OF OUR HOME EQUITY LINE OF CREDIT. This disclosure contains important information about our ' +
      'home equity line of credit. You should read it carefully and keep a copy for your records.',
    { bold: true },
  );

  // (d)(1)
  pdf.heading('Retention of information');
  pdf.paragraph(
    'You should make or otherwise retain a copy of this disclosure for your records. You can download it as a PDF ' +
      'at any time from your application, and we keep it with your application.',
  );

  // (d)(2)(i) and (ii)
  pdf.heading('Availability of terms');
  pdf.paragraph(
    `To obtain the terms described below, you must submit your application by ${day(termsAvailableUntil(preparedOn), ctx.timeZone)}. ` +
      'All of the terms described below are subject to change before the line is opened: the annual percentage ' +
      'rate, the margin, the fees and the minimum payment. If these terms change (other than the annual percentage ' +
      'rate because the index changes) and you therefore choose not to enter into an agreement with us, you are ' +
      'entitled to a refund of any fees that you paid to us or anyone else in connection with your application.',
  );

  // (h) with (d)(2)
  pdf.heading('Refund of fees');
  pdf.paragraph(feeRefundStatement(company), { bold: true });

  // (d)(3)
  pdf.heading('Security interest');
  pdf.paragraph(
    'We will take a security interest in your home (a deed of trust or mortgage). You could lose your home if you ' +
      'do not meet the obligations in your agreement with us.',
  );

  // (d)(4)
  pdf.heading('Possible actions');
  pdf.paragraph(
    'Under certain circumstances, we can terminate your line, require you to pay the entire outstanding balance in ' +
      'one payment and charge you fees at termination if:',
  );
  pdf.bullets([
    'You engage in fraud or material misrepresentation in connection with the line.',
    'You do not meet the repayment terms.',
    'Your action or inaction adversely affects the collateral or our rights in the collateral.',
  ]);
  pdf.paragraph(
    'We can refuse to make additional extensions of credit (freeze the line) or reduce your credit limit if the ' +
      'value of the dwelling declines significantly below its appraised value for purposes of the line, if we ' +
      'reasonably believe you will be unable to make the required payments because of a material change in your ' +
      'financial circumstances, if you are in default of a material obligation of the agreement, if government ' +
      'action prevents us from imposing the annual percentage rate provided for or impairs our security interest ' +
      'so that it is less than 120% of the credit line, or if a regulatory agency has notified us that continued ' +
      'advances would be an unsafe and unsound practice. The initial agreement permits us to make certain changes ' +
      'to the terms of the agreement at specified times or upon the occurrence of specified events: changes you ' +
      'agree to in writing, changes that unequivocally benefit you, and insignificant changes.',
  );

  // (d)(5)
  pdf.heading('Minimum payment requirements and draw and repayment terms');
  pdf.paragraph(
    `Draw period: you may take advances for ${DRAW_PERIOD_YEARS} years from the opening of the line (or for the ` +
      'whole term, if shorter). Repayment period: it begins at opening and lasts the fixed term you choose ' +
      `(${OFFER_TERMS.join(', ')} years). The initial draw at opening is 100% of the line minus the origination fee. ` +
      'Your minimum monthly payment is the amount that repays each advance, principal and interest, in equal ' +
      'monthly payments over the time remaining in the term: every payment pays down what you owe, the balance is ' +
      'repaid in full by the end of the term and no balloon payment is due. Payments are due monthly, starting one ' +
      'month after the advance.',
  );

  pdf.heading('Minimum payment example', 2);
  pdf.paragraph(
    `If you had an outstanding balance of ${wholeMoney(EXAMPLE_BALANCE)} and took no other advances, your monthly ` +
      `payment and the time to repay at the lowest (${percent(APR_RANGE.min)}) and highest (${percent(APR_RANGE.max)}) ` +
      'annual percentage rates we recently offered would be (no balloon payment in either case):',
  );
  pdf.table(
    [
      { header: 'Term', width: 0.25 },
      { header: `At ${percent(APR_RANGE.min)} APR`, width: 0.25, align: 'right' },
      { header: `At ${percent(APR_RANGE.max)} APR`, width: 0.25, align: 'right' },
      { header: 'Number of payments', width: 0.25, align: 'right' },
    ],
    OFFER_TERMS.map((t) => [
      `${t} years`,
      money(monthlyPayment(EXAMPLE_BALANCE, APR_RANGE.min, t)),
      money(monthlyPayment(EXAMPLE_BALANCE, APR_RANGE.max, t)),
      String(t * 12),
    ]),
  );

  // (d)(6)
  pdf.heading('Annual percentage rate (APR)');
  pdf.paragraph(
    `Our APRs recently ranged from ${percent(APR_RANGE.min)} to ${percent(APR_RANGE.max)}, lowest for five-year ` +
      'terms. Your APR depends on your credit profile, the term, the combined loan-to-value ratio and lien position. ' +
      'The annual percentage rate does not include costs other than interest. The initial draw carries a fixed ' +
      'annual percentage rate for its whole term; its payment never changes.',
  );

  // (d)(7) and (d)(8)
  pdf.heading('Fees and charges');
  pdf.paragraph(
    'To open and maintain the line you may have to pay the following fees to us (the creditor) and to third parties. ' +
      'We charge no annual fee, no fee for a draw, no inactivity fee and no early closure fee.',
  );
  pdf.table(
    [
      { header: 'Fee', width: 0.4 },
      { header: 'Amount', width: 0.24 },
      { header: 'Imposed by', width: 0.14 },
      { header: 'When payable; who pays', width: 0.22 },
    ],
    fees.map((fee) => [
      fee.label,
      feeAmount(fee, f.maxOriginationFeePercent),
      fee.imposedBy === 'creditor' ? 'Us' : 'Third party',
      `${fee.when}; ${fee.paidBy === 'borrower' ? 'you pay' : 'we pay, not you'}`,
    ]),
  );
  pdf.paragraph(
    `Our good faith estimate of the fees third parties may impose on you to open the line is ${money(thirdParty.min)} ` +
      `to ${money(thirdParty.max)} (recording taxes on a line of $400,000 included). If you ask, we will give you a ` +
      'good faith itemization of the fees you will have to pay to third parties. Property insurance is required; ' +
      'flood insurance may be required.',
  );
  if (lenderPays.length > 0) {
    pdf.paragraph(
      `${f.rules.citation ?? 'State law'} limits the fees and charges to make the line to ` +
        `${percent(f.rules.feeCapPercent)} of the line amount, counting fees paid to anyone except an appraisal by a ` +
        'third-party appraiser, a property survey, a mortgagee title insurance premium and a title examination report. ' +
        `So that the total never exceeds that limit, we pay the ${lenderPays.map((fee) => fee.name).join(', ')} ` +
        'ourselves; you pay only the origination fee.',
    );
  }

  // (d)(9)
  pdf.heading('Negative amortization');
  pdf.paragraph(
    'Negative amortization will not occur under this plan: every minimum payment covers the interest due and repays ' +
      'part of the principal, so your balance never grows and your equity in the dwelling is never reduced by your ' +
      'payments.',
  );

  // (d)(10)
  pdf.heading('Transaction requirements');
  pdf.bullets([
    `The minimum amount of each later draw is ${wholeMoney(f.minLaterDraw)}.`,
    'The initial draw is the whole line less the origination fee, taken at opening. There is no minimum outstanding ' +
      'balance and no limit on the number of later draws during the draw period, each up to the credit available.',
  ]);

  // (d)(11)
  pdf.heading('Tax deductibility');
  pdf.paragraph('You should consult a tax advisor regarding the deductibility of interest and charges for the line.');

  // (d)(12)
  pdf.heading('Variable-rate features');
  pdf.paragraph(
    'The line has a variable-rate feature: the annual percentage rate of each later draw, and so its minimum payment, ' +
      'can change with the index before the draw is taken. The annual percentage rate does not include costs other ' +
      'than interest.',
  );
  pdf.bullets([
    `Index: the Prime Rate published in the Wall Street Journal for the preceding calendar month ` +
      `(${percent(CURRENT_PRIME_RATE_PERCENT)} for this disclosure). Source of information about the index: the Wall ` +
      'Street Journal "Money Rates" table, or the Federal Reserve statistical release H.15 (federalreserve.gov).',
    `How the rate is determined: on the draw date we add a margin to the index; the sum is the draw's annual ` +
      `percentage rate, fixed for that draw from then on. Our margins currently range from ${percent(margins.min)} to ` +
      `${percent(margins.max)}, depending on your credit profile, term and combined loan-to-value ratio.`,
    'Ask us for the current index value, margin, discount or premium, and annual percentage rate.',
    'The initial draw has a fixed rate that is not based on the index and margin used for later draws; it is in ' +
      'effect for the whole term of the initial draw. The rates of later draws are not discounted or premium rates.',
    'Frequency of rate changes: the rate for a new draw can change once a month, when the index of the preceding ' +
      'month is published. Once a draw is taken, its rate and payment do not change.',
    'Rate limitations: there is no annual or more frequent periodic limit on how much the rate for a new draw can ' +
      `change. The annual percentage rate can never be more than ${percent(LIFETIME_APR_CAP)} (the lifetime maximum) ` +
      'under any payment option, nor less than the margin. There is no payment limitation and no rate carryover.',
  ]);

  pdf.heading('Maximum rate and payment example', 2);
  pdf.paragraph(
    `If you had an outstanding balance of ${wholeMoney(EXAMPLE_BALANCE)} at the maximum annual percentage rate of ` +
      `${percent(LIFETIME_APR_CAP)}, the minimum monthly payment would be:`,
  );
  pdf.table(
    [
      { header: 'Term (payment option)', width: 0.4 },
      { header: 'Maximum APR', width: 0.3, align: 'right' },
      { header: 'Minimum monthly payment', width: 0.3, align: 'right' },
    ],
    maximumRatePayments().map((r) => [`${r.termYears} years`, percent(r.aprPercent), money(r.monthlyPayment)]),
  );
  pdf.paragraph(
    'Earliest date the maximum rate could apply: because there is no periodic limit on rate changes, the maximum ' +
      'rate could apply to the first later draw you take, as early as the first month after the line is opened, if ' +
      `the index had then reached ${percent(indexReachingCap(margins.max))} (with our highest margin) or more. The ` +
      'rate of the initial draw is fixed and can never reach it unless it was set there.',
  );

  pdf.heading('Historical example', 2);
  const rows = historicalExample({ asOfYear: preparedYear, marginPercent: margins.max, termYears: HISTORY_TERM_YEARS });
  const low = historicalExample({ asOfYear: preparedYear, marginPercent: margins.min, termYears: HISTORY_TERM_YEARS });
  pdf.paragraph(
    `The following table shows how the annual percentage rate and the minimum monthly payment of a single ` +
      `${wholeMoney(EXAMPLE_BALANCE)} draw would have been affected by changes in the index over the past ` +
      `${rows.length} years, for a draw taken in January of each year and repaid over ${HISTORY_TERM_YEARS} years, ` +
      `with our lowest margin (${percent(margins.min)}) and our highest margin (${percent(margins.max)}). The index ` +
      'values are from January of each year. While only one payment amount per year is shown, payments on a draw ' +
      'stay the same for its whole term. This is not necessarily indicative of future index values or payments.',
  );
  pdf.table(
    [
      { header: 'Year (January)', width: 0.16 },
      { header: 'Index', width: 0.14, align: 'right' },
      { header: `APR, ${percent(margins.min)} margin`, width: 0.18, align: 'right' },
      { header: 'Monthly payment', width: 0.17, align: 'right' },
      { header: `APR, ${percent(margins.max)} margin`, width: 0.18, align: 'right' },
      { header: 'Monthly payment', width: 0.17, align: 'right' },
    ],
    rows.map((r, i) => [
      String(r.year),
      percent(r.indexPercent),
      percent(low[i]!.aprPercent),
      money(low[i]!.monthlyPayment),
      `${percent(r.aprPercent)}${r.capped ? ' (cap)' : ''}`,
      money(r.monthlyPayment),
    ]),
  );
  pdf.paragraph(`Source of the index values: ${PRIME_RATE_SOURCE}. "(cap)": the lifetime maximum held the rate down.`, {
    italic: true,
  });

  pdf.heading('Rate information on your statements', 2);
  pdf.paragraph(
    'Rate information will be provided on or with each periodic statement: the annual percentage rate of each draw ' +
      'outstanding and the periodic rate it corresponds to.',
  );

  pdf.heading('Other terms');
  pdf.bullets([
    `You may cancel the line within ${RESCISSION_BUSINESS_DAYS} business days after opening without cost (right of rescission).`,
    'You receive the brochure "What you should know about home equity lines of credit" with this disclosure; read it too.',
    'If you are not satisfied with our answer to a question or complaint, you may contact the Consumer Financial ' +
      'Protection Bureau at consumerfinance.gov.',
  ]);
  pdf.signatures([`Received by ${ctx.borrower.name}`]);
  return pdf.finish();
}
