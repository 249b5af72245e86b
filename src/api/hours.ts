// /service-operating-hours: the support line's opening hours (footer) in Pacific time.
import type { HoursDepartment } from '../domain/contracts/wire/hours';
import type { AnswerOf, HOURS } from '../domain/contracts';
import { api } from './client';

export type { HoursDepartment as Department, OperatingDay, OperatingHours } from '../domain/contracts/wire/hours';

export async function getDisplayHours(department: HoursDepartment): Promise<AnswerOf<typeof HOURS.hours>> {
  const res = await api().get<AnswerOf<typeof HOURS.hours>>(
    `/service-operating-hours/external/api/v1/hours/${department}`,
    {
      params: { display: true },
      context: 'external',
      errorStyle: 'fetch',
    },
  );
  return res.data;
}
