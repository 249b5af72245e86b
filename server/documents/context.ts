// Everything a generated document may print about one application, loaded in one place. Only masked SSNs and
// account numbers ever enter this context, so no template can print a full number by mistake.
import { isTexasHomeEquity } from '../../src/domain/texas';
import { fullName, receiptAt } from './rescissionReceiptsService';
import { hmdaAnswerRows, readHmda } from '../../src/domain/hmda';
import type { Application } from '../../src/domain/types';
import type { AdverseActionNotice } from '../../src/domain/adverseAction';
import { loadAdverseActionNotice, loadCreditScoreNotice, type ScoredPull } from './decisionNoticesService';
import { loadApplicationJson } from '../applications/repository';
import { applicationTimeZone, rescissionTerms, type RescissionTerms } from '../applications/timeZoneService';
import type { Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import { findOrganisation, type Organisation } from '../organisations';
import { loadPrequalRecord, type PrequalRecord } from '../pipeline/prequalService';
import { latestOrder } from '../orders/repository';
import {
  type FmvAcknowledgmentRecord,
  type ManualNotaryOrderDetail,
  texasFairMarketValue,
} from '../pipeline/stages/texas';
import { decrypt, maskLast4 } from '../security/crypto';
import { offerFigures, type OfferFigures } from './figures';
import { bankAccountOf } from './repository';
import { identityRow } from '../identities/repository';
import { signersOf } from '../applications/coOwnersRepository';

export interface DocumentBorrower {
  name: string;
  email: string;
  phone: string | null;
  dob: string | null;
  /** '*****6789', or null when no SSN is on file. */
  ssnMasked: string | null;
}

export interface DocumentAccount {
  routingNumber: string;
  /** Last four digits only. */
  mask: string;
  accountType: string;
}

export interface DocumentContext {
  application: Application;
  borrower: DocumentBorrower;
  org: Organisation;
  figures: OfferFigures;
  disburseAccount: DocumentAccount | null;
  /** HMDA demographic answers when the borrower gave them (label, answer). */
  hmda: [string, string][];
  /** The zone every date of the document is read in (server/applications/timeZoneService.ts applicationTimeZone). */
  timeZone: string;
  /** The opening date and the last day to cancel, in the signer's zone (the rescission order's once written). */
  rescission: RescissionTerms;
  /** The other owners on the title (server/signers), who sign the deed too, in the order the borrower named them. */
  coOwners: string[];
  /** When the borrower acknowledged receipt of their notice of right to cancel (./rescissionReceiptsService.ts). */
  rescissionReceiptAt: string | null;
  /** A Texas (a)(6) line's facts (src/domain/texas.ts), or null for any other line. */
  texas: TexasDocumentFacts | null;
  /** The credit decision notices' facts (./decisionNoticesService.ts). */
  credit: CreditDocumentFacts;
  generatedAt: Date;
}

export interface CreditDocumentFacts {
  /** The adverse action notice of a decline, or null when the application is not declined. */
  adverseAction: AdverseActionNotice | null;
  /** Each pull's score disclosure, for the FCRA §609(g) notice (empty before any pull). */
  scores: ScoredPull[];
}

export interface TexasDocumentFacts {
  /** When the §50(g) notice was provided (ISO), or null before it was. */
  noticeProvidedAt: string | null;
  /** The first day the line may close ('YYYY-MM-DD', the property's calendar), once known. */
  earliestClosingDate: string | null;
  /** The value the borrower and the lender acknowledge at the closing. */
  fairMarketValue: number | null;
  /** The acknowledgment as signed at the closing, or null until then. */
  signed: FmvAcknowledgmentRecord | null;
}

async function texasFacts(
  db: Db,
  row: ApplicationsTable,
  application: Application,
): Promise<TexasDocumentFacts | null> {
  if (!isTexasHomeEquity(application.property)) return null;
  const [fairMarketValue, closing] = await Promise.all([
    texasFairMarketValue(db, row.uuid),
    latestOrder<ManualNotaryOrderDetail>(db, row.uuid, 'manualNotary'),
  ]);
  return {
    noticeProvidedAt: application.status.texasNoticeProvidedAt ?? null,
    earliestClosingDate: application.status.texasEarliestClosingDate ?? null,
    fairMarketValue: closing?.detail.fmvAcknowledgment?.fairMarketValue ?? fairMarketValue,
    signed: closing?.status === 'SIGNED' ? (closing.detail.fmvAcknowledgment ?? null) : null,
  };
}

function maskedSsn(sealed: string | null, key: string): string | null {
  if (!sealed) return null;
  try {
    return maskLast4(decrypt(sealed, key));
  } catch {
    // A value sealed under another key cannot be shown; the document says "not on file" rather than failing.
    return null;
  }
}

/** The HMDA answers as label/answer rows, in the order of the form. */
export function hmdaAnswers(hmda: PrequalRecord['hmda']): [string, string][] {
  const record = readHmda(hmda);
  return record ? hmdaAnswerRows(record) : [];
}

export async function loadDocumentContext(
  db: Db,
  row: ApplicationsTable,
  encryptionKey: string,
  now: Date = new Date(),
): Promise<DocumentContext> {
  const org = findOrganisation(row.org_code);
  if (!org) throw new Error(`Application ${row.uuid} belongs to unknown organisation ${row.org_code}`);
  const [application, identity, timeZone, rescission, prequal, coOwners, adverseAction, scores, rescissionReceiptAt] =
    await Promise.all([
      loadApplicationJson(db, row),
      identityRow(db, row.borrower_uuid),
      applicationTimeZone(db, row),
      rescissionTerms(db, row, now),
      loadPrequalRecord(db, row.uuid),
      signersOf(db, row.uuid),
      loadAdverseActionNotice(db, row),
      loadCreditScoreNotice(db, row),
      receiptAt(db, row.uuid, row.borrower_uuid),
    ]);
  const offer = prequal.offers.find((o) => o.term === application.term) ?? null;
  const accountUuid = application.disburseAccount?.uuid;
  const account = accountUuid ? await bankAccountOf(db, accountUuid, row.uuid) : undefined;
  return {
    application,
    borrower: {
      name: fullName(identity),
      email: identity.email,
      phone: identity.phone,
      dob: identity.dob,
      ssnMasked: maskedSsn(identity.ssn_encrypted, encryptionKey),
    },
    org,
    figures: offerFigures(application, org, offer),
    disburseAccount: account
      ? {
          routingNumber: account.routing_number,
          mask: account.mask.slice(-4),
          accountType: account.account_type,
        }
      : null,
    hmda: hmdaAnswers(prequal.hmda),
    timeZone,
    rescission,
    coOwners: coOwners.map((c) => `${c.first_name} ${c.last_name}`),
    rescissionReceiptAt,
    texas: await texasFacts(db, row, application),
    credit: { adverseAction, scores },
    generatedAt: now,
  };
}
