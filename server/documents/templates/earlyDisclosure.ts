// HELOC_EARLY_DISCLOSURE: the Truth in Lending early disclosure for a home equity plan (Regulation Z 1026.40(d)),
// with this product's fees, terms and variable-rate features.
import type { DocumentContext } from '../context';
import {
  APR_RANGE,
  DRAW_PERIOD_YEARS,
  FEES,
  LIFETIME_APR_CAP,
  PRIME_RATE_PERCENT,
  RESCISSION_BUSINESS_DAYS,
} from '../figures';
import { monthlyPayment } from '../../../src/domain/offers';
import { money, partiesBlock, percent, startDocument, wholeMoney } from './common';

/** The minimum-payment example Regulation Z asks for: $10,000 outstanding at the lowest and highest APR. */
const EXAMPLE_BALANCE = 10000;
const EXAMPLE_TERMS = [5, 10, 15, 30];

export async function helocEarlyDisclosure(ctx: DocumentContext): Promise<Uint8Array> {
  const f = ctx.figures;
  const pdf = await startDocument(
    ctx,
    'Home Equity Line of Credit Early Disclosure',
    'Truth in Lending disclosure for a home equity plan',
  );
  partiesBlock(pdf, ctx);

  pdf.paragraph(
    'IMPORTANT TERMS OF OUR HOME EQUITY LINE OF CREDIT. This disclosure contains important information about our ' +
      'home equity line of credit. You should read it carefully and keep a copy for your records.',
    { bold: true },
  );

  pdf.heading('Availability of terms');
  pdf.paragraph(
    'All of the terms described below are subject to change. If these terms change (other than the annual ' +
      'percentage rate) and you therefore choose not to enter into an agreement with us, you are entitled to a ' +
      'refund of any fees that you paid to us or anyone else in connection with your application.',
  );

  pdf.heading('Security interest');
  pdf.paragraph(
    'We will take a security interest in your home (a deed of trust or mortgage). You could lose your home if you ' +
      'do not meet the obligations in your agreement with us.',
  );

  pdf.heading('Possible actions');
  pdf.paragraph(
    'We can terminate your line, require you to pay the entire outstanding balance in one payment and charge you fees if:',
  );
  pdf.bullets([
    'You engage in fraud or material misrepresentation in connection with the line.',
    'You do not meet the repayment terms.',
    'Your action or inaction adversely affects the collateral or our rights in the collateral.',
  ]);
  pdf.paragraph(
    'We can refuse to make additional extensions of credit or reduce your credit limit if the value of the dwelling ' +
      'declines significantly below its appraised value, if we reasonably believe you will be unable to make the ' +
      'required payments because of a material change in your financial circumstances, if you are in default of a ' +
      'material obligation of the agreement, or if government action prevents us from imposing the annual ' +
      'percentage rate provided for or impairs our security interest.',
  );

  pdf.heading('Minimum payment requirements and draw and repayment terms');
  pdf.paragraph(
    `You may take advances during the draw period, which lasts up to ${DRAW_PERIOD_YEARS} years from the opening ` +
      'of the line (or for the whole term, if shorter). The repayment period begins at opening: every advance is ' +
      'repaid in equal monthly payments of principal and interest over the fixed term you choose (5, 10, 15 or 30 ' +
      'years), so each payment pays down what you owe and no balloon payment is due at the end. The initial draw at ' +
      `opening is 100% of the line minus the origination fee. Later draws are at least ${wholeMoney(f.minLaterDraw)} ` +
      'each and are amortised over the time remaining in the term.',
  );

  pdf.heading('Minimum payment example');
  pdf.paragraph(
    `If you had an outstanding balance of ${wholeMoney(EXAMPLE_BALANCE)} and took no other advances, your monthly ` +
      'payment and the time to repay would be:',
  );
  pdf.table(
    [
      { header: 'Term', width: 0.25 },
      { header: `At ${percent(APR_RANGE.min)} APR`, width: 0.25, align: 'right' },
      { header: `At ${percent(APR_RANGE.max)} APR`, width: 0.25, align: 'right' },
      { header: 'Number of payments', width: 0.25, align: 'right' },
    ],
    EXAMPLE_TERMS.map((t) => [
      `${t} years`,
      money(monthlyPayment(EXAMPLE_BALANCE, APR_RANGE.min, t)),
      money(monthlyPayment(EXAMPLE_BALANCE, APR_RANGE.max, t)),
      String(t * 12),
    ]),
  );

  pdf.heading('Fees and charges');
  pdf.paragraph('To open and maintain the line you must pay the following fees to us and to third parties:');
  pdf.table(
    [
      { header: 'Fee', width: 0.5 },
      { header: 'Amount', width: 0.5 },
    ],
    [
      [
        'Origination fee (paid to us, deducted from the line at opening)',
        `Up to ${percent(f.maxOriginationFeePercent)} of the line` +
          (f.chosen && f.originationFeePercent < f.maxOriginationFeePercent
            ? `; ${percent(f.originationFeePercent)} for your selected offer`
            : ''),
      ],
      ['Valuation (when no automated valuation is available)', money(FEES.valuationNoAvm)],
      ['Manual notarization (when remote eNotary is not permitted)', money(FEES.manualNotarization)],
      ['Recording fees (paid to the county)', `${money(0)} to ${money(FEES.recordingFeeMax)}`],
      [
        'Recording and mortgage taxes',
        `${money(0)} to ${wholeMoney(FEES.recordingTaxPer100kMax)} per $100,000 of the line`,
      ],
      ['Annual fee, inactivity fee, early closure fee', 'None'],
    ],
  );
  pdf.paragraph(
    'If you ask, we will give you an itemisation of the fees you will have to pay to third parties. Property ' +
      'insurance is required; flood insurance may be required.',
  );

  pdf.heading('Annual percentage rate (APR)');
  pdf.paragraph(
    `Our APRs currently range from ${percent(APR_RANGE.min)} to ${percent(APR_RANGE.max)}, lowest for five-year ` +
      'terms. Your APR depends on your credit profile, the term, the combined loan-to-value ratio and lien position. ' +
      'The APR does not include costs other than interest.',
  );

  pdf.heading('Initial draw: fixed rate');
  pdf.paragraph(
    'The initial draw carries a fixed annual percentage rate for its whole term; its payment never changes.' +
      (f.chosen ? ` For your selected offer that rate is ${percent(f.apr)}.` : ''),
  );

  pdf.heading('Later draws: variable-rate features');
  pdf.paragraph(
    'Each later draw has a rate that may change before it is taken: it is set on the draw date at the index plus a ' +
      'margin, and then stays fixed for that draw. The index is the Prime Rate published in the Wall Street Journal ' +
      `for the preceding calendar month (${percent(PRIME_RATE_PERCENT)} for this disclosure). Ask us for the current ` +
      'index value, margin and annual percentage rate.' +
      (f.chosen ? ` Your margin would be ${percent(f.margin)}.` : ''),
  );
  pdf.bullets([
    `Rate changes: the rate for a new draw can change monthly with the index; there is no limit on the amount it can change from one month to the next, but it can never exceed ${percent(LIFETIME_APR_CAP)} (the lifetime maximum) nor fall below the margin.`,
    `Maximum rate and payment example: if you had an outstanding balance of ${wholeMoney(EXAMPLE_BALANCE)} at the maximum rate of ${percent(LIFETIME_APR_CAP)}, the minimum monthly payment over a 10-year term would be ${money(monthlyPayment(EXAMPLE_BALANCE, LIFETIME_APR_CAP, 10))}.`,
    'The rate is not based on a discounted or premium initial rate.',
  ]);

  pdf.heading('Transaction requirements, tax deductibility and other terms');
  pdf.bullets([
    `The minimum amount of each later draw is ${wholeMoney(f.minLaterDraw)}.`,
    'You should consult a tax advisor regarding the deductibility of interest and charges for the line.',
    `You may cancel the line within ${RESCISSION_BUSINESS_DAYS} business days after opening without cost (right of rescission).`,
    'You may receive the brochure "What you should know about home equity lines of credit" with this disclosure; read it too.',
    'If you are not satisfied with our answer to a question or complaint, you may contact the Consumer Financial Protection Bureau at consumerfinance.gov.',
  ]);
  pdf.signatures([`Acknowledged by ${ctx.borrower.name}`]);
  return pdf.finish();
}
