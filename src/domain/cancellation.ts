// Cancelling the line during the rescission period (Reg Z §1026.15): which stages allow it and how its deadline
// reads in the borrower's zone. Shared by the cancel route (its refusal message) and the complete screen, so both
// name the same local day. Pure: Intl only.
import type { Stage } from './stages';

/** The stages during which the borrower may still cancel: the notice is out and the right has not ended. */
export const CANCELLABLE_STAGES: readonly Stage[] = ['GEN_RESCISSION', 'RESCISSION'];

export function isCancellableStage(stage: string | null | undefined): boolean {
  return (CANCELLABLE_STAGES as readonly string[]).includes(stage ?? '');
}

/** When the right to cancel ends: the instant, and where known the last day ('YYYY-MM-DD') and its zone. */
export interface RescissionWindow {
  /** The instant the right ends (midnight at the end of the deadline day in the borrower's zone). */
  endsAt: string;
  /** The last day on which the borrower may cancel, in `timeZone`; derived from `endsAt` when null. */
  deadline?: string | null;
  /** The borrower's IANA zone at signing; the caller's fallback when null. */
  timeZone?: string | null;
}

const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT']);

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Building an Intl.DateTimeFormat is comparatively slow; keep one per zone and option set.
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${timeZone}|${key}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formats.set(id, f);
  }
  return f;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** The calendar day ('YYYY-MM-DD') of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = format(timeZone, 'ymd', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
}

/** 'Saturday, November 28, 2026' for '2026-11-28' (a calendar day: no zone can move it). */
export function formatLongDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const noon = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return format('UTC', 'long-day', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(noon);
}

/** The zone as people say it: 'Mountain Time', 'Hawaii-Aleutian Time'; UTC by its name. */
export function zoneName(timeZone: string, at: Date): string {
  if (UTC_ZONES.has(timeZone)) return 'Coordinated Universal Time';
  const parts = format(timeZone, 'zone', { timeZoneName: 'longGeneric' }).formatToParts(at);
  return part(parts, 'timeZoneName') || timeZone;
}

/** The zone the deadline is read in: the window's own, else the caller's (the browser's, the request's). */
export function windowZone(window: RescissionWindow, fallbackZone: string): string {
  return window.timeZone && isTimeZone(window.timeZone) ? window.timeZone : fallbackZone;
}

/** The last day on which the borrower may cancel, in the window's zone. */
export function deadlineDay(window: RescissionWindow, fallbackZone: string): string {
  if (window.deadline && /^\d{4}-\d{2}-\d{2}$/.test(window.deadline)) return window.deadline;
  // The right runs to the end instant exclusive: its last moment belongs to the deadline day.
  return localDate(new Date(Date.parse(window.endsAt) - 1), windowZone(window, fallbackZone));
}

/** Whether the right to cancel has ended at `now` (ms). */
export function rescissionEnded(window: RescissionWindow, now: number): boolean {
  return now >= Date.parse(window.endsAt);
}

/** The last minute to cancel, as a clock reads it in the zone: '11:59 PM' when the right ends at midnight. */
export function lastMinute(window: RescissionWindow, fallbackZone: string): string {
  const last = new Date(Date.parse(window.endsAt) - 1);
  return format(windowZone(window, fallbackZone), 'hm', { hour: 'numeric', minute: '2-digit' }).format(last);
}

/** 'You can cancel until 11:59 PM on Saturday, November 28, 2026, Mountain Time' (no full stop). */
export function cancelUntilText(window: RescissionWindow, fallbackZone: string): string {
  const zone = windowZone(window, fallbackZone);
  const day = formatLongDay(deadlineDay(window, fallbackZone));
  return `You can cancel until ${lastMinute(window, fallbackZone)} on ${day}, ${zoneName(zone, new Date(window.endsAt))}`;
}

/** The refusal once the right has ended: 'The right to cancel ended at midnight on Saturday, …, Mountain Time.' */
export function cancelEndedMessage(window: RescissionWindow, fallbackZone: string): string {
  const zone = windowZone(window, fallbackZone);
  const end = new Date(window.endsAt);
  const day = formatLongDay(deadlineDay(window, fallbackZone));
  const clock = format(zone, 'hm24', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(end);
  // The legal deadline is midnight at the end of the day; a window that ends at another time says when.
  const at = clock === '00:00' ? 'midnight' : format(zone, 'hm', { hour: 'numeric', minute: '2-digit' }).format(end);
  return `The right to cancel ended at ${at} on ${day}, ${zoneName(zone, end)}.`;
}

/** The refusal at a stage where there is nothing to cancel (before signing, or once funded). */
export const CANCEL_NOT_OPEN = 'This line cannot be cancelled online now: there is no rescission period open.';
export const CANCEL_ALREADY = 'This line is already cancelled.';
