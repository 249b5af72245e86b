// Pieces every template shares: the composer set up for the organisation, the lender/borrower header block and
// number and date formats.
import { formatCurrency, formatDate, formatPercent } from '../../../src/domain/format';
import { isCalendarDate } from '../../../src/domain/legalCalendar';
import { localDate } from '../../../src/domain/timeZones';
import type { Address } from '../../../src/domain/types';
import type { DocumentContext } from '../context';
import { PdfComposer } from '../pdf';
import { LOAN_NUMBER_PENDING } from '../../applications/loanNumber';

export const money = (n: number): string => formatCurrency(n, 2);
export const wholeMoney = (n: number): string => formatCurrency(n, 0);
export const percent = (n: number): string => formatPercent(n, 2);
/**
 * A date as MM/dd/yyyy. A calendar date ('YYYY-MM-DD', a birth date) prints as it is; an instant prints as its
 * date in `timeZone`, the borrower's (DocumentContext.timeZone), so the document reads the same wherever it is
 * generated and agrees with the screens.
 */
export function day(value: string | Date, timeZone: string): string {
  if (typeof value === 'string' && isCalendarDate(value)) return formatDate(value);
  const at = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isFinite(at) ? formatDate(localDate(at, timeZone)) : formatDate(null);
}

export function addressLine(a: Address | null | undefined): string {
  if (!a) return 'Not on file';
  return [a.street1, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
}

export function lenderLine(ctx: DocumentContext): string {
  const c = ctx.org.metadata.companyInfo;
  return `${c.companyName} - NMLS #${c.companyNMLS}`;
}

export async function startDocument(ctx: DocumentContext, title: string, subject: string): Promise<PdfComposer> {
  const c = ctx.org.metadata.companyInfo;
  const pdf = await PdfComposer.create({
    title,
    subject,
    author: c.companyName,
    keywords: ['HELOC', subject, c.companyName, `NMLS ${c.companyNMLS}`],
    createdAt: ctx.generatedAt,
    footer: `${lenderLine(ctx)} - ${c.companyAddress} - ${c.phoneFormatted}`,
    accent: ctx.org.brand.primaryColor,
  });
  pdf.title(title, `${c.companyName} | NMLS #${c.companyNMLS} | ${c.companyAddress} | ${c.phoneFormatted}`);
  return pdf;
}

/** Who and what the document is about; every document opens with it. */
export function partiesBlock(pdf: PdfComposer, ctx: DocumentContext, extra: [string, string][] = []): void {
  const c = ctx.org.metadata.companyInfo;
  pdf.keyValues([
    ['Lender', `${c.companyName} (NMLS #${c.companyNMLS})`],
    ['Borrower', ctx.borrower.name],
    ['Social Security number', ctx.borrower.ssnMasked ?? 'Not on file'],
    ['Property', addressLine(ctx.application.property)],
    ['Loan number', ctx.application.loanNumber ?? LOAN_NUMBER_PENDING],
    ['Date prepared', day(ctx.generatedAt, ctx.timeZone)],
    ...extra,
  ]);
}
