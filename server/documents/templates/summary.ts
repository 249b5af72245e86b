// APPLICATION_SUMMARY: what the borrower told us and what they chose, for them to review and acknowledge.
import type { ConsentType, EmploymentType } from '../../../src/domain/types';
import { formatPhone } from '../../../src/domain/format';
import type { DocumentContext } from '../context';
import { addressLine, day, money, percent, startDocument } from './common';
import { LOAN_NUMBER_PENDING } from '../../applications/loanNumber';

const EMPLOYMENT: Record<EmploymentType, string> = {
  FULL_TIME: 'Employed full time',
  PART_TIME: 'Employed part time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Not employed',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Alimony, child support or separate maintenance',
};

const CONSENTS: Record<ConsentType, string> = {
  SOFT_CREDIT: 'Soft credit inquiry',
  HARD_CREDIT: 'Hard credit inquiry',
  ESIGN: 'Electronic records and signatures (E-SIGN)',
};

const SALE: Record<string, string> = {
  NOT_SELLING: 'Not planning to sell',
  PLANNING_TO_SELL: 'Planning to sell',
  LISTED_FOR_SALE: 'Listed for sale',
};

export async function applicationSummary(ctx: DocumentContext): Promise<Uint8Array> {
  const a = ctx.application;
  const f = ctx.figures;
  const pdf = await startDocument(ctx, 'Application Summary', 'Home equity line of credit application summary');
  pdf.paragraph(
    'Please review this summary of your application. If anything is wrong, contact us before you acknowledge it.',
    { italic: true },
  );

  pdf.heading('Applicant');
  pdf.keyValues([
    ['Name', ctx.borrower.name],
    ['Date of birth', ctx.borrower.dob ? day(ctx.borrower.dob, ctx.timeZone) : 'Not on file'],
    ['Social Security number', ctx.borrower.ssnMasked ?? 'Not on file'],
    ['Email', ctx.borrower.email],
    ['Phone', ctx.borrower.phone ? formatPhone(ctx.borrower.phone) : 'Not on file'],
    ['Application started', day(a.auditFields.createdDate, ctx.timeZone)],
    ['Loan number', a.loanNumber ?? LOAN_NUMBER_PENDING],
  ]);

  pdf.heading('Property');
  pdf.keyValues([
    ['Address', addressLine(a.property)],
    ['Plans to sell', a.saleStatus ? (SALE[a.saleStatus] ?? a.saleStatus) : 'Not stated'],
  ]);

  pdf.heading('Requested line and chosen offer');
  if (f.chosen) {
    pdf.table(
      [
        { header: 'Item', width: 0.6 },
        { header: 'Amount', width: 0.4, align: 'right' },
      ],
      [
        ['Credit line requested', money(f.lineAmount)],
        ['Term', `${f.termYears} years`],
        ['Annual percentage rate (fixed, initial draw)', percent(f.apr)],
        [`Origination fee (${percent(f.originationFeePercent)} of the line)`, money(f.originationFee)],
        ['Initial draw (the line less the origination fee)', money(f.initialDraw)],
        ['Estimated monthly payment', money(f.monthlyPayment)],
      ],
    );
  } else {
    pdf.paragraph('No offer has been chosen yet.', { italic: true });
  }

  pdf.heading('Income');
  if (a.incomeSources.length === 0) {
    pdf.paragraph('No income sources on file.', { italic: true });
  } else {
    const total = a.incomeSources.reduce((sum, s) => sum + s.annualIncome, 0);
    pdf.table(
      [
        { header: 'Source', width: 0.6 },
        { header: 'Annual income', width: 0.4, align: 'right' },
      ],
      [
        ...a.incomeSources.map((s) => [EMPLOYMENT[s.employmentType] ?? s.employmentType, money(s.annualIncome)]),
        ['Total', money(total)],
      ],
    );
  }

  pdf.heading('Consents');
  if (a.consents.length === 0) {
    pdf.paragraph('No consents recorded.', { italic: true });
  } else {
    pdf.table(
      [
        { header: 'Consent', width: 0.6 },
        { header: 'Given on', width: 0.4 },
      ],
      a.consents.map((x) => [
        CONSENTS[x.type] ?? x.type,
        x.createdDate ? day(x.createdDate, ctx.timeZone) : 'Date not recorded',
      ]),
    );
  }

  pdf.heading('Demographic information (HMDA)');
  if (ctx.hmda.length > 0) {
    pdf.keyValues(ctx.hmda);
  } else {
    pdf.paragraph(
      a.hasHmda
        ? 'You chose not to provide this information.'
        : 'Not provided. The federal government asks for this information to monitor compliance with fair lending laws; you are not required to provide it.',
      { italic: true },
    );
  }

  pdf.heading('Your acknowledgement');
  pdf.paragraph(
    'By acknowledging, you confirm that the information above is true and complete to the best of your knowledge, ' +
      'and that you received the Home Equity Line of Credit Early Disclosure and the brochure "What you should know ' +
      'about home equity lines of credit".',
  );
  pdf.signatures([ctx.borrower.name]);
  return pdf.finish();
}
