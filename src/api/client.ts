// The one axios instance and its call rules (spec core-journey sections 7 and 8).
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { ORG_HEADER } from '../domain/org';
import { STORAGE_KEYS } from './browser';
import { noteServerDate } from './serverClock';
import { DEFAULT_ERROR_MESSAGE, joinErrors } from '../domain/format';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** 'external': a public call, sent without the bearer and never treated as an auth failure. */
    context?: 'external' | 'secure';
    /** Extra auth headers for this request only (e.g. X-Auth0-Application-Name). */
    authHeaders?: Record<string, string>;
    /** Set by the client: the stored token (or null) when the request left; undefined for 'external'. */
    sentJwt?: string | null;
    /** false when an empty body is a valid answer; otherwise an empty body is an error. */
    expectBody?: boolean;
    /**
     * How a non-OK answer is worded (shared-surfaces section 8). Unset: the server's errors joined, or 'Something
     * unexpected happened.'. 'fetch' (the shared surfaces' queries): the answer's status field, default 'Error
     * fetching'. 'request' (the shared surfaces' generic submissions): the server's words, default 'Request failed.'.
     */
    errorStyle?: 'fetch' | 'request';
  }
}

export const FETCH_ERROR_MESSAGE = 'Error fetching';
export const REQUEST_FAILED_MESSAGE = 'Request failed.';

export const JWT_KEY = STORAGE_KEYS.jwt;
export const REQUEST_TIMEOUT_MS = 30_000;

/** A plain, serialisable error: safe to put in actions and state. */
export interface ApiError {
  status: number;
  message: string;
  data: unknown;
}

export function isApiError(e: unknown): e is ApiError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as ApiError).status === 'number' &&
    typeof (e as ApiError).message === 'string'
  );
}

/** Any thrown value as an ApiError (sagas catch unknowns). */
export function toApiError(e: unknown): ApiError {
  if (isApiError(e)) return { status: e.status, message: e.message, data: e.data ?? null };
  return { status: 0, message: e instanceof Error && e.message ? e.message : DEFAULT_ERROR_MESSAGE, data: null };
}

export interface SessionReplay {
  session: string;
  sessionUrl: string;
}

export interface ApiClientOptions {
  orgCode: string;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  onAuthFailure?: (error: ApiError) => void;
  getSessionReplay?: () => SessionReplay | null | undefined;
  /** Tests pass a custom adapter; the browser uses axios's XHR adapter. */
  adapter?: InternalAxiosRequestConfig['adapter'];
  baseURL?: string;
}

const AUTH_FAILURE_403 = ['unauthenticated', 'invalid signature'];

/** The server's own words (message and errors), lower-cased without trailing full stops. */
function rawMessages(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const { errors, message } = data as { errors?: unknown; message?: unknown };
  return [message, ...(Array.isArray(errors) ? errors : [])]
    .filter((m): m is string => typeof m === 'string')
    .map((m) => m.trim().replace(/\.+$/, '').toLowerCase());
}

function messageOf(data: unknown, style?: 'fetch' | 'request'): string {
  if (style === 'fetch') {
    const status = data && typeof data === 'object' ? (data as { status?: unknown }).status : undefined;
    return typeof status === 'string' && status.trim() ? status : FETCH_ERROR_MESSAGE;
  }
  if (data && typeof data === 'object') {
    const { errors, message } = data as { errors?: unknown; message?: unknown };
    if (Array.isArray(errors) && errors.length > 0) return joinErrors(errors as string[]);
    if (typeof message === 'string' && message.trim()) return message;
  }
  return style === 'request' ? REQUEST_FAILED_MESSAGE : DEFAULT_ERROR_MESSAGE;
}

function isEmptyBody(data: unknown): boolean {
  return data === undefined || data === null || (typeof data === 'string' && data.trim() === '');
}

function expectsJson(config: InternalAxiosRequestConfig): boolean {
  return !config.responseType || config.responseType === 'json';
}

function urlOf(config: InternalAxiosRequestConfig | undefined): string {
  return config?.url ?? '';
}

/** Stored with its 'Bearer ' prefix, as the spec's storage table says. */
export function asBearer(token: string): string {
  return /^Bearer /i.test(token) ? token : `Bearer ${token}`;
}

export function createApiClient({
  orgCode,
  storage = window.localStorage,
  onAuthFailure,
  getSessionReplay,
  adapter,
  baseURL,
}: ApiClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    withCredentials: true,
    headers: { Accept: 'application/json, application/pdf' },
    ...(adapter ? { adapter } : {}),
  });

  instance.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.set(ORG_HEADER, orgCode);
    // The spec's origin header: browsers forbid scripts from setting Origin itself, so it travels as x-origin.
    if (typeof window !== 'undefined') headers.set('x-origin', window.location.origin);
    if (config.context !== 'external') {
      const jwt = storage.getItem(JWT_KEY);
      config.sentJwt = jwt;
      if (jwt) headers.set('Authorization', jwt);
    }
    for (const [name, value] of Object.entries(config.authHeaders ?? {})) headers.set(name, value);
    // Multipart: let the browser write the boundary; a JSON content type would make axios serialise the FormData.
    // `false` also stops axios defaulting it to x-www-form-urlencoded later in the pipeline.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) headers.set('Content-Type', false);
    // Only with a body: Fastify refuses an empty body declared as JSON (e.g. the tracker PATCH).
    else if (config.data !== undefined && config.data !== null) headers.set('Content-Type', 'application/json');
    else headers.set('Content-Type', false);
    const replay = getSessionReplay?.();
    if (replay) {
      headers.set('x-fs-session', replay.session);
      headers.set('x-fs-session-url', replay.sessionUrl);
    }
    config.headers = headers;
    return config;
  });

  // The stored token changed after this request left (signed out, another sign-in, a later answer's renewal):
  // its answer may neither replace nor clear it.
  const tokenMovedOn = (config: InternalAxiosRequestConfig | undefined) =>
    config?.sentJwt !== undefined && storage.getItem(JWT_KEY) !== config.sentJwt;

  const storeBearer = (response: AxiosResponse | undefined) => {
    const raw = response?.headers?.['authorization'];
    if (typeof raw === 'string' && raw.trim() && !tokenMovedOn(response?.config)) {
      storage.setItem(JWT_KEY, asBearer(raw.trim()));
    }
    // The session's end is a time on the server's clock: every answer tells it (src/api/serverClock.ts).
    if (response) noteServerDate(response.headers?.['date']);
  };

  const fail = (error: ApiError, config: InternalAxiosRequestConfig | undefined): Promise<never> => {
    const isAuthFailure =
      error.status === 401 ||
      (error.status === 403 && rawMessages(error.data).some((m) => AUTH_FAILURE_403.includes(m)));
    // A public call (login) answering 401 means wrong credentials, not an expired session.
    if (isAuthFailure && config?.context !== 'external' && !tokenMovedOn(config)) {
      storage.removeItem(JWT_KEY);
      onAuthFailure?.(error);
    }
    return Promise.reject(error);
  };

  instance.interceptors.response.use(
    (response) => {
      storeBearer(response);
      const { config, data, status } = response;
      if (expectsJson(config)) {
        if (typeof data === 'string' && data.trim() !== '') {
          return fail(
            { status, message: `Response was not convertible to json for ${urlOf(config)}`, data: null },
            config,
          );
        }
        if (isEmptyBody(data) && status !== 204 && config.expectBody !== false) {
          return fail({ status, message: `Response was not defined for ${urlOf(config)}`, data: null }, config);
        }
      }
      return response;
    },
    (raw: unknown) => {
      if (!axios.isAxiosError(raw)) return Promise.reject(toApiError(raw));
      const error = raw as AxiosError;
      const response = error.response;
      if (!response)
        return fail({ status: 0, message: error.message || DEFAULT_ERROR_MESSAGE, data: null }, error.config);
      storeBearer(response);
      const data = response.data;
      if (typeof data === 'string' && data.trim() !== '' && error.config && expectsJson(error.config)) {
        return fail(
          { status: response.status, message: `Response was not convertible to json for ${urlOf(error.config)}`, data },
          error.config,
        );
      }
      return fail(
        {
          status: response.status,
          message: messageOf(data, error.config?.errorStyle),
          data: isEmptyBody(data) ? null : data,
        },
        error.config,
      );
    },
  );

  return instance;
}

let configured: AxiosInstance | null = null;

/** Called once at boot; the endpoint files use the configured instance. */
export function configureApi(options: ApiClientOptions): AxiosInstance {
  configured = createApiClient(options);
  return configured;
}

export function api(): AxiosInstance {
  if (!configured) throw new Error('The API client is not configured: call configureApi at boot.');
  return configured;
}
