// The lender's operators on the pipeline (docs/API.md "Pipeline: operators").
import { hmdaInPersonSchema } from '../validation/hmda';
import { factaReviewSchema } from '../validation/operator';
import { contract, json } from './contract';

const BASE = '/service-pipeline/operator/api/v1/applications/:uuid';

export const PIPELINE = {
  /** FCRA §605A: the identity of a borrower whose credit file carries a fraud or active-duty alert. */
  factaReview: contract('POST', `${BASE}/facta-review`, factaReviewSchema, json('OperatorStage')),
  inPersonHmda: contract('POST', `${BASE}/hmda`, hmdaInPersonSchema, json('OperatorStage')),
  creditRetry: contract('POST', `${BASE}/credit-retry`, null, json('OperatorStage')),
  jobs: contract('GET', `${BASE}/jobs`, null, json('PipelineJobs')),
} as const;
