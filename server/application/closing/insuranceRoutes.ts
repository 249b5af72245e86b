// Insurance screens: the homeowner's insurance declarations page, and the flood policy where the flood
// certificate found a flood zone.
import type { FastifyInstance } from 'fastify';
import { isInsuranceDocumentType, INSURANCE_DOCUMENT_TYPES } from '../../../src/domain/validation/insurance';
import type { RouteDeps } from '../../deps';
import { HttpError } from '../../http';
import { requiredInsurance } from '../../pipeline/insuranceService';
import { uploadStep } from './uploadStep';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';
import { BASE, doc, freshApplication, memberApplication, memberHooks } from './common';

export async function insuranceRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const hooks = memberHooks(deps);

  app.get(
    `${BASE}/insurance/requirements`,
    {
      ...hooks,
      schema: doc('Insurance documents required and received', [401, 404], { contract: CLOSING.insuranceRequirements }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.insuranceRequirements>> => {
      const row = memberApplication(request);
      const required = (await requiredInsurance({ db }, row.uuid)).filter(isInsuranceDocumentType);
      const application = await freshApplication(db, row.uuid);
      const received = required.filter((type) => application.documents.some((d) => d.type === type));
      return { required, received, complete: Boolean(application.insurance?.complete) };
    },
  );

  uploadStep(app, deps, {
    contract: CLOSING.insuranceUpload,
    summary: 'Upload an insurance declarations page (multipart)',
    stages: ['TRUST_AND_INSURANCE'],
    type: { param: INSURANCE_DOCUMENT_TYPES },
    open: async (row, type) => {
      const required = await requiredInsurance({ db }, row.uuid);
      if (!type || !required.includes(type))
        throw new HttpError(400, 'Flood insurance is not required for this property');
    },
    cause: (type) => `borrower:insurance-${type.toLowerCase()}`,
  });
}
