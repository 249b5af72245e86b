// A configured API client over a fake transport: routes by "METHOD path" to canned answers.
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { configureApi, type ApiClientOptions } from '../../src/api/client';

export interface FakeReply {
  status?: number;
  data?: unknown;
  /** Response headers, e.g. a refreshed token in `authorization`. */
  headers?: Record<string, string>;
}

export function installFakeApi(
  routes: Record<string, FakeReply | ((config: InternalAxiosRequestConfig) => FakeReply)>,
  options: Partial<ApiClientOptions> = {},
) {
  const calls: string[] = [];
  const adapter: AxiosAdapter = (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    calls.push(key);
    const route = routes[key];
    const reply =
      typeof route === 'function' ? route(config) : (route ?? { status: 404, data: { errors: ['Not found'] } });
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: JSON.stringify(reply.data ?? null),
      status,
      statusText: String(status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (status < 300) return Promise.resolve(response);
    return Promise.reject(new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, null, response));
  };
  configureApi({ orgCode: 'example', adapter, ...options });
  return { calls };
}
