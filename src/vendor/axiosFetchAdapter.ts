// Stands in for axios's fetch adapter (axios/lib/adapters/fetch.js) in the browser build (webpack's resolve.alias),
// as axios's own package.json stands its Node http adapter in with a null module for browsers. axios picks the
// first adapter of ['xhr', 'http', 'fetch'] that the environment supports, and every browser the app runs in has
// XMLHttpRequest, so the fetch adapter is never chosen (the one axios instance, src/api/client.ts, names no
// adapter; tests pass their own). Yet axios imports it statically, with its stream, multipart and data-URL helpers:
// about 3 KB compressed on every page (DESIGN section 13). This answers as axios's own does where fetch is missing:
// `getFetch` gives false ("adapter fetch is not supported by the environment"). test/unit/vendor/axiosFetchAdapter.test.ts
// holds the client to the XHR adapter.
export const getFetch = (_config?: unknown): false => false;

export default false;
