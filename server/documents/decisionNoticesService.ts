// The two notices a credit decision owes the borrower, read from what the pipeline recorded: the adverse action
// notice of a decline (ECOA / Regulation B §1002.9, FCRA §615(a)) and the FCRA §609(g) "Notice to the Home Loan
// Applicant" with the score of each pull. The JSON route, the PDFs (server/documents) and the mail all read them
// from here, so the screen, the document and the letter say the same thing.
import {
  ADVERSE_ACTION_MAIL_SUBJECT,
  adverseActionLetter,
  buildAdverseActionNotice,
  DECLINE_CAUSE_PREFIX,
  declineReasonFromCause,
  declineScreen,
  ecoaAgencyFor,
  isCreditBased,
  OPERATOR_DECLINE_PREFIX,
  scoreDisclosure,
  type AdverseActionNotice,
  type CreditScoreDisclosure,
} from '../../src/domain/adverseAction';
import { nowIso, type Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import { findOrganisation } from '../organisations';
import { loadPrequalRecord } from '../pipeline/prequalService';
import { lockApplicationRow, findApplication } from '../applications/repository';
import type { CreditReport } from '../pipeline/vendors/creditBureau';
import { SANDBOX_CREDIT_BUREAU } from '../sandbox/credit';
import { applicationTimeZone } from '../applications/timeZoneService';
import {
  declinedWithoutMessage,
  hasOutboxMessageSince,
  identityContact,
  insertOutboxMessage,
  latestStageEntry,
  stageEntriesWithCause,
} from './repository';

/** The stage-history causes of the two credit pulls (server/pipeline/stages/prequal.ts). */
const PULL_CAUSES = { soft: 'vendor:soft-credit', hard: 'vendor:hard-credit' } as const;
/** A soft pull whose file carried a §605A alert (FACTA_REVIEW) is a pull too. */
const ALERT_PULL_CAUSES = ['vendor:soft-credit-alert-fraud', 'vendor:soft-credit-alert-active_duty'];
const SOFT_PULL_CAUSES = [PULL_CAUSES.soft, ...ALERT_PULL_CAUSES];

/** The sandbox bureau is the only one this platform pulls from; a real bureau client brings its own. */
const BUREAU = SANDBOX_CREDIT_BUREAU;

/** The latest decline (underwriting's or the lender's agent's), or null when the application is not declined. */
export async function findDecline(db: Db, row: ApplicationsTable) {
  if (row.stage !== 'DECLINED') return null;
  const entry = await latestStageEntry(db, row.uuid, 'DECLINED', [DECLINE_CAUSE_PREFIX, OPERATOR_DECLINE_PREFIX]);
  const reason = entry ? declineReasonFromCause(entry.cause) : null;
  return entry && reason ? { reason, at: entry.at } : null;
}

/** When each pull came back (the first of each kind: the one whose score was first used), or null. */
async function pullTimes(db: Db, uuid: string, until?: string) {
  const rows = await stageEntriesWithCause(db, uuid, [...SOFT_PULL_CAUSES, PULL_CAUSES.hard], until);
  return {
    soft: rows.find((r) => r.cause !== PULL_CAUSES.hard)?.at ?? null,
    hard: rows.find((r) => r.cause === PULL_CAUSES.hard)?.at ?? null,
    lastIsHard: rows.at(-1)?.cause === PULL_CAUSES.hard,
    last: rows.at(-1)?.at ?? null,
  };
}

/** The credit report the decision used: the last pull made before it, and when that pull came back. */
async function reportBefore(
  db: Db,
  row: ApplicationsTable,
  decidedAt: string,
): Promise<{ report: CreditReport; pulledAt: string } | null> {
  const [record, times] = await Promise.all([loadPrequalRecord(db, row.uuid), pullTimes(db, row.uuid, decidedAt)]);
  const report = times.lastIsHard ? record.hardCredit : (record.softCredit ?? record.hardCredit);
  return report ? { report, pulledAt: times.last ?? decidedAt } : null;
}

function organisationOf(row: ApplicationsTable) {
  const org = findOrganisation(row.org_code);
  if (!org) throw new Error(`Application ${row.uuid} belongs to unknown organisation ${row.org_code}`);
  return org;
}

/** The adverse action notice of a declined application, or null when nothing was declined. */
export async function loadAdverseActionNotice(db: Db, row: ApplicationsTable): Promise<AdverseActionNotice | null> {
  const decline = await findDecline(db, row);
  if (!decline) return null;
  const org = organisationOf(row);
  const info = org.metadata.companyInfo;
  const credit = isCreditBased(decline.reason) ? await reportBefore(db, row, decline.at) : null;
  return buildAdverseActionNotice({
    reasonCode: decline.reason,
    decidedAt: decline.at,
    // The decision and the score are dated on the borrower's calendar, as every other date they read.
    timeZone: await applicationTimeZone(db, row),
    creditor: {
      name: info.companyName,
      address: info.companyAddress,
      phone: info.phoneFormatted,
      nmls: info.companyNMLS,
    },
    // Regulation B appendix A: the agency follows the creditor's charter (a non-bank lender: the FTC).
    ecoaAgency: ecoaAgencyFor(org.lender),
    credit: credit ? { ...credit, bureau: BUREAU } : null,
  });
}

export interface ScoredPull {
  /** 'soft': the pre-qualification pull; 'hard': the pull at submission. */
  pull: 'soft' | 'hard';
  disclosure: CreditScoreDisclosure;
}

/** The §609(g) notice's facts: each pull's score, range, date, source and key factors; empty before any pull. */
export async function loadCreditScoreNotice(db: Db, row: ApplicationsTable): Promise<ScoredPull[]> {
  const [record, times, timeZone] = await Promise.all([
    loadPrequalRecord(db, row.uuid),
    pullTimes(db, row.uuid),
    applicationTimeZone(db, row),
  ]);
  const pulls: ScoredPull[] = [];
  if (record.softCredit && times.soft) {
    pulls.push({
      pull: 'soft',
      disclosure: scoreDisclosure({ report: record.softCredit, bureau: BUREAU, pulledAt: times.soft }, timeZone),
    });
  }
  if (record.hardCredit && times.hard) {
    pulls.push({
      pull: 'hard',
      disclosure: scoreDisclosure({ report: record.hardCredit, bureau: BUREAU, pulledAt: times.hard }, timeZone),
    });
  }
  return pulls;
}

/**
 * Queues the adverse action notice in the outbox for the borrower (server/mail sends it), once per decline.
 * Returns whether a message was written.
 */
export async function queueAdverseActionMail(
  db: Db,
  applicationUuid: string,
  linkOrigin: (orgCode: string) => string,
): Promise<boolean> {
  const row = await findApplication(db, applicationUuid);
  if (!row) return false;
  const notice = await loadAdverseActionNotice(db, row);
  if (!notice) return false;
  const borrower = await identityContact(db, row.borrower_uuid);
  const url = `${linkOrigin(row.org_code)}/account/heloc/${row.uuid}/${declineScreen(notice.reasonCode)}`;
  const body = [
    adverseActionLetter(notice, `${borrower.first_name} ${borrower.last_name}`.trim()),
    '',
    `Your notice is also kept with your application as a PDF: ${url}`,
  ].join('\n');
  return db.transaction().execute(async (trx) => {
    // One notice per decline: the application's row lock serialises the listener and the screen's catch-up, and a
    // second call for the same decline writes nothing.
    await lockApplicationRow(trx, row.uuid);
    if (await hasOutboxMessageSince(trx, row.uuid, ADVERSE_ACTION_MAIL_SUBJECT, notice.decidedAt)) return false;
    await insertOutboxMessage(trx, {
      org_code: row.org_code,
      application_uuid: row.uuid,
      to_email: borrower.email,
      subject: ADVERSE_ACTION_MAIL_SUBJECT,
      body,
      action_url: url,
      kind: 'NOTICE',
      created_at: nowIso(),
    });
    return true;
  });
}

/** How far back the start-up sweep looks: Regulation B gives 30 days to notify (§1002.9(a)(1)). */
const NOTICE_DAYS = 30;

/**
 * The declines of the last 30 days whose notice was never queued: a process that stopped between saving a decline
 * and queueing its mail leaves one, and the next start queues it. Returns the applications it queued for.
 */
export async function queueMissedAdverseActionMail(
  db: Db,
  linkOrigin: (orgCode: string) => string,
  now = Date.now(),
): Promise<string[]> {
  const since = new Date(now - NOTICE_DAYS * 86_400_000).toISOString();
  const declined = await declinedWithoutMessage(db, since, ADVERSE_ACTION_MAIL_SUBJECT);
  const queued: string[] = [];
  for (const { uuid } of declined) {
    if (await queueAdverseActionMail(db, uuid, linkOrigin)) queued.push(uuid);
  }
  return queued;
}
