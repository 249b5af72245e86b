// Texas home equity lines (Texas Constitution art. XVI §50(a)(6) and (t)): which lines the rules apply to and the
// closing's calendar rule. Keyed on the property's state, never on who the borrower is, so the server's pipeline,
// the documents and the screens agree. Pure: dates are 'YYYY-MM-DD' strings, instants ISO strings or epoch ms.

import { addCalendarDays } from './legalCalendar';
import { localDate as zoneLocalDate, startOfLocalDay as zoneStartOfLocalDay } from './timeZones';

/** The state whose homestead rules these are. */
export const TEXAS = 'TX';

/**
 * The zone of a Texas property's calendar. One zone per state: most of Texas keeps Central time; El Paso and Hudspeth
 * counties keep Mountain time, where this reads the day an hour early at its boundaries.
 */
export const TEXAS_TIME_ZONE = 'America/Chicago';

/** §50(a)(6)(M)(i): not closed before the 12th day after the later of the application and the §50(g) notice. */
export const TEXAS_WAIT_DAYS = 12;

/** Where §50(a)(6)(N) lets the line close: the office of the lender, an attorney at law or a title company. */
export const TEXAS_CLOSING_LOCATIONS = ['LENDER_OFFICE', 'ATTORNEY_OFFICE', 'TITLE_COMPANY'] as const;
export type TexasClosingLocation = (typeof TEXAS_CLOSING_LOCATIONS)[number];

export const TEXAS_CLOSING_LOCATION_LABELS: Record<TexasClosingLocation, string> = {
  LENDER_OFFICE: "The lender's office",
  ATTORNEY_OFFICE: "An attorney's office",
  TITLE_COMPANY: "A title company's office",
};

export function isTexasClosingLocation(value: unknown): value is TexasClosingLocation {
  return typeof value === 'string' && (TEXAS_CLOSING_LOCATIONS as readonly string[]).includes(value);
}

/** A line secured by a Texas homestead is an (a)(6) extension of credit: the property's state decides. */
export function isTexasHomeEquity(property: { state?: string | null } | null | undefined): boolean {
  return (property?.state ?? '').trim().toUpperCase() === TEXAS;
}

function toMs(instant: string | number | Date): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

/** The calendar date ('YYYY-MM-DD') of an instant (ISO text too) in a zone: the shared calendar's rule. */
export function localDate(instant: string | number | Date, timeZone: string): string {
  return zoneLocalDate(toMs(instant), timeZone);
}

export { addCalendarDays };

/** The instant (epoch ms) a calendar date begins in a zone: its local midnight, daylight saving included. */
export function startOfLocalDay(date: string, timeZone: string): number {
  // Validates the date (RangeError) before the zone arithmetic.
  addCalendarDays(date, 0);
  return zoneStartOfLocalDay(date, timeZone).getTime();
}

export interface TexasWaitInput {
  /** When the borrower submitted the application. */
  applicationAt: string | number | Date;
  /** When the §50(g) notice was provided. */
  noticeAt: string | number | Date;
  timeZone?: string;
}

/**
 * §50(a)(6)(M)(i): the first calendar day the line may close, the 12th day after the later of the application date
 * and the date the §50(g) notice was provided, both read on the property's calendar.
 */
export function texasEarliestClosingDate({
  applicationAt,
  noticeAt,
  timeZone = TEXAS_TIME_ZONE,
}: TexasWaitInput): string {
  const applied = localDate(applicationAt, timeZone);
  const noticed = localDate(noticeAt, timeZone);
  const later = applied > noticed ? applied : noticed;
  return addCalendarDays(later, TEXAS_WAIT_DAYS);
}

/** The instant the 12-day wait ends: the start of the earliest closing date in the property's zone (ISO). */
export function texasWaitEndsAt(input: TexasWaitInput): string {
  const zone = input.timeZone ?? TEXAS_TIME_ZONE;
  return new Date(startOfLocalDay(texasEarliestClosingDate(input), zone)).toISOString();
}

/** 'Monday, December 7, 2026' for '2026-12-07': a calendar date as a borrower reads it, whatever their zone. */
export function formatLongDate(date: string): string {
  const [y, m, d] = addCalendarDays(date, 0).split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** What the Texas closing is waiting for, as the notary screen and the sidebar say it; null when nothing. */
export interface TexasClosingWait {
  kind: 'ATTORNEY_REVIEW' | 'WAITING_PERIOD';
  /** The earliest closing date, 'YYYY-MM-DD' on the property's calendar, when known. */
  closingFrom: string | null;
}

export function texasClosingWait(
  stage: string | null | undefined,
  status: { notaryWaitingUntil?: string | null; texasEarliestClosingDate?: string | null },
): TexasClosingWait | null {
  if (stage !== 'ATTORNEY_REVIEW' && stage !== 'NOTARY_WAITING_PERIOD') return null;
  const closingFrom =
    status.texasEarliestClosingDate ??
    (status.notaryWaitingUntil ? localDate(status.notaryWaitingUntil, TEXAS_TIME_ZONE) : null);
  return { kind: stage === 'ATTORNEY_REVIEW' ? 'ATTORNEY_REVIEW' : 'WAITING_PERIOD', closingFrom };
}

/** "Texas law requires a 12-day wait: your closing can be scheduled from Monday, December 7, 2026". */
export function texasWaitSentence(closingFrom: string): string {
  return `Texas law requires a ${TEXAS_WAIT_DAYS}-day wait: your closing can be scheduled from ${formatLongDate(closingFrom)}`;
}

/** The heading of what the closing waits for. */
export function texasWaitTitle(wait: TexasClosingWait): string {
  return wait.kind === 'ATTORNEY_REVIEW'
    ? 'An attorney is reviewing your loan documents'
    : 'Your Texas closing waiting period';
}

/** The sidebar's short line under the notary step, e.g. "Texas 12-day wait: closing from Monday, December 7, 2026". */
export function texasSidebarNote(wait: TexasClosingWait): string {
  const from = wait.closingFrom ? `closing from ${formatLongDate(wait.closingFrom)}` : 'closing date to follow';
  return wait.kind === 'ATTORNEY_REVIEW' ? `Attorney review: ${from}` : `Texas ${TEXAS_WAIT_DAYS}-day wait: ${from}`;
}

/** The documents signed at a Texas closing, before the notary: the deed and the fair-market-value acknowledgment. */
export const FMV_ACKNOWLEDGMENT = 'TEXAS_FMV_ACKNOWLEDGMENT';
export const TEXAS_CLOSING_DOCUMENTS = ['DEED', FMV_ACKNOWLEDGMENT];
