// Cancelling the line during the rescission period (Reg Z §1026.15): which stages allow it and how its deadline
// reads in the borrower's zone. Shared by the cancel route (its refusal message) and the complete screen, so both
// name the same local day as the notice of right to cancel. Pure: Intl only (zone arithmetic in ./timeZones).
import type { Stage } from './stages';
import { endOfLocalDay, isValidTimeZone, localDate } from './timeZones';

/** The stages during which the borrower may still cancel: the notice is out and the right has not ended. */
export const CANCELLABLE_STAGES: readonly Stage[] = ['GEN_RESCISSION', 'RESCISSION'];

export function isCancellableStage(stage: string | null | undefined): boolean {
  return (CANCELLABLE_STAGES as readonly string[]).includes(stage ?? '');
}

/** When the right to cancel ends: the instant, and where known the last day ('YYYY-MM-DD') and its zone. */
export interface RescissionWindow {
  /** The instant the server stops accepting a cancellation (the rescission order's readyAt). */
  endsAt: string;
  /** The notice's last day to cancel, in `timeZone`; derived from `endsAt` when unknown. */
  deadline?: string | null;
  /** The borrower's IANA zone at signing; the caller's fallback when unknown. */
  timeZone?: string | null;
}

const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

/** 'Saturday, November 28, 2026' for '2026-11-28' (a calendar day: no zone can move it). */
export function formatLongDay(day: string): string {
  if (!DAY.test(day)) return day;
  return format('UTC', 'long-day', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** The zone as people say it: 'Mountain Time', 'Hawaii-Aleutian Time'; UTC by its name. */
export function zoneName(timeZone: string, at: Date): string {
  if (UTC_ZONES.has(timeZone)) return 'Coordinated Universal Time';
  const part = format(timeZone, 'zone', { timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value || timeZone;
}

/** The zone the deadline is read in: the window's own, else the caller's (the browser's, the request's). */
export function windowZone(window: RescissionWindow, fallbackZone: string): string {
  return isValidTimeZone(window.timeZone) ? window.timeZone : fallbackZone;
}

/** The notice's deadline when the window carries it with its zone; null when only the instant is known. */
function noticeDeadline(window: RescissionWindow): { day: string; zone: string } | null {
  if (!window.deadline || !DAY.test(window.deadline) || !isValidTimeZone(window.timeZone)) return null;
  return { day: window.deadline, zone: window.timeZone };
}

/** The last day on which the borrower may cancel, in the window's zone. */
export function deadlineDay(window: RescissionWindow, fallbackZone: string): string {
  const notice = noticeDeadline(window);
  if (notice) return notice.day;
  // The right runs to the end instant exclusive: its last moment belongs to the deadline day.
  return localDate(Date.parse(window.endsAt) - 1, windowZone(window, fallbackZone));
}

/**
 * When the screen stops offering to cancel: midnight at the end of the notice's deadline in the borrower's zone,
 * or the server's instant if that comes first (it may come later: funding waits for the home's midnight too).
 */
export function offerEndsAt(window: RescissionWindow): number {
  const end = Date.parse(window.endsAt);
  const notice = noticeDeadline(window);
  return notice ? Math.min(end, endOfLocalDay(notice.day, notice.zone).getTime()) : end;
}

/** Whether the server's right to cancel has ended at `now` (ms on the application's clock). */
export function rescissionEnded(window: RescissionWindow, now: number): boolean {
  return now >= Date.parse(window.endsAt);
}

function clock(instant: number, zone: string): string {
  return format(zone, 'hm', { hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** 'You can cancel until 11:59 PM on Saturday, November 28, 2026, Mountain Time' (no full stop). */
export function cancelUntilText(window: RescissionWindow, fallbackZone: string): string {
  const notice = noticeDeadline(window);
  const zone = windowZone(window, fallbackZone);
  const end = notice ? endOfLocalDay(notice.day, notice.zone).getTime() : Date.parse(window.endsAt);
  const day = formatLongDay(deadlineDay(window, fallbackZone));
  return `You can cancel until ${clock(end - 1, zone)} on ${day}, ${zoneName(zone, new Date(end - 1))}`;
}

/** The refusal once the right has ended: 'The right to cancel ended at midnight on Saturday, …, Mountain Time.' */
export function cancelEndedMessage(window: RescissionWindow, fallbackZone: string): string {
  const notice = noticeDeadline(window);
  const zone = windowZone(window, fallbackZone);
  if (notice) {
    const end = endOfLocalDay(notice.day, notice.zone);
    return `The right to cancel ended at midnight on ${formatLongDay(notice.day)}, ${zoneName(zone, new Date(end.getTime() - 1))}.`;
  }
  // Only the instant is known: say when it was, midnight when it is one.
  const end = Date.parse(window.endsAt);
  const day = formatLongDay(localDate(end - 1, zone));
  const midnight = localDate(end, zone) !== localDate(end - 1, zone);
  return `The right to cancel ended at ${midnight ? 'midnight' : clock(end, zone)} on ${day}, ${zoneName(zone, new Date(end - 1))}.`;
}

/** The refusal at a stage where there is nothing to cancel (before signing, or once funded). */
export const CANCEL_NOT_OPEN = 'This line cannot be cancelled online now: there is no rescission period open.';
export const CANCEL_ALREADY = 'This line is already cancelled.';
