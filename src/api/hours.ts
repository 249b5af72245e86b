// /service-operating-hours: the support line's opening hours (footer) in Pacific time.
import type { HoursDepartment, OperatingHours } from '../domain/contracts/wire/hours';
import { api } from './client';

export type { HoursDepartment as Department, OperatingDay, OperatingHours } from '../domain/contracts/wire/hours';

export async function getDisplayHours(department: HoursDepartment): Promise<OperatingHours> {
  const res = await api().get<OperatingHours>(`/service-operating-hours/external/api/v1/hours/${department}`, {
    params: { display: true },
    context: 'external',
    errorStyle: 'fetch',
  });
  return res.data;
}
