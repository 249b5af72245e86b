// The insurance a closing needs: the homeowner's (hazard) policy always, and the flood policy when the flood
// certificate found a flood zone. TRUST_AND_INSURANCE waits for them; the insurance routes list them.
import { latestOrder } from '../orders/repository';
import type { FloodOrderDetail } from './stages/orderDetails';
import type { PipelineContext } from './types';

/** Insurance documents every closing needs, and the one a flood zone adds. */
export const HAZARD_INSURANCE = 'HAZARD_INSURANCE';
export const FLOOD_INSURANCE = 'FLOOD_INSURANCE';

function insuranceRequired(floodZone: boolean): string[] {
  return floodZone ? [HAZARD_INSURANCE, FLOOD_INSURANCE] : [HAZARD_INSURANCE];
}

export async function requiredInsurance(ctx: Pick<PipelineContext, 'db'>, applicationUuid: string): Promise<string[]> {
  const flood = await latestOrder<FloodOrderDetail>(ctx.db, applicationUuid, 'flood');
  return insuranceRequired(Boolean(flood?.detail.floodZone));
}
