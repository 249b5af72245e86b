// src/vendor/axiosFetchAdapter.ts stands in for axios's fetch adapter in the browser build: this holds the app to
// what makes that safe (the one axios instance resolves to the XHR adapter, before fetch is ever asked) and the
// stand-in to what axios itself does where fetch is unavailable (reports it unsupported, so axios says why).
import axios from 'axios';
import { createApiClient } from '../../../src/api/client';
import fetchStandIn, { getFetch } from '../../../src/vendor/axiosFetchAdapter';

describe('the stand-in for axios’s fetch adapter', () => {
  it('lets the app’s client resolve to XMLHttpRequest, which every browser has, before fetch', () => {
    const client = createApiClient({ orgCode: 'org', storage: window.localStorage });
    const chosen = axios.getAdapter(client.defaults.adapter);
    expect((chosen as { adapterName?: string }).adapterName).toBe('xhr');
    // The default order is what puts XHR first: the stand-in is only safe while fetch comes after it.
    const order = [client.defaults.adapter].flat();
    expect(order.indexOf('xhr')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('xhr')).toBeLessThan(order.indexOf('fetch'));
  });

  it('reports fetch unsupported whatever the request asks, as axios’s adapter does where fetch is missing', () => {
    // axios's adapters.js reads the module's getFetch(config): false makes it skip fetch with "adapter fetch is not
    // supported by the environment", the answer of axios's own adapter in a browser without fetch.
    expect(getFetch()).toBe(false);
    expect(getFetch({ env: { fetch: () => Promise.resolve(new Response()) } })).toBe(false);
    expect(fetchStandIn).toBe(false);
    expect(() => axios.getAdapter('fetch', {})).toThrow(/fetch is not supported by the environment/);
  });
});
