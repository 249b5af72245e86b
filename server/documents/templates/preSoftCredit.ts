// PRE_SOFT_CREDIT_AUTHORIZATION: written instructions to obtain a consumer report (FCRA section 604(a)(2))
// for a soft inquiry, and consent to electronic records and signatures (E-SIGN Act section 101(c)).
import type { DocumentContext } from '../context';
import { day, startDocument } from './common';

export async function preSoftCreditAuthorization(ctx: DocumentContext): Promise<Uint8Array> {
  const c = ctx.org.metadata.companyInfo;
  const pdf = await startDocument(ctx, 'Soft Credit Authorization and E-SIGN Consent', 'Credit authorization');
  pdf.keyValues([
    ['Applicant', ctx.borrower.name],
    ['Email', ctx.borrower.email],
    ['Social Security number', ctx.borrower.ssnMasked ?? 'Not on file'],
    ['Lender', `${c.companyName} (NMLS #${c.companyNMLS})`],
    ['Date prepared', day(ctx.generatedAt, ctx.timeZone)],
  ]);

  pdf.heading('1. Authorization to obtain your credit report (soft inquiry)');
  pdf.paragraph(
    `By checking the box and continuing, you, ${ctx.borrower.name}, give ${c.companyName} written instructions ` +
      'under the Fair Credit Reporting Act to obtain your consumer credit report and related information from one ' +
      'or more consumer reporting agencies. We use it to check whether you pre-qualify for a home equity line of ' +
      'credit, to show you offers and to verify your identity.',
  );
  pdf.bullets([
    'This is a soft inquiry. It does not affect your credit score and is visible only to you on your credit report.',
    'A hard inquiry, which may affect your credit score, happens only later, when you choose an offer and submit your application. We will ask for your separate consent then.',
    'This authorization lasts for 30 days and may be used for servicing and review of your line of credit if one is opened.',
    'We may also verify the information you gave us, including your identity, income, employment and property, with third parties.',
  ]);

  pdf.heading('2. Consent to electronic records and signatures (E-SIGN)');
  pdf.paragraph(
    `${c.companyName} provides its disclosures, notices, agreements and other records electronically. Before you ` +
      'agree, please read the following:',
  );
  pdf.bullets([
    'Scope: this consent covers every disclosure, notice, agreement and record about your application and, if it is approved, your line of credit.',
    `Paper copies: you may ask for a paper copy of any record at no charge by calling ${c.phoneFormatted} or writing to ${c.email}.`,
    `Withdrawing consent: you may withdraw your consent at any time, at no charge, by contacting us at ${c.phoneFormatted} or ${c.email}. Withdrawal does not affect records already delivered, and we may be unable to continue your application online.`,
    'Keeping your contact details up to date: tell us if your email address changes so that records reach you.',
    'Hardware and software: a current web browser with JavaScript enabled, a PDF reader, an email account and enough storage or a printer to keep copies.',
  ]);
  pdf.paragraph(
    'By consenting you confirm that you can access and keep the records in the formats described, and you agree that ' +
      'your electronic signature has the same effect as a handwritten one.',
  );

  pdf.heading('3. Your consents on record');
  const consents = ctx.application.consents.filter((x) => x.type === 'SOFT_CREDIT' || x.type === 'ESIGN');
  if (consents.length === 0) {
    pdf.paragraph('No consent has been recorded yet.', { italic: true });
  } else {
    pdf.table(
      [
        { header: 'Consent', width: 0.5 },
        { header: 'Given on', width: 0.5 },
      ],
      consents.map((x) => [
        x.type === 'ESIGN' ? 'Electronic records and signatures' : 'Soft credit inquiry',
        x.createdDate ? day(x.createdDate, ctx.timeZone) : 'Date not recorded',
      ]),
    );
  }
  pdf.signatures([ctx.borrower.name]);
  return pdf.finish();
}
