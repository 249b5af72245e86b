// Income screens: income sources, payroll/bank link through the vendor page, manual paystubs and the
// employer check (docs/API.md "Closing").
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EmploymentType } from '../../../src/domain/types';
import { INCOME_DOCUMENT_TYPES } from '../../../src/domain/validation/income';
import type { RouteDeps } from '../../deps';
import { HttpError } from '../../http';
import { createOrder, latestOrder } from '../../orders/repository';
import type { IncomeOrderDetail } from '../../pipeline/stages/orderDetails';
import type { IncomeLinkType, IncomeVerification } from '../../pipeline/vendors/income';
import { readUpload, storeDocument, withUploads } from '../../uploads';
import { updateStoredFields } from '../../applications/repository';
import {
  BASE,
  applicationStep,
  doc,
  freshApplication,
  loadSubject,
  memberApplication,
  memberHooks,
  requireStage,
  submitHooks,
  vendorCall,
} from './common';
import { type ClosingServices } from '../../deps';
import { bodyOf } from '../../openapi';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';

const PAYSTUB_MAX_BYTES = 10 * 1024 * 1024;

export async function incomeRoutes(app: FastifyInstance, deps: RouteDeps, { vendors }: ClosingServices): Promise<void> {
  const { db, pipeline } = deps;
  const hooks = memberHooks(deps);
  const submit = submitHooks(deps);
  // The paystub upload answers with the document it stored and the application.
  const submitUpload = submitHooks(deps, 'documentAndApplication');

  async function statedIncome(uuid: string): Promise<number> {
    const current = await freshApplication(db, uuid);
    return current.incomeSources.reduce((sum, s) => sum + s.annualIncome, 0);
  }

  app.get(
    `${BASE}/income`,
    { ...hooks, schema: doc('Income sources and the verification status', [401, 404], { contract: CLOSING.income }) },
    async (request): Promise<AnswerOf<typeof CLOSING.income>> => {
      const row = memberApplication(request);
      const order = await latestOrder<IncomeOrderDetail>(db, row.uuid, 'income');
      const application = await freshApplication(db, row.uuid);
      return {
        incomeSources: application.incomeSources,
        linkTypes: ['PAYROLL', 'BANK'],
        verification: order
          ? { status: order.status as IncomeVerification['status'], method: order.detail.method }
          : null,
        manualPaystubUpload: Boolean(application.status.manualPaystubUpload),
      };
    },
  );

  applicationStep(app, deps, submit, {
    contract: CLOSING.incomeSources,
    summary: 'Replace the income sources',
    stages: ['INCOME_VERIFICATION'],
    act: async (row, input) => {
      await updateStoredFields(db, row.uuid, (current) => ({
        ...current,
        incomeSources: input.incomeSources.map((s) => ({
          uuid: randomUUID(),
          employmentType: s.employmentType as EmploymentType,
          annualIncome: s.annualIncome,
        })),
      }));
      return null;
    },
  });

  app.post(
    `${BASE}/income/link`,
    {
      ...submit,
      schema: doc('Start linking payroll or bank income (the vendor page URL)', [400, 401, 404, 409], {
        contract: CLOSING.incomeLink,
      }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.incomeLink>> => {
      const row = memberApplication(request);
      requireStage(row, ['INCOME_VERIFICATION']);
      const input = bodyOf(request, CLOSING.incomeLink);
      return { linkUrl: vendors.income.linkUrl({ applicationUuid: row.uuid, type: input.type as IncomeLinkType }) };
    },
  );

  // The income/pointserv-callback screen posts the token the vendor page returned.
  applicationStep(app, deps, submit, {
    contract: CLOSING.incomeLinkComplete,
    summary: 'Complete an income link with the token the vendor page returned',
    stages: ['INCOME_VERIFICATION'],
    act: async (row, input) => {
      const subject = await loadSubject(db, row);
      const type = input.type as IncomeLinkType;
      const statedAnnualIncome = await statedIncome(row.uuid);
      const result = await vendorCall(() =>
        vendors.income.completeLink({ subject, type, token: input.token, statedAnnualIncome }),
      );
      const detail: IncomeOrderDetail = {
        method: type,
        verifiedAnnualIncome: result.verifiedAnnualIncome,
        employmentVerificationRequired: result.employmentVerificationRequired,
      };
      await createOrder(db, { applicationUuid: row.uuid, vendor: 'income', status: result.status, detail });
      return 'borrower:income-link';
    },
  });

  withUploads(app, (uploads) => {
    uploads.post(
      `${BASE}/income/upload/:type`,
      {
        ...submitUpload,
        schema: doc('Upload a paystub by hand (multipart)', [400, 401, 404, 409, 413], {
          multipart: true,
          typeParam: true,
          contract: CLOSING.incomeUpload,
        }),
      },
      async (request): Promise<AnswerOf<typeof CLOSING.incomeUpload>> => {
        const row = memberApplication(request);
        const { type } = request.params as { type: string };
        if (!(INCOME_DOCUMENT_TYPES as readonly string[]).includes(type)) {
          throw new HttpError(400, `type: Upload one of ${INCOME_DOCUMENT_TYPES.join(', ')}`);
        }
        requireStage(row, ['INCOME_VERIFICATION']);
        const current = await freshApplication(db, row.uuid);
        if (!current.status.manualPaystubUpload) {
          throw new HttpError(409, 'Paystubs are not needed: link your income instead');
        }
        const upload = await readUpload(request, {
          allowed: ['pdf', 'png', 'jpeg', 'heic'],
          maxBytes: PAYSTUB_MAX_BYTES,
        });
        const document = await storeDocument(db, {
          applicationUuid: row.uuid,
          type,
          filename: upload.filename,
          mime: upload.mime,
          bytes: upload.bytes,
          uploadedBy: request.identityUuid,
        });
        const after = await freshApplication(db, row.uuid);
        const subject = await loadSubject(db, row);
        const review = await vendors.income.reviewPaystubs({
          subject,
          paystubCount: after.documents.filter((d) => d.type === type).length,
          statedAnnualIncome: after.incomeSources.reduce((sum, s) => sum + s.annualIncome, 0),
        });
        const previous = await latestOrder<IncomeOrderDetail>(db, row.uuid, 'income');
        const detail: IncomeOrderDetail = {
          method: 'PAYSTUB',
          verifiedAnnualIncome: review.verifiedAnnualIncome,
          employmentVerificationRequired: previous?.detail.employmentVerificationRequired ?? false,
        };
        await createOrder(db, { applicationUuid: row.uuid, vendor: 'income', status: review.status, detail });
        await pipeline.advance(row.uuid, 'borrower:paystub');
        return { document, application: await freshApplication(db, row.uuid) };
      },
    );
  });

  applicationStep(app, deps, submit, {
    contract: CLOSING.employer,
    summary: 'Name the employer who can confirm employment',
    stages: ['EMPLOYMENT_VERIFICATION'],
    act: async (row, input) => {
      const subject = await loadSubject(db, row);
      const result = await vendors.income.verifyEmployment({
        subject,
        employerName: input.employerName,
        employerPhone: input.employerPhone,
      });
      if (!result.verified)
        throw new HttpError(400, 'We could not reach that employer: check the name and phone number');
      await createOrder(db, {
        applicationUuid: row.uuid,
        vendor: 'employment',
        status: 'VERIFIED',
        detail: { employerName: input.employerName },
      });
      return 'borrower:employer';
    },
  });
}
