import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; yup, axios and react-router need some of them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.structuredClone) {
  globalThis.structuredClone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
}
// jsdom has no layout: scrolling to the first invalid field is a no-op there.
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || function scrollIntoView() {};

// Screens load as lazy chunks that babel-jest compiles on first import: on a loaded two-core CI machine the first
// render of a file can take seconds, so findBy/waitFor wait up to 10 s (a failing test still fails, only later).
configure({ asyncUtilTimeout: 10_000 });
// A file's first test that opens a screen of a lazy feature (store/features.ts) also requires the feature's modules
// (their import() runs inside the test): on a loaded two-core machine that can pass Jest's 5 s default. Set here
// because Jest 30 ignores `testTimeout` in a project's config.
jest.setTimeout(15_000);
