// The browser's storage and location, behind small functions: the API client, sagas (through `call`) and the
// route guards share them, and tests can observe them where jsdom cannot.

/** The browser's location, behind an object so tests can observe full navigations (jsdom cannot). */
export const browserLocation = {
  assign: (url: string): void => window.location.assign(url),
};

/** Leave the single-page app for another page (a full navigation). */
export function leaveTo(url: string): void {
  browserLocation.assign(url);
}

// Storage can throw (private mode, quota); a failed write must not break a flow.
export function getLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function setLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* ignored: see above */
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* ignored */
  }
}

export function setSessionItem(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    /* ignored */
  }
}

export function removeSessionItem(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    /* ignored */
  }
}

export const STORAGE_KEYS = {
  jwt: 'jwt',
  helocUuid: 'heloc_uuid',
  trackerUuid: 'trackerUuid',
  sessionUuid: 'uuid',
  sessionEpoch: 'epoch',
} as const;

/** sessionStorage key prefix of the journey forms' drafts (src/ui/forms/useFormDraft.ts). */
export const FORM_DRAFT_PREFIX = 'form-draft:';

/** Forget every journey form draft (names, dates of birth, addresses) when the borrower signs out. */
export function clearFormDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith(FORM_DRAFT_PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    /* ignored: see above */
  }
}

/** sessionStorage key of the register draft (the register screen writes it, the register saga clears it). */
export const REGISTER_DRAFT_KEY = 'register-draft';

/** The page's host name (telemetry's `domain`). */
export function currentHost(): string {
  return window.location.hostname;
}

/** A uniform draw in [0, 1), behind a function so sagas can be given a fixed one. */
export function randomDraw(): number {
  return Math.random();
}

/** The browser's IANA time zone (e.g. America/Denver), or undefined where the runtime does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
