// The pdf.js worker, in its own module (STACK.md): webpack emits the worker as a separate file from this
// `new URL(..., import.meta.url)`, so it never lands in a JavaScript bundle. Jest maps this module to an
// empty file by name (jest.config.js: pdf.worker.mjs), because import.meta cannot run under CommonJS.
import { pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
