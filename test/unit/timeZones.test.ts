// src/domain/timeZones.ts: a property's zone from its state, zone validation, and instants read in a zone.
import { US_STATES as STATES } from '../../src/domain/validation/register';
import {
  canonicalTimeZone,
  FALLBACK_TIME_ZONE,
  formatLocalDateTime,
  isValidTimeZone,
  localDate,
  startOfLocalDay,
  STATE_TIME_ZONES,
  timeZoneOfState,
  zoneOffsetMs,
} from '../../src/domain/timeZones';

describe('time zones', () => {
  it('has a real zone for every state the application accepts, DC and Puerto Rico', () => {
    for (const state of [...STATES, 'DC', 'PR']) {
      const zone = timeZoneOfState(state);
      expect(zone).not.toBeNull();
      expect(isValidTimeZone(zone)).toBe(true);
    }
    expect(Object.values(STATE_TIME_ZONES).every(isValidTimeZone)).toBe(true);
    expect(isValidTimeZone(FALLBACK_TIME_ZONE)).toBe(true);
  });

  it('puts multi-zone states in their most populous zone', () => {
    expect(timeZoneOfState('TX')).toBe('America/Chicago');
    expect(timeZoneOfState('FL')).toBe('America/New_York');
    expect(timeZoneOfState('ID')).toBe('America/Boise');
    expect(timeZoneOfState('co')).toBe('America/Denver');
    expect(timeZoneOfState('ZZ')).toBeNull();
    expect(timeZoneOfState(null)).toBeNull();
  });

  it('validates zone names with Intl', () => {
    expect(isValidTimeZone('America/Denver')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('America/Atlantis')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('x'.repeat(100))).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it('names a zone canonically, whatever spelling or link was given', () => {
    expect(canonicalTimeZone('america/denver')).toBe('America/Denver');
    expect(canonicalTimeZone('US/Mountain')).toBe('America/Denver');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone(undefined)).toBeNull();
  });

  it('reads an instant in a zone', () => {
    const at = new Date('2026-11-25T00:01:00Z');
    expect(localDate(at, 'America/Denver')).toBe('2026-11-24');
    expect(localDate(at, 'UTC')).toBe('2026-11-25');
    expect(zoneOffsetMs(at, 'America/Denver')).toBe(-7 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-07-01T12:00:00Z'), 'America/Denver')).toBe(-6 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-07-01T12:00:00.999Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
    expect(formatLocalDateTime(at, 'America/Denver')).toBe('11/24/2026, 5:01 PM MST');
    expect(formatLocalDateTime('2026-11-25T00:01:00Z', 'America/New_York')).toBe('11/24/2026, 7:01 PM EST');
  });

  it('finds local midnight on days next to a daylight-saving change', () => {
    // 2026-03-08 (spring forward at 02:00) and 2026-11-01 (fall back at 02:00) in Denver.
    expect(startOfLocalDay('2026-03-08', 'America/Denver').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/Denver').toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(startOfLocalDay('2026-11-01', 'America/Denver').toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(startOfLocalDay('2026-11-02', 'America/Denver').toISOString()).toBe('2026-11-02T07:00:00.000Z');
    // Santiago moves its clock at midnight: 2026-09-06 has no 00:00, the day starts at 01:00 (-03).
    expect(startOfLocalDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
