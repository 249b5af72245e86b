// The answers of src/domain/contracts/hours.ts's routes, by name (../answers.ts).

export type HoursDepartment = 'OPS_PHONE' | 'OPS_CHAT';

export interface OperatingDay {
  weekday: string;
  /** 1 = Monday … 7 = Sunday; 6 and 7 are the weekend. */
  weekdayValue: number;
  /** 'HH:mm', Pacific time; null on a closed day. */
  startTime: string | null;
  endTime: string | null;
  isOpen: boolean;
}

/** A department's week, Monday first (only the open days unless `display=true`). */
export interface OperatingHours {
  department: HoursDepartment;
  timeZone: string;
  weekdays: OperatingDay[];
}

/** An operator's override of a department's schedule, and whether it is open now. */
export interface HoursOverrideStatus {
  department: HoursDepartment;
  override: 'OPEN' | 'CLOSED' | null;
  open: boolean;
}

export interface HoursAnswers {
  OperatingHours: OperatingHours;
  /** Whether the department is open now. */
  HoursOpenStatus: boolean;
  HoursOverrideStatus: HoursOverrideStatus;
}
