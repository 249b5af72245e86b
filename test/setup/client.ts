import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; yup, axios and react-router need some of them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.structuredClone) {
  globalThis.structuredClone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
}
// jsdom has no layout: scrolling to the first invalid field is a no-op there.
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || function scrollIntoView() {};
