// The credit decision notices as documents:
// - ADVERSE_ACTION_NOTICE: Regulation B §1002.9 notice of action taken and statement of reasons, laid out as the
//   appendix C sample forms (C-1, and C-3 where a credit score was used): the action, the specific principal
//   reasons, the FCRA §615(a) block and score disclosure when a consumer report was used, the creditor and the
//   ECOA notice naming the creditor's agency.
// - CREDIT_SCORE_NOTICE: FCRA §609(g) "Notice to the Home Loan Applicant" with each pull's score, range, date,
//   source and key factors, in the statute's words.
import {
  ADVERSE_ACTION_NOTICE_TITLE,
  CREDIT_SCORE_NOTICE_TITLE,
  HOME_LOAN_NOTICE_TEXT,
  HOME_LOAN_NOTICE_TITLE,
  type CreditScoreDisclosure,
} from '../../../src/domain/adverseAction';
import { formatDate } from '../../../src/domain/format';
import { notFound } from '../../http';
import type { DocumentContext } from '../context';
import type { PdfComposer } from '../pdf';
import { addressLine, day, startDocument } from './common';

export const ADVERSE_ACTION_TITLE = ADVERSE_ACTION_NOTICE_TITLE;
export { CREDIT_SCORE_NOTICE_TITLE };

/** The C-3 paragraph on the consumer report, and the agency that supplied it (FCRA §615(a)(3), (4)). */
function consumerReportBlock(pdf: PdfComposer, score: CreditScoreDisclosure): void {
  const { bureau } = score;
  pdf.heading('Your right to get your consumer report (Fair Credit Reporting Act, section 615(a))');
  pdf.paragraph(
    'Our credit decision was based in whole or in part on information obtained in a report from the consumer ' +
      'reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the ' +
      'information contained in your credit file at the consumer reporting agency.',
  );
  pdf.keyValues([
    ['Consumer reporting agency', bureau.name],
    ['Address', bureau.address],
    ['Toll-free telephone', bureau.phone],
  ]);
  pdf.bullets(score.rights);
}

/** The score, its range, date, source and key factors (FCRA §615(a)(2) and §609(f)). */
function scoreBlock(pdf: PdfComposer, score: CreditScoreDisclosure, heading: string, intro: string): void {
  pdf.heading(heading);
  pdf.paragraph(intro);
  pdf.keyValues([
    ['Your credit score', String(score.score)],
    ['Scores range from', `a low of ${score.rangeLow} to a high of ${score.rangeHigh}`],
    ['Date of the score', formatDate(score.scoredOn)],
    ['Source of the score', score.bureau.name],
  ]);
  if (score.keyFactors.length > 0) {
    pdf.paragraph('Key factors that adversely affected your credit score:', { bold: true });
    pdf.bullets(score.keyFactors.map((factor, i) => `${i + 1}. ${factor}`));
  } else {
    pdf.paragraph('The consumer reporting agency reported no key factors that adversely affected your score.');
  }
}

export async function adverseActionNotice(ctx: DocumentContext): Promise<Uint8Array> {
  const notice = ctx.credit.adverseAction;
  // Available only once the application is declined; without a decision on record there is nothing to state.
  if (!notice) throw notFound();
  const pdf = await startDocument(ctx, ADVERSE_ACTION_TITLE, 'Adverse action notice');
  pdf.keyValues([
    ['Applicant', ctx.borrower.name],
    ['Property', addressLine(ctx.application.property)],
    ['Application', ctx.application.uuid],
    ['Credit requested', 'Home equity line of credit'],
    ['Date of this notice', formatDate(notice.decidedOn)],
  ]);

  pdf.heading('Description of action taken');
  pdf.paragraph(notice.action);

  pdf.heading('Principal reason(s) for our decision');
  pdf.bullets(notice.reasons);

  if (notice.creditScore) {
    consumerReportBlock(pdf, notice.creditScore);
    scoreBlock(
      pdf,
      notice.creditScore,
      'Your credit score',
      `We also obtained your credit score from ${notice.creditScore.bureau.name} and used it in making our credit ` +
        'decision. Your credit score is a number that reflects the information in your consumer report. Your credit ' +
        'score can change, depending on how the information in your consumer report changes.',
    );
  }

  pdf.heading('Creditor');
  pdf.keyValues([
    ['Name', notice.creditor.name],
    ['Address', notice.creditor.address],
    ['Telephone', notice.creditor.phone],
    ['NMLS ID', notice.creditor.nmls],
  ]);
  pdf.paragraph(`If you have any questions regarding this notice, contact us at ${notice.creditor.phone}.`);

  pdf.heading('Notice: the Federal Equal Credit Opportunity Act');
  pdf.paragraph(notice.ecoaNotice);
  pdf.keyValues([
    ['Federal agency', notice.ecoaAgency.name],
    ['Agency address', notice.ecoaAgency.address],
  ]);
  return pdf.finish();
}

export async function creditScoreNotice(ctx: DocumentContext): Promise<Uint8Array> {
  const { scores } = ctx.credit;
  if (scores.length === 0) throw notFound();
  const c = ctx.org.metadata.companyInfo;
  const pdf = await startDocument(ctx, CREDIT_SCORE_NOTICE_TITLE, 'FCRA 609(g) credit score disclosure');
  pdf.keyValues([
    ['Applicant', ctx.borrower.name],
    ['Property', addressLine(ctx.application.property)],
    ['Lender', `${c.companyName} (NMLS #${c.companyNMLS})`],
    ['Date prepared', day(ctx.generatedAt, ctx.timeZone)],
  ]);

  pdf.heading(HOME_LOAN_NOTICE_TITLE);
  for (const paragraph of HOME_LOAN_NOTICE_TEXT) pdf.paragraph(paragraph);

  for (const { pull, disclosure } of scores) {
    scoreBlock(
      pdf,
      disclosure,
      pull === 'soft'
        ? 'Your credit score: pre-qualification (soft inquiry)'
        : 'Your credit score: application (hard inquiry)',
      pull === 'soft'
        ? 'We used this score to check whether you pre-qualify and to price the offers we show you.'
        : 'We used this score to decide on your application and its terms.',
    );
  }

  const bureau = scores[0].disclosure.bureau;
  pdf.heading('The consumer reporting agency');
  pdf.keyValues([
    ['Name', bureau.name],
    ['Address', bureau.address],
    ['Toll-free telephone', bureau.phone],
  ]);
  pdf.heading('The lender');
  pdf.keyValues([
    ['Name', c.companyName],
    ['Address', c.companyAddress],
    ['Telephone', c.phoneFormatted],
  ]);
  return pdf.finish();
}
