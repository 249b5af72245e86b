// The text of a generated PDF as a viewer would find it, for the document tests.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

/** WinAnsi code points 0x80–0x9f that differ from Latin-1 (the rest map one to one). */
const WIN_ANSI: Record<number, string> = {
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI[code] ?? String.fromCharCode(code);
  }
  return out;
}

/**
 * The text a viewer would find, page by page: pdf-lib writes each line as one `<hex> Tj` in a Flate-compressed
 * content stream, so the streams are inflated and the shown strings decoded.
 */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        lines.push(m[1] !== undefined ? decodeHex(m[1]) : m[2].replace(/\\(.)/g, '$1'));
      }
    }
  }
  // Wrapped lines join with spaces, so phrases split across lines are still found.
  return { pages: doc.getPageCount(), text: lines.join(' ').replace(/\s+/g, ' ') };
}
