// GET /{uuid}/adverse-action: the adverse action notice of a declined application (ECOA / Regulation B, FCRA
// section 615), built from the decision the stage history records, the lending organisation and, for a
// credit-based decline, the credit report the decision used. Registered from journeyRoutes.
import type { FastifyInstance, FastifySchema, preHandlerAsyncHookHandler } from 'fastify';
import {
  buildAdverseActionNotice,
  DECLINE_CAUSE_PREFIX,
  OPERATOR_DECLINE_PREFIX,
  declineReasonFromCause,
  ECOA_AGENCIES,
  isCreditBased,
  type AdverseActionNotice,
} from '../../../src/domain/adverseAction';
import type { Db } from '../../db';
import type { ApplicationsTable } from '../../db/schema';
import { HttpError } from '../../http';
import { describe } from '../../openapi';
import { findOrganisation } from '../../organisations';
import { loadPrequalRecord } from '../../pipeline/prequalRecord';
import type { CreditReport } from '../../pipeline/vendors/creditBureau';
import { SANDBOX_CREDIT_BUREAU } from '../../sandbox/credit';
import { requireApplicationMember } from '../../security/ownership';
import { applicationTimeZone } from '../timeZone';
import { memberApplication } from '../closing/common';

const PATH = '/service-application/api/v1/application/heloc/:uuid/adverse-action';

export const NO_DECISION = 'No decision to explain';

/** The stage-history causes of the two credit pulls (server/pipeline/stages/prequal.ts). */
const PULL_CAUSES = { soft: 'vendor:soft-credit', hard: 'vendor:hard-credit' } as const;
/** A soft pull whose file carried a §605A alert (FACTA_REVIEW) is a pull too. */
const ALERT_PULL_CAUSES = ['vendor:soft-credit-alert-fraud', 'vendor:soft-credit-alert-active_duty'];

export interface AdverseActionRouteOptions {
  db: Db;
  authenticate: preHandlerAsyncHookHandler;
}

const schema = describe(
  'Journey',
  {
    summary: 'The adverse action notice of a declined application (ECOA and FCRA 615)',
    params: {
      type: 'object',
      properties: { uuid: { type: 'string', description: 'the application uuid' } },
    },
  } as FastifySchema,
  { secure: true, errors: [401, 404] },
);

/** The latest underwriting decline, or null when the application is not declined by underwriting. */
async function findDecline(db: Db, row: ApplicationsTable) {
  if (row.stage !== 'DECLINED') return null;
  const entry = await db
    .selectFrom('stage_history')
    .select(['at', 'cause'])
    .where('application_uuid', '=', row.uuid)
    .where('to_stage', '=', 'DECLINED')
    .where((eb) =>
      eb.or([eb('cause', 'like', `${DECLINE_CAUSE_PREFIX}%`), eb('cause', 'like', `${OPERATOR_DECLINE_PREFIX}%`)]),
    )
    .orderBy('at', 'desc')
    .orderBy('uuid', 'desc')
    .executeTakeFirst();
  const reason = entry ? declineReasonFromCause(entry.cause) : null;
  return entry && reason ? { reason, at: entry.at } : null;
}

/** The credit report the decision used: the last pull made before it, and when that pull came back. */
async function reportBefore(
  db: Db,
  row: ApplicationsTable,
  decidedAt: string,
): Promise<{ report: CreditReport; pulledAt: string } | null> {
  const record = await loadPrequalRecord(db, row.uuid);
  const pull = await db
    .selectFrom('stage_history')
    .select(['at', 'cause'])
    .where('application_uuid', '=', row.uuid)
    .where('cause', 'in', [PULL_CAUSES.soft, PULL_CAUSES.hard, ...ALERT_PULL_CAUSES])
    .where('at', '<=', decidedAt)
    .orderBy('at', 'desc')
    .orderBy('uuid', 'desc')
    .executeTakeFirst();
  const report = pull?.cause === PULL_CAUSES.hard ? record.hardCredit : (record.softCredit ?? record.hardCredit);
  return report ? { report, pulledAt: pull?.at ?? decidedAt } : null;
}

export default async function adverseActionRoutes(
  app: FastifyInstance,
  { db, authenticate }: AdverseActionRouteOptions,
): Promise<void> {
  const member = { preValidation: [authenticate, requireApplicationMember(db)] };

  app.get(PATH, { ...member, schema }, async (request): Promise<AdverseActionNotice> => {
    const row = memberApplication(request);
    const decline = await findDecline(db, row);
    if (!decline) throw new HttpError(404, NO_DECISION);
    const org = findOrganisation(row.org_code);
    if (!org) throw new Error(`Application ${row.uuid} belongs to unknown organisation ${row.org_code}`);
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
      // Federal credit unions answer to the NCUA for ECOA; every other kind of lender here to the CFPB.
      ecoaAgency: org.kind === 'credit-union' ? ECOA_AGENCIES.NCUA : ECOA_AGENCIES.CFPB,
      // The sandbox bureau is the only one this platform pulls from; a real bureau client brings its own.
      credit: credit ? { ...credit, bureau: SANDBOX_CREDIT_BUREAU } : null,
    });
  });
}
