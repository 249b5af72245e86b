// Where the borrower is, for electronic signing and the eNotary session (the server keeps it with the signature).
// navigator.geolocation behind one function, so sagas `call` it and tests provide it; the same for the zone.
import { isValidTimeZone } from '../domain/timeZones';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Why no location came back: refused by the person or the browser, or none to be had. */
export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class LocationError extends Error {
  constructor(readonly reason: LocationFailure) {
    super(`location ${reason}`);
    this.name = 'LocationError';
  }
}

export const LOCATION_TIMEOUT_MS = 20_000;

const REASONS: Record<number, LocationFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** The reason of a failure thrown by getCurrentLocation (anything else counts as unavailable). */
export function locationFailureOf(error: unknown): LocationFailure {
  return error instanceof LocationError ? error.reason : 'unavailable';
}

/** Asks the browser for the current position; rejects with a LocationError. */
export function getCurrentLocation(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new LocationError(REASONS[error.code] ?? 'unavailable')),
      { enableHighAccuracy: false, timeout: LOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  });
}

/**
 * The browser's IANA time zone ('America/Denver'), sent with the signature so the right to cancel is counted on
 * the signer's calendar; null when the browser gives none Intl knows (the server then uses the property's zone).
 */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isValidTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}
