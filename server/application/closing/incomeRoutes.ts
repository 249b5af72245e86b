// Income screens: income sources, payroll/bank link through the vendor page, manual paystubs and the
// employer check (docs/API.md "Closing").
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Application, EmploymentType } from '../../../src/domain/types';
import { INCOME_DOCUMENT_TYPES } from '../../../src/domain/validation/income';
import type { RouteDeps } from '../../deps';
import { HttpError } from '../../http';
import { createOrder, latestOrder } from '../../orders/repository';
import type { IncomeOrderDetail } from '../../pipeline/stages/orderDetails';
import type { IncomeLinkType, IncomeVerification } from '../../pipeline/vendors/income';
import { updateStoredFields } from '../../applications/repository';
import {
  BASE,
  applicationStep,
  doc,
  freshApplication,
  loadSubject,
  memberApplication,
  memberHooks,
  submitHooks,
  vendorCall,
  vendorLinkStart,
} from './common';
import { type ClosingServices } from '../../deps';
import { uploadStep } from './uploadStep';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';

export async function incomeRoutes(app: FastifyInstance, deps: RouteDeps, { vendors }: ClosingServices): Promise<void> {
  const { db } = deps;
  const hooks = memberHooks(deps);
  const submit = submitHooks(deps);

  /** The annual income the borrower stated, summed over their sources. */
  const statedIncome = (application: Application) =>
    application.incomeSources.reduce((sum, s) => sum + s.annualIncome, 0);

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

  vendorLinkStart(app, submit, {
    contract: CLOSING.incomeLink,
    summary: 'Start linking payroll or bank income (the vendor page URL)',
    stages: ['INCOME_VERIFICATION'],
    linkUrl: (row, input) => vendors.income.linkUrl({ applicationUuid: row.uuid, type: input.type as IncomeLinkType }),
  });

  // The income/pointserv-callback screen posts the token the vendor page returned.
  applicationStep(app, deps, submit, {
    contract: CLOSING.incomeLinkComplete,
    summary: 'Complete an income link with the token the vendor page returned',
    stages: ['INCOME_VERIFICATION'],
    act: async (row, input) => {
      const subject = await loadSubject(db, row);
      const type = input.type as IncomeLinkType;
      const statedAnnualIncome = statedIncome(await freshApplication(db, row.uuid));
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

  // Paystubs by hand: the vendor reviews them with this one counted, and its verdict is kept as the income order in
  // the paystub's transaction (./uploadStep.ts), so a retry neither stores a second copy nor asks again.
  uploadStep<IncomeOrderDetail & { status: string }>(app, deps, {
    contract: CLOSING.incomeUpload,
    summary: 'Upload a paystub by hand (multipart)',
    stages: ['INCOME_VERIFICATION'],
    type: { param: INCOME_DOCUMENT_TYPES },
    open: async (row) => {
      if (!(await freshApplication(db, row.uuid)).status.manualPaystubUpload) {
        throw new HttpError(409, 'Paystubs are not needed: link your income instead');
      }
    },
    review: async (row, upload) => {
      const current = await freshApplication(db, row.uuid);
      const review = await vendors.income.reviewPaystubs({
        subject: await loadSubject(db, row),
        paystubCount: current.documents.filter((d) => d.type === upload.type).length + 1,
        statedAnnualIncome: statedIncome(current),
      });
      const previous = await latestOrder<IncomeOrderDetail>(db, row.uuid, 'income');
      return {
        status: review.status,
        method: 'PAYSTUB',
        verifiedAnnualIncome: review.verifiedAnnualIncome,
        employmentVerificationRequired: previous?.detail.employmentVerificationRequired ?? false,
      };
    },
    saveWith: async (trx, row, _document, { status, ...detail }) => {
      await createOrder(trx, { applicationUuid: row.uuid, vendor: 'income', status, detail });
    },
    cause: () => 'borrower:paystub',
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
