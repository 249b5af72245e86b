// /service-operating-hours: the support line's opening hours (footer) in Pacific time.
import { api } from './client';

export type Department = 'OPS_PHONE' | 'OPS_CHAT';

export interface OperatingDay {
  weekday: string;
  /** 1 = Monday … 7 = Sunday; 6 and 7 are the weekend. */
  weekdayValue: number;
  /** 'HH:mm', Pacific time. */
  startTime: string;
  endTime: string;
  isOpen: boolean;
}

export interface OperatingHours {
  weekdays: OperatingDay[];
}

export async function getDisplayHours(department: Department): Promise<OperatingHours> {
  const res = await api().get<OperatingHours>(`/service-operating-hours/external/api/v1/hours/${department}`, {
    params: { display: true },
    context: 'external',
    errorStyle: 'fetch',
  });
  return res.data;
}
