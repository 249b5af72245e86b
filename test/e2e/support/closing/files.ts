// Files for the upload screens, written to /tmp: a small PNG and PDF the server's sniffing accepts, and a text
// file renamed to .png that it refuses ("This file type is not allowed").
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join('/tmp', 'heloc-e2e-files');

// A 1x1 transparent PNG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

function write(name: string, content: string | Buffer): string {
  mkdirSync(DIR, { recursive: true });
  const path = join(DIR, name);
  writeFileSync(path, content);
  return path;
}

/** A PNG the server accepts; `name` lets a spec pick a persona's file name (e.g. 'blurry-id.png'). */
export function testPng(name = 'paystub.png'): string {
  return write(name, Buffer.from(PNG_BASE64, 'base64'));
}

/** A one-page PDF the server accepts. */
export function testPdf(name = 'paystub.pdf'): string {
  return write(name, PDF);
}

/** Plain text named like a PNG: passes the form's name check, refused by the server's content sniffing. */
export function notAllowedFile(name = 'renamed-notes.png'): string {
  return write(name, 'These are notes, not an image.\n');
}
