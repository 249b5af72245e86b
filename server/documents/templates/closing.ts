// The closing set: the closing disclosure, the HELOC agreement and note, the deed of trust (mortgage) and the
// notice of the right to cancel.
import type { DocumentContext } from '../context';
import { writeRightToCancel } from './rightToCancel';
import { FEES, LIFETIME_APR_CAP, PRIME_RATE_PERCENT, RESCISSION_BUSINESS_DAYS } from '../figures';
import { planFees } from '../../../src/domain/helocPlan';
import type { FeeKind } from '../../../src/domain/lendingRules';
import { addressLine, money, partiesBlock, percent, startDocument, wholeMoney } from './common';
import { LOAN_NUMBER_PENDING } from '../../applications/loanNumber';

function accountLine(ctx: DocumentContext): string {
  const acct = ctx.disburseAccount;
  if (!acct) return 'Not yet provided';
  return `${acct.accountType.toLowerCase()} account ending ${acct.mask} (routing ${acct.routingNumber})`;
}

function offerRows(ctx: DocumentContext): string[][] {
  const f = ctx.figures;
  return [
    ['Credit line', money(f.lineAmount)],
    ['Initial draw (the line less the origination fee)', money(f.initialDraw)],
    ['Annual percentage rate, initial draw (fixed)', percent(f.apr)],
    ['Term (fixed, fully amortising)', `${f.termYears} years (${f.termYears * 12} monthly payments)`],
    ['Monthly payment', money(f.monthlyPayment)],
    ['Later draws: rate', `Prime Rate + ${percent(f.margin)} margin, set on each draw date`],
    ['Later draws: lifetime maximum APR', percent(LIFETIME_APR_CAP)],
  ];
}

export async function closingDisclosure(ctx: DocumentContext): Promise<Uint8Array> {
  const f = ctx.figures;
  const pdf = await startDocument(ctx, 'Closing Disclosure', 'Home equity line of credit closing disclosure');
  partiesBlock(pdf, ctx, [['Disbursement account', accountLine(ctx)]]);

  pdf.heading('Loan terms');
  pdf.table(
    [
      { header: 'Term', width: 0.6 },
      { header: 'Your line', width: 0.4, align: 'right' },
    ],
    offerRows(ctx),
  );

  pdf.heading('Closing costs');
  const state = ctx.application.property?.state ?? '';
  // Who pays each charge is the plan's fee schedule (src/domain/helocPlan.ts), the early disclosure's too: under a
  // state cap on every fee (Texas) the counted third-party charges are ours.
  const payer = new Map(planFees(f.rules).map((fee) => [fee.kind, fee.paidBy]));
  const ours = (kind: FeeKind, amount: string): string =>
    payer.get(kind) === 'lender' ? `${amount}, paid by us` : amount;
  pdf.table(
    [
      { header: 'Cost', width: 0.6 },
      { header: 'Amount', width: 0.4, align: 'right' },
    ],
    [
      [`Origination fee (${percent(f.originationFeePercent)} of the line)`, money(f.originationFee)],
      [
        'Valuation (charged only when no automated valuation was available)',
        ours('valuation', `up to ${money(FEES.valuationNoAvm)}`),
      ],
      [
        'Manual notarization (charged only when eNotary is not permitted)',
        ours('notarization', `up to ${money(FEES.manualNotarization)}`),
      ],
      [`Recording fees (${state || 'county'})`, ours('recordingFee', `${money(0)} to ${money(FEES.recordingFeeMax)}`)],
      ['Recording and mortgage taxes', ours('recordingTax', `${money(0)} to ${money(f.maxRecordingTax)}`)],
    ],
  );
  pdf.paragraph(
    'Only the origination fee is deducted from the line at opening. The other charges you pay are due at closing; ' +
      'charges marked "paid by us" are ours. The final amounts appear on your first statement.',
  );

  pdf.heading('Cash to you');
  pdf.table(
    [
      { header: 'Item', width: 0.6 },
      { header: 'Amount', width: 0.4, align: 'right' },
    ],
    [
      ['Credit line drawn at opening', money(f.lineAmount)],
      ['Less origination fee', `-${money(f.originationFee)}`],
      ['Initial draw sent to your disbursement account after the rescission period', money(f.initialDraw)],
    ],
  );

  pdf.heading('Other disclosures');
  pdf.bullets([
    'Security: you are giving us a deed of trust or mortgage on the property above. You could lose your home if you do not meet the obligations of your agreement.',
    `Right to cancel: you may cancel within ${RESCISSION_BUSINESS_DAYS} business days after signing. Funds are sent only after that period ends.`,
    'Insurance: property insurance is required for the life of the line; flood insurance is required if the property is in a special flood hazard area.',
    'Late payment: if a payment is more than 15 days late, a late charge of 5% of the payment may apply where state law permits.',
    'Prepayment: you may pay off the line at any time without penalty.',
  ]);
  pdf.heading('Confirm receipt');
  pdf.paragraph(
    'By signing, you confirm that you received this disclosure. You are not required to accept this loan because you signed it.',
  );
  pdf.signatures([ctx.borrower.name]);
  return pdf.finish();
}

export async function helocNote(ctx: DocumentContext): Promise<Uint8Array> {
  const c = ctx.org.metadata.companyInfo;
  const f = ctx.figures;
  const pdf = await startDocument(
    ctx,
    'Home Equity Line of Credit Agreement and Note',
    'HELOC agreement and promissory note',
  );
  partiesBlock(pdf, ctx);

  const clauses: [string, string][] = [
    [
      '1. Promise to pay',
      `In return for the credit line of ${money(f.lineAmount)} that ${c.companyName} ("Lender") extends to me, I, ` +
        `${ctx.borrower.name} ("Borrower"), promise to pay the Lender all amounts I draw, plus interest and the ` +
        'charges this agreement allows.',
    ],
    [
      '2. Initial draw',
      `At opening I draw the whole line of ${money(f.lineAmount)}. The origination fee of ${money(f.originationFee)} ` +
        `is deducted from it and the rest, ${money(f.initialDraw)}, is sent to me after the rescission period. The ` +
        `amount drawn bears interest at a fixed annual rate of ${percent(f.apr)} for ${f.termYears} years.`,
    ],
    [
      '3. Later draws',
      `During the draw period of ${f.drawPeriodYears} years I may draw again, in amounts of at least ` +
        `${wholeMoney(f.minLaterDraw)}, up to the available credit. Each later draw bears interest at the Prime Rate ` +
        `published for the preceding calendar month (${percent(PRIME_RATE_PERCENT)} at the date of this agreement) plus ` +
        `a margin of ${percent(f.margin)}, fixed on the draw date and never above ${percent(LIFETIME_APR_CAP)}.`,
    ],
    [
      '4. Payments',
      `I will pay ${money(f.monthlyPayment)} each month for the amount drawn at opening, starting one month after the funds ` +
        'are sent, until it is repaid. Each later draw adds an equal monthly payment that repays it over the time ' +
        'remaining in the term. Payments apply to fees, then interest, then principal.',
    ],
    [
      '5. Prepayment',
      'I may prepay all or part of what I owe at any time without penalty. Prepaying does not change the due date of later payments unless the Lender agrees.',
    ],
    [
      '6. Late charge and default',
      'If I do not pay the full amount of a payment within 15 days after it is due, I will pay a late charge of 5% of ' +
        'the overdue payment where the law allows. If I commit fraud or material misrepresentation, fail to meet the ' +
        "repayment terms, or act or fail to act in a way that adversely affects the Lender's security, the Lender may " +
        'terminate the line and require immediate payment of the whole balance.',
    ],
    [
      '7. Suspension and reduction',
      'The Lender may refuse further draws or reduce the credit limit in the circumstances the early disclosure describes, including a significant decline in the value of the property or a material change in my financial circumstances.',
    ],
    [
      '8. Security',
      `This agreement is secured by a deed of trust or mortgage of the same date on ${addressLine(ctx.application.property)}.`,
    ],
    [
      '9. Electronic signature and governing law',
      'I agree that my electronic signature binds me as a handwritten one would. This agreement is governed by federal law and the law of the state where the property is located.',
    ],
  ];
  for (const [heading, text] of clauses) {
    pdf.heading(heading, 2);
    pdf.paragraph(text);
  }
  pdf.heading('Summary of terms');
  pdf.table(
    [
      { header: 'Term', width: 0.6 },
      { header: 'Value', width: 0.4, align: 'right' },
    ],
    offerRows(ctx),
  );
  pdf.heading('Signatures');
  pdf.signatures([`Borrower: ${ctx.borrower.name}`, ...ctx.coOwners.map((name) => `Co-owner on title: ${name}`)]);
  return pdf.finish();
}

export async function deedOfTrust(ctx: DocumentContext): Promise<Uint8Array> {
  const c = ctx.org.metadata.companyInfo;
  const f = ctx.figures;
  const property = addressLine(ctx.application.property);
  const pdf = await startDocument(
    ctx,
    'Deed of Trust (Open-End Mortgage)',
    'Security instrument for a home equity line of credit',
  );
  pdf.paragraph('This instrument secures a line of credit: future advances are secured as if made today.', {
    bold: true,
  });
  // §50(a)(6)(Q)(vi): a Texas security instrument says what kind of extension of credit it secures.
  if (ctx.texas) {
    pdf.paragraph(
      'THE EXTENSION OF CREDIT SECURED BY THIS SECURITY INSTRUMENT IS THE TYPE OF CREDIT DEFINED BY SECTION 50(a)(6), ' +
        'ARTICLE XVI, TEXAS CONSTITUTION.',
      { bold: true },
    );
  }
  partiesBlock(pdf, ctx, [['Maximum principal secured', money(f.lineAmount)]]);

  pdf.heading('Definitions');
  pdf.bullets([
    ctx.coOwners.length > 0
      ? `"Borrower" is ${ctx.borrower.name}, an owner of the Property. Every other owner on the title, ${ctx.coOwners.join(', ')}, signs this instrument to grant their interest in the Property as security, without becoming liable for the Agreement.`
      : `"Borrower" is ${ctx.borrower.name}, the owner of the Property.`,
    `"Lender" is ${c.companyName}, NMLS #${c.companyNMLS}, ${c.companyAddress}, and its successors and assigns.`,
    '"Trustee" is the trustee named by the Lender where the law of the state requires one.',
    `"Agreement" is the Home Equity Line of Credit Agreement and Note of the same date, with a credit limit of ${money(f.lineAmount)} and a final maturity ${f.termYears} years after the date of the first payment.`,
    `"Property" is the real property at ${property}, with all improvements and fixtures.`,
  ]);

  const covenants: [string, string][] = [
    [
      'Transfer of rights in the Property',
      'Borrower irrevocably grants and conveys to Trustee, in trust, with power of sale (or, in states without trustees, mortgages to Lender) the Property, to secure repayment of all advances under the Agreement, interest, and every other amount due under the Agreement and this instrument.',
    ],
    ['Payment', 'Borrower will pay when due all amounts owed under the Agreement.'],
    [
      'Prior liens',
      'Borrower will perform all obligations under any mortgage or deed of trust with priority over this instrument, and will pay it as agreed.',
    ],
    [
      'Property insurance',
      'Borrower will keep the improvements insured against loss by fire, hazards and, where required, flood, with the Lender named as mortgagee and loss payee.',
    ],
    [
      'Occupancy, preservation and taxes',
      'Borrower will keep the Property in good repair, not commit waste, and pay all taxes, assessments and charges on the Property when due.',
    ],
    [
      'Transfer of the Property',
      'If all or part of the Property is sold or transferred without the prior written consent of the Lender, the Lender may require immediate payment in full, where permitted by law.',
    ],
    [
      'Default and remedies',
      'If Borrower defaults under the Agreement, the Lender may declare the whole balance due and enforce this instrument by power of sale or foreclosure as the law of the state allows, after giving any notice the law requires.',
    ],
    [
      'Release',
      'When all sums secured are paid and the line is closed, the Lender will release this instrument; Borrower pays only recording costs the law allows.',
    ],
  ];
  pdf.heading('Covenants');
  for (const [heading, text] of covenants) {
    pdf.heading(heading, 2);
    pdf.paragraph(text);
  }
  pdf.heading(ctx.coOwners.length > 0 ? 'Signatures' : 'Signature');
  pdf.signatures([`Borrower: ${ctx.borrower.name}`, ...ctx.coOwners.map((name) => `Co-owner on title: ${name}`)]);
  pdf.heading('Acknowledgment before a notary', 2);
  const signers = [ctx.borrower.name, ...ctx.coOwners].join(' and ');
  pdf.paragraph(
    `State of ${ctx.application.property?.state ?? '__________'}, County of ____________. On ____________ before me, ` +
      `the undersigned notary public, personally appeared ${signers}, proved to me on the basis of ` +
      'satisfactory evidence to be the persons whose names are subscribed to this instrument, and acknowledged that ' +
      'they executed it. This acknowledgment may be completed by a remote online notary where the law allows.',
  );
  pdf.signatures(['Notary public', 'My commission expires']);
  return pdf.finish();
}

export async function rescissionNotice(ctx: DocumentContext): Promise<Uint8Array> {
  const c = ctx.org.metadata.companyInfo;
  // The opening date and the deadline in the signer's zone: the very deadline funding waits for.
  const { openedOn: start, deadline, timeZone } = ctx.rescission;
  const pdf = await startDocument(
    ctx,
    'Notice of Right to Cancel',
    'Notice of right to cancel a home equity line of credit',
  );
  partiesBlock(pdf, ctx);

  pdf.paragraph(
    `Loan number ${ctx.application.loanNumber ?? LOAN_NUMBER_PENDING.toLowerCase()}; credit line ${money(ctx.figures.lineAmount)}. ` +
      (ctx.coOwners.length > 0
        ? `Each other owner of the home (${ctx.coOwners.join(', ')}) receives the same notice, addressed to them.`
        : ''),
  );
  // Model form G-5, complete, addressed to the borrower; each co-owner gets theirs (server/signers/documents.ts).
  writeRightToCancel(pdf, {
    personName: ctx.borrower.name,
    role: 'Borrower',
    creditorName: c.companyName,
    creditorAddress: c.companyAddress,
    creditorEmail: c.email,
    openedOn: start,
    deadline,
    timeZone,
    receiptAcknowledgedAt: ctx.rescissionReceiptAt,
  });
  return pdf.finish();
}
