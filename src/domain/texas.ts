// Texas home equity lines (Texas Constitution art. XVI §50(a)(6) and (t)): which lines the rules apply to and the
// closing's calendar rule. Keyed on the property's state, never on who the borrower is, so the server's pipeline,
// the documents and the screens agree. Pure: dates are 'YYYY-MM-DD' strings, instants ISO strings or epoch ms.

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

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toMs(instant: string | number | Date): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

function parseDate(date: string): [number, number, number] {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const parts: [number, number, number] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
  if (check.getUTCMonth() !== parts[1] - 1 || check.getUTCDate() !== parts[2]) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return parts;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(ms: number, timeZone: string): Record<string, number> {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The zone's offset from UTC at an instant, in ms (Chicago in winter: -6 h). */
function offsetAt(ms: number, timeZone: string): number {
  const p = partsIn(ms, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The calendar date ('YYYY-MM-DD') of an instant in a zone. */
export function localDate(instant: string | number | Date, timeZone: string): string {
  const p = partsIn(toMs(instant), timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** A calendar date plus `days` days (negative goes back). */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant (epoch ms) a calendar date begins in a zone: its local midnight, daylight saving included. */
export function startOfLocalDay(date: string, timeZone: string): number {
  const [y, m, d] = parseDate(date);
  const wall = Date.UTC(y, m - 1, d);
  // Two passes: the offset at the first guess may differ from the offset at midnight itself across a change.
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return guess;
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
  const [y, m, d] = parseDate(date);
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
