// The documents a co-owner may read: the deed they sign, and the notice of the right to cancel (an owner on title
// may cancel too). Built from what a co-owner may see: names, the property and the line, never the borrower's
// SSN, income or bank details (so the borrower's DocumentContext, which holds those, is not used).
import type { SignerDocument } from '../../src/domain/signers';
import type { Address } from '../../src/domain/types';
import { rowFieldsOf, statusOf } from '../applications/mapper';
import type { Db } from '../db';
import type { ApplicationsTable, HelocSignersTable } from '../db/schema';
import { applicationTimeZone, rescissionTerms, type RescissionTerms } from '../applications/timeZoneService';
import { fullName, receiptAt } from '../documents/rescissionReceiptsService';
import { writeRightToCancel } from '../documents/templates/rightToCancel';
import { PdfComposer } from '../documents/pdf';
import { addressLine, day, money } from '../documents/templates/common';
import { findOrganisation, type Organisation } from '../organisations';
import { deedStatusOf } from './service';
import { identityRow } from '../identities/repository';
import { findAddress } from '../applications/repository';
import { signersOf } from '../applications/coOwnersRepository';
import { LOAN_NUMBER_PENDING } from '../applications/loanNumber';

export type SignerDocumentType = SignerDocument['type'];
export const SIGNER_DOCUMENT_TYPES: readonly SignerDocumentType[] = ['DEED', 'RIGHT_TO_CANCEL'];

const TITLES: Record<SignerDocumentType, string> = {
  DEED: 'Deed of Trust (Open-End Mortgage)',
  RIGHT_TO_CANCEL: 'Notice of Right to Cancel',
};

export function isSignerDocumentType(value: unknown): value is SignerDocumentType {
  return SIGNER_DOCUMENT_TYPES.includes(value as SignerDocumentType);
}

/** The deed once the co-owner may sign it (or has); the notice once the borrower has signed the closing set. */
export function signerDocuments(signer: HelocSignersTable, application: ApplicationsTable): SignerDocument[] {
  const status = statusOf(application);
  const available: Record<SignerDocumentType, boolean> = {
    DEED: deedStatusOf(signer, application) !== 'NOT_READY',
    RIGHT_TO_CANCEL: status.disclosurelistClosingComplete === true,
  };
  return SIGNER_DOCUMENT_TYPES.map((type) => ({ type, title: TITLES[type], available: available[type] }));
}

interface SignerDocumentContext {
  org: Organisation;
  borrowerName: string;
  /** Every co-owner on title, this one included. */
  coOwners: string[];
  signer: HelocSignersTable;
  property: Address | null;
  lineAmount: number;
  termYears: number | null;
  loanNumber: string;
  /** The zone the documents' dates are read in: the borrower's (server/applications/timeZoneService.ts). */
  timeZone: string;
  /** The same opening date and deadline as the borrower's notice. */
  rescission: RescissionTerms;
  /** When this co-owner acknowledged receipt of their notice of right to cancel. */
  receiptAt: string | null;
  generatedAt: Date;
}

async function loadContext(
  db: Db,
  signer: HelocSignersTable,
  application: ApplicationsTable,
  generatedAt: Date,
): Promise<SignerDocumentContext> {
  const org = findOrganisation(application.org_code);
  if (!org) throw new Error(`Application ${application.uuid} belongs to unknown organisation ${application.org_code}`);
  const data = rowFieldsOf(application);
  const [borrower, property, signers, timeZone, rescission, receipt] = await Promise.all([
    identityRow(db, application.borrower_uuid),
    application.property_uuid ? findAddress(db, application.property_uuid) : Promise.resolve(undefined),
    signersOf(db, application.uuid),
    applicationTimeZone(db, application),
    rescissionTerms(db, application, generatedAt),
    receiptAt(db, application.uuid, signer.identity_uuid),
  ]);
  return {
    org,
    borrowerName: fullName(borrower),
    coOwners: signers.map((s) => `${s.first_name} ${s.last_name}`),
    signer,
    property: property ?? null,
    lineAmount: data.amount,
    termYears: data.term,
    loanNumber: data.loanNumber ?? LOAN_NUMBER_PENDING,
    timeZone,
    rescission,
    receiptAt: receipt,
    generatedAt,
  };
}

async function start(ctx: SignerDocumentContext, title: string, subject: string): Promise<PdfComposer> {
  const c = ctx.org.metadata.companyInfo;
  const pdf = await PdfComposer.create({
    title,
    subject,
    author: c.companyName,
    keywords: ['HELOC', subject, c.companyName, `NMLS ${c.companyNMLS}`],
    createdAt: ctx.generatedAt,
    footer: `${c.companyName} - NMLS #${c.companyNMLS} - ${c.companyAddress} - ${c.phoneFormatted}`,
    accent: ctx.org.brand.primaryColor,
  });
  pdf.title(title, `${c.companyName} | NMLS #${c.companyNMLS} | ${c.companyAddress} | ${c.phoneFormatted}`);
  pdf.keyValues([
    ['Lender', `${c.companyName} (NMLS #${c.companyNMLS})`],
    ['Borrower', ctx.borrowerName],
    ['Co-owners on title', ctx.coOwners.join(', ')],
    ['Property', addressLine(ctx.property)],
    ['Loan number', ctx.loanNumber],
    ['Date prepared', day(ctx.generatedAt, ctx.timeZone)],
  ]);
  return pdf;
}

async function deed(ctx: SignerDocumentContext): Promise<Uint8Array> {
  const c = ctx.org.metadata.companyInfo;
  const owners = [ctx.borrowerName, ...ctx.coOwners];
  const pdf = await start(ctx, TITLES.DEED, 'Security instrument for a home equity line of credit');
  pdf.paragraph('This instrument secures a line of credit: future advances are secured as if made today.', {
    bold: true,
  });
  pdf.heading('Definitions');
  pdf.bullets([
    `"Borrower" is ${ctx.borrowerName}.`,
    `"Owners" are ${owners.join(', ')}, who together hold title to the Property and each sign this instrument.`,
    `"Lender" is ${c.companyName}, NMLS #${c.companyNMLS}, ${c.companyAddress}, and its successors and assigns.`,
    `"Agreement" is the Home Equity Line of Credit Agreement and Note signed by the Borrower, with a credit limit of ${money(ctx.lineAmount)}${ctx.termYears ? ` and a term of ${ctx.termYears} years` : ''}.`,
    `"Property" is the real property at ${addressLine(ctx.property)}, with all improvements and fixtures.`,
  ]);
  pdf.heading('What a co-owner agrees to');
  pdf.paragraph(
    'Each Owner grants and conveys the Property in trust (or mortgages it to the Lender) to secure the Agreement. ' +
      "An Owner who is not the Borrower does not become liable for the Borrower's debt under the Agreement, but " +
      'agrees that the Lender may enforce this instrument against the Property if the Borrower defaults.',
  );
  pdf.heading('Covenants');
  pdf.bullets([
    'Keep the improvements insured against fire and hazards (and flood where required), with the Lender named as mortgagee.',
    'Keep the Property in good repair and pay taxes and assessments when due.',
    "Not sell or transfer the Property without the Lender's consent while the line is open, where the law allows this condition.",
    'When all sums secured are paid and the line is closed, the Lender releases this instrument.',
  ]);
  pdf.heading('Signatures');
  pdf.signatures(owners.map((name) => (name === ctx.borrowerName ? `Borrower: ${name}` : `Owner: ${name}`)));
  if (ctx.signer.deed_signed_at) {
    pdf.paragraph(
      `Signed electronically by ${ctx.signer.first_name} ${ctx.signer.last_name} on ${day(ctx.signer.deed_signed_at, ctx.timeZone)} ` +
        'before a remote online notary.',
      { bold: true },
    );
  }
  return pdf.finish();
}

async function rightToCancel(ctx: SignerDocumentContext): Promise<Uint8Array> {
  const c = ctx.org.metadata.companyInfo;
  // The borrower's opening date and deadline, in the signer's zone: a co-owner's right ends when theirs does.
  const { openedOn, deadline, timeZone } = ctx.rescission;
  const pdf = await start(ctx, TITLES.RIGHT_TO_CANCEL, 'Notice of right to cancel a home equity line of credit');
  pdf.paragraph(
    `${ctx.borrowerName} is opening the account; as an owner of the home, you have the same right to cancel it. ` +
      `Credit line ${money(ctx.lineAmount)}.`,
  );
  // The complete model form G-5, addressed to this co-owner: never shortened (§1026.15(b)).
  writeRightToCancel(pdf, {
    personName: `${ctx.signer.first_name} ${ctx.signer.last_name}`,
    role: 'Owner',
    creditorName: c.companyName,
    creditorAddress: c.companyAddress,
    creditorEmail: c.email,
    openedOn,
    deadline,
    timeZone,
    receiptAcknowledgedAt: ctx.receiptAt,
  });
  return pdf.finish();
}

export async function renderSignerDocument(
  db: Db,
  type: SignerDocumentType,
  signer: HelocSignersTable,
  application: ApplicationsTable,
  generatedAt: Date = new Date(),
): Promise<Uint8Array> {
  const ctx = await loadContext(db, signer, application, generatedAt);
  return type === 'DEED' ? deed(ctx) : rightToCancel(ctx);
}
