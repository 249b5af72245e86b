// Texas (a)(6) documents: the §50(g) notice given at application and the fair-market-value acknowledgment of
// §50(a)(6)(Q)(ix) signed by the borrower and the lender at the closing (rules in src/domain/texas.ts).
import {
  formatLongDate,
  localDate,
  TEXAS_CLOSING_LOCATION_LABELS,
  TEXAS_TIME_ZONE,
  TEXAS_WAIT_DAYS,
  isTexasClosingLocation,
} from '../../../src/domain/texas';
import type { DocumentContext } from '../context';
import { addressLine, partiesBlock, startDocument, wholeMoney } from './common';

export const TEXAS_NOTICE_TITLE =
  'Notice concerning extensions of credit defined by Section 50(a)(6), Article XVI, Texas Constitution';
export const FMV_ACKNOWLEDGMENT_TITLE = 'Acknowledgment of Fair Market Value';

/** A Texas calendar date as the documents print it: the property's local date. */
const texasDay = (instant: string): string => formatLongDate(localDate(instant, TEXAS_TIME_ZONE));

// The notice's paragraphs as §50(g) sets them out for a home equity line of credit.
const NOTICE_OPENING =
  'SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION ALLOWS CERTAIN LOANS TO BE SECURED AGAINST THE EQUITY IN ' +
  'YOUR HOME. SUCH LOANS ARE COMMONLY KNOWN AS EQUITY LOANS. IF YOU DO NOT REPAY THE LOAN OR IF YOU FAIL TO MEET THE ' +
  'TERMS OF THE LOAN, THE LENDER MAY FORECLOSE AND SELL YOUR HOME. THE CONSTITUTION PROVIDES THAT:';

const NOTICE_ITEMS = [
  "(A) THE LOAN MUST BE VOLUNTARILY CREATED WITH THE CONSENT OF EACH OWNER OF YOUR HOME AND EACH OWNER'S SPOUSE;",
  '(B) THE PRINCIPAL LOAN AMOUNT AT THE TIME THE LOAN IS MADE MUST NOT EXCEED AN AMOUNT THAT, WHEN ADDED TO THE PRINCIPAL BALANCES OF ALL OTHER LIENS AGAINST YOUR HOME, IS MORE THAN 80 PERCENT OF THE FAIR MARKET VALUE OF YOUR HOME;',
  '(C) THE LOAN MUST BE WITHOUT RECOURSE FOR PERSONAL LIABILITY AGAINST YOU AND YOUR SPOUSE UNLESS YOU OR YOUR SPOUSE OBTAINED THIS EXTENSION OF CREDIT BY ACTUAL FRAUD;',
  '(D) THE LIEN SECURING THE LOAN MAY BE FORECLOSED UPON ONLY WITH A COURT ORDER;',
  '(E) FEES AND CHARGES TO MAKE THE LOAN MAY NOT EXCEED 2 PERCENT OF THE LOAN AMOUNT, EXCEPT FOR A FEE OR CHARGE FOR AN APPRAISAL PERFORMED BY A THIRD PARTY APPRAISER, A PROPERTY SURVEY PERFORMED BY A STATE REGISTERED OR LICENSED SURVEYOR, A STATE BASE PREMIUM FOR A MORTGAGEE POLICY OF TITLE INSURANCE WITH ENDORSEMENTS, OR A TITLE EXAMINATION REPORT;',
  '(F) THE LOAN MAY NOT BE AN OPEN-END ACCOUNT THAT MAY BE DEBITED FROM TIME TO TIME OR UNDER WHICH CREDIT MAY BE EXTENDED FROM TIME TO TIME UNLESS IT IS A HOME EQUITY LINE OF CREDIT;',
  '(G) YOU MAY PREPAY THE LOAN WITHOUT PENALTY OR CHARGE;',
  '(H) NO ADDITIONAL COLLATERAL MAY BE SECURITY FOR THE LOAN;',
  '(I) THE LOAN MAY NOT BE SECURED BY AGRICULTURAL HOMESTEAD PROPERTY, UNLESS THE AGRICULTURAL HOMESTEAD PROPERTY IS USED PRIMARILY FOR THE PRODUCTION OF MILK;',
  '(J) YOU ARE NOT REQUIRED TO REPAY THE LOAN EARLIER THAN AGREED SOLELY BECAUSE THE FAIR MARKET VALUE OF YOUR HOME DECREASES OR BECAUSE YOU DEFAULT ON ANOTHER LOAN THAT IS NOT SECURED BY YOUR HOME;',
  '(K) ONLY ONE LOAN DESCRIBED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION MAY BE SECURED WITH YOUR HOME AT ANY GIVEN TIME;',
  '(L) THE LOAN MUST BE SCHEDULED TO BE REPAID IN PAYMENTS THAT EQUAL OR EXCEED THE AMOUNT OF ACCRUED INTEREST FOR EACH PAYMENT PERIOD;',
  `(M) THE LOAN MAY NOT CLOSE BEFORE THE ${TEXAS_WAIT_DAYS}TH DAY AFTER THE LATER OF THE DATE THAT YOU SUBMIT A LOAN APPLICATION TO THE LENDER OR THE DATE THAT THE LENDER PROVIDES YOU A COPY OF THIS NOTICE; AND MAY NOT, WITHOUT YOUR CONSENT, CLOSE BEFORE ONE BUSINESS DAY AFTER THE DATE ON WHICH YOU RECEIVE A COPY OF THE LOAN APPLICATION, IF NOT PREVIOUSLY PROVIDED, AND A FINAL ITEMIZED DISCLOSURE OF THE ACTUAL FEES, POINTS, INTEREST, COSTS, AND CHARGES THAT WILL BE CHARGED AT CLOSING;`,
  '(N) THE LOAN MAY CLOSE ONLY AT THE OFFICE OF THE LENDER, TITLE COMPANY, OR AN ATTORNEY AT LAW;',
  '(O) THE LENDER MAY CHARGE ANY FIXED OR VARIABLE RATE OF INTEREST AUTHORIZED BY STATUTE;',
  '(P) ONLY A LAWFULLY AUTHORIZED LENDER MAY MAKE LOANS DESCRIBED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION;',
  '(Q) LOANS DESCRIBED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION MUST:',
];

const NOTICE_Q = [
  '(1) NOT REQUIRE YOU TO APPLY THE PROCEEDS TO ANOTHER DEBT EXCEPT A DEBT THAT IS SECURED BY YOUR HOME OR OWED TO ANOTHER LENDER;',
  '(2) NOT REQUIRE THAT YOU ASSIGN WAGES AS SECURITY;',
  '(3) NOT REQUIRE THAT YOU EXECUTE INSTRUMENTS WHICH HAVE BLANKS FOR SUBSTANTIVE TERMS OF AGREEMENT LEFT BLANK;',
  '(4) NOT REQUIRE THAT YOU SIGN A CONFESSION OF JUDGMENT OR POWER OF ATTORNEY TO ANOTHER PERSON TO CONFESS JUDGMENT OR APPEAR FOR YOU IN A JUDICIAL PROCEEDING;',
  '(5) PROVIDE THAT AT THE TIME THE LOAN IS MADE, YOU MUST RECEIVE A COPY OF THE FINAL LOAN APPLICATION AND ALL EXECUTED DOCUMENTS YOU SIGN AT CLOSING;',
  '(6) PROVIDE THAT THE SECURITY INSTRUMENTS CONTAIN A DISCLOSURE THAT THIS LOAN IS A LOAN DEFINED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION;',
  '(7) PROVIDE THAT WHEN THE LOAN IS PAID IN FULL, THE LENDER WILL SIGN AND GIVE YOU A RELEASE OF LIEN OR AN ASSIGNMENT OF THE LIEN, WHICHEVER IS APPROPRIATE;',
  '(8) PROVIDE THAT YOU MAY, WITHIN 3 DAYS AFTER CLOSING, RESCIND THE LOAN WITHOUT PENALTY OR CHARGE;',
  '(9) PROVIDE THAT YOU AND THE LENDER MUST SIGN A WRITTEN ACKNOWLEDGMENT AS TO THE FAIR MARKET VALUE OF YOUR HOME ON THE DATE THE LOAN CLOSES; AND',
  "(10) PROVIDE THAT THE LENDER WILL FORFEIT ALL PRINCIPAL AND INTEREST IF THE LENDER FAILS TO COMPLY WITH THE LENDER'S OBLIGATIONS UNLESS THE LENDER CURES THE FAILURE TO COMPLY AS PROVIDED BY SECTION 50(a)(6)(Q)(x), ARTICLE XVI, OF THE TEXAS CONSTITUTION; AND",
];

const NOTICE_R = [
  '(R) IF THE LOAN IS A HOME EQUITY LINE OF CREDIT:',
  '(1) YOU MAY REQUEST ADVANCES, REPAY MONEY, AND REBORROW MONEY UNDER THE LINE OF CREDIT;',
  '(2) EACH ADVANCE UNDER THE LINE OF CREDIT MUST BE IN AN AMOUNT OF AT LEAST $4,000;',
  '(3) YOU MAY NOT USE A CREDIT CARD, DEBIT CARD, OR SIMILAR DEVICE, OR PREPRINTED CHECK TO OBTAIN ADVANCES UNDER THE LINE OF CREDIT;',
  '(4) ANY FEES THAT MAY BE CHARGED MAY BE CHARGED AND COLLECTED ONLY AT THE TIME THE LINE OF CREDIT IS ESTABLISHED AND THE LENDER MAY NOT CHARGE A FEE IN CONNECTION WITH ANY ADVANCE;',
  '(5) THE MAXIMUM PRINCIPAL AMOUNT THAT MAY BE EXTENDED, WHEN ADDED TO ALL OTHER DEBTS SECURED BY YOUR HOME, MAY NOT EXCEED 80 PERCENT OF THE FAIR MARKET VALUE OF YOUR HOME ON THE DATE THE LINE OF CREDIT IS ESTABLISHED;',
  '(6) IF THE PRINCIPAL BALANCE UNDER THE LINE OF CREDIT AT ANY TIME EXCEEDS 50 PERCENT OF THE FAIR MARKET VALUE OF YOUR HOME, AS DETERMINED ON THE DATE THE LINE OF CREDIT IS ESTABLISHED, YOU MAY NOT CONTINUE TO REQUEST ADVANCES UNDER THE LINE OF CREDIT UNTIL THE BALANCE IS LESS THAN 50 PERCENT OF THE FAIR MARKET VALUE; AND',
  '(7) THE LENDER MAY NOT UNILATERALLY AMEND THE TERMS OF THE LINE OF CREDIT.',
];

const NOTICE_CLOSING =
  'THIS NOTICE IS ONLY A SUMMARY OF YOUR RIGHTS UNDER THE TEXAS CONSTITUTION. YOUR RIGHTS ARE GOVERNED BY SECTION 50, ' +
  'ARTICLE XVI, OF THE TEXAS CONSTITUTION, AND NOT BY THIS NOTICE.';

/** The §50(g) notice, given to the borrower with the application disclosures; it states when it was provided. */
export async function texasHomeEquityNotice(ctx: DocumentContext): Promise<Uint8Array> {
  const provided = ctx.texas?.noticeProvidedAt ?? null;
  const pdf = await startDocument(ctx, TEXAS_NOTICE_TITLE, 'Texas home equity notice, Section 50(g)');
  partiesBlock(pdf, ctx, [
    ['Notice provided', provided ? texasDay(provided) : 'Not yet provided'],
    ...(ctx.texas?.earliestClosingDate
      ? ([['Earliest closing date', formatLongDate(ctx.texas.earliestClosingDate)]] as [string, string][])
      : []),
  ]);
  // Capitals as §50(g) sets the notice, with the section's own lower-case letters.
  pdf.heading('NOTICE CONCERNING EXTENSIONS OF CREDIT DEFINED BY SECTION 50(a)(6), ARTICLE XVI, TEXAS CONSTITUTION');
  pdf.paragraph(NOTICE_OPENING);
  pdf.bullets([...NOTICE_ITEMS, ...NOTICE_Q, ...NOTICE_R]);
  pdf.paragraph(NOTICE_CLOSING);
  pdf.heading('Acknowledgment of receipt', 2);
  pdf.paragraph(
    `I received this notice${provided ? ` on ${texasDay(provided)}` : ''}. The line may not close before the ` +
      `${TEXAS_WAIT_DAYS}th day after the later of the date of my application and the date I received this notice.`,
  );
  pdf.signatures([`Borrower: ${ctx.borrower.name}`, ...ctx.coOwners.map((name) => `Owner: ${name}`)]);
  return pdf.finish();
}

function locationLabel(location: string | null): string {
  return location && isTexasClosingLocation(location) ? TEXAS_CLOSING_LOCATION_LABELS[location] : 'Not recorded';
}

/**
 * §50(a)(6)(Q)(ix): the borrower and the lender acknowledge in writing the fair market value of the homestead on the
 * date the line is established. Prepared for the closing; once the closing is back, it shows who signed, when and where.
 */
export async function fmvAcknowledgment(ctx: DocumentContext): Promise<Uint8Array> {
  const facts = ctx.texas;
  const signed = facts?.signed ?? null;
  const value = facts?.fairMarketValue ?? null;
  const pdf = await startDocument(ctx, FMV_ACKNOWLEDGMENT_TITLE, 'Texas home equity fair market value acknowledgment');
  partiesBlock(pdf, ctx, [
    ['Fair market value', value !== null ? wholeMoney(value) : 'To be determined'],
    ['Closing', signed ? `${texasDay(signed.borrowerSignedAt)}, ${locationLabel(signed.location)}` : 'Not yet closed'],
  ]);
  pdf.heading('Acknowledgment');
  pdf.paragraph(
    `The owner of the homestead property at ${addressLine(ctx.application.property)} and the lender, ` +
      `${ctx.org.metadata.companyInfo.companyName}, acknowledge that the fair market value of the property on the date ` +
      `this extension of credit is made is ${value !== null ? wholeMoney(value) : 'the amount stated above'}.`,
  );
  pdf.paragraph(
    'This acknowledgment is made under Section 50(a)(6)(Q)(ix), Article XVI, Texas Constitution. The value was ' +
      'determined by a valuation of the property made for this extension of credit. The owner and the lender ' +
      'sign it at the closing, at the office of the lender, an attorney at law or a title company.',
  );
  pdf.paragraph(
    'The owner understands that the principal of this line of credit, added to all other debts secured by the ' +
      'homestead, may not exceed 80 percent of this value, and that advances may not continue while the balance of the ' +
      'line exceeds 50 percent of it.',
  );
  pdf.heading('Signatures');
  if (signed) {
    pdf.keyValues([
      [`Owner: ${ctx.borrower.name}`, `Signed ${texasDay(signed.borrowerSignedAt)}`],
      [`Lender: ${ctx.org.metadata.companyInfo.companyName}`, `Signed ${texasDay(signed.lenderSignedAt)}`],
      ['Place of closing', locationLabel(signed.location)],
    ]);
  } else {
    pdf.signatures([
      `Owner: ${ctx.borrower.name}`,
      ...ctx.coOwners.map((name) => `Owner: ${name}`),
      `Lender: ${ctx.org.metadata.companyInfo.companyName}, by its authorized representative`,
    ]);
  }
  return pdf.finish();
}
