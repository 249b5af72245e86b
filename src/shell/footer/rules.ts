// The footer's rules (shared-surfaces section 2, Footer), pure so they are tested table by table.
import type { OperatingDay } from '../../api/hours';
import type { PrivateLabel } from '../../domain/org';

export const ALL_STATES_COUNT = 50;

/** 'more states to come': fewer than 50 states licensed, and only for the main organisation. */
export function showMoreStatesToCome(org: Pick<PrivateLabel, 'kind'>, licensedStates: readonly string[]): boolean {
  return org.kind === 'main' && licensedStates.length < ALL_STATES_COUNT;
}

export type NewYorkNotice = 'licence' | 'notAccepted';

/**
 * New York: the licence text when the organisation is licensed there and the regulator's review is allowed
 * (the licence has been confirmed); otherwise the notice that New York applications are not accepted.
 */
export function newYorkNotice(licensedStates: readonly string[], allowRegulatorReview: boolean): NewYorkNotice {
  return licensedStates.includes('NY') && allowRegulatorReview ? 'licence' : 'notAccepted';
}

/** The privacy link goes to /privacy unless an external privacy URL is configured. */
export function privacyHref(footer: PrivateLabel['footer']): { href: string; external: boolean } {
  const external = footer.privacyLinkIsExternal && /^https:\/\//i.test(footer.privacyPolicyUrl);
  return external ? { href: footer.privacyPolicyUrl, external: true } : { href: '/privacy', external: false };
}

/** 'HH:mm' (24 h) -> '8:00 AM'; anything else is shown as given. */
export function formatClock(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return hhmm;
  const hours = Number(m[1]);
  const suffix = hours >= 12 && hours < 24 ? 'PM' : 'AM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${m[2]} ${suffix}`;
}

export interface HoursLine {
  days: string;
  hours: string;
}

const WEEKEND = [6, 7];

function span(days: OperatingDay[]): string {
  if (days.length === 1) return days[0].weekday;
  return `${days[0].weekday} – ${days[days.length - 1].weekday}`;
}

function window(day: OperatingDay): string {
  return day.isOpen && day.startTime && day.endTime
    ? `${formatClock(day.startTime)} – ${formatClock(day.endTime)} PT`
    : 'Closed';
}

/** Consecutive days with the same window share a line ('Monday – Friday'); the weekend is always its own group. */
function group(days: OperatingDay[]): HoursLine[] {
  const lines: HoursLine[] = [];
  let run: OperatingDay[] = [];
  const flush = () => {
    if (run.length) lines.push({ days: span(run), hours: window(run[0]) });
    run = [];
  };
  for (const day of days) {
    if (run.length && window(run[run.length - 1]) !== window(day)) flush();
    run.push(day);
  }
  flush();
  return lines;
}

/** Phone hours as display lines, weekdays first and the weekend as a separate window; times are Pacific. */
export function phoneHoursLines(days: readonly OperatingDay[]): HoursLine[] {
  const sorted = [...days].sort((a, b) => a.weekdayValue - b.weekdayValue);
  const weekdays = sorted.filter((d) => !WEEKEND.includes(d.weekdayValue));
  const weekend = sorted.filter((d) => WEEKEND.includes(d.weekdayValue));
  return [...group(weekdays), ...group(weekend)];
}
