// The comparison of a generated document's HTML version with its PDF (server/documents/html.ts), shared by the
// borrower's and the co-owner's document tests: the same words in the same order, less what every PDF page repeats.
import { attachedHtml } from '../../server/documents/html';
import { pdfText } from './pdfText';

/** Words for comparing: accents folded (the PDF's standard fonts drop them), punctuation kept. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .filter((w) => w !== '' && w !== '•');
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITY[e]);

/** The text of an HTML document's <main> and <footer>, as a screen reader reads it. */
function htmlWords(html: string): { main: string[]; footer: string[]; tableHeads: string[][] } {
  const part = (tag: string) => new RegExp(`<${tag}>([\\s\\S]*)</${tag}>`).exec(html)?.[1] ?? '';
  const text = (markup: string) => words(decode(markup.replace(/<[^>]+>/g, ' ')));
  const tableHeads = [...part('main').matchAll(/<thead>([\s\S]*?)<\/thead>/g)].map((m) => text(m[1]));
  return { main: text(part('main')), footer: text(part('footer')), tableHeads };
}

function startsWith(list: string[], at: number, seq: string[]): boolean {
  return seq.length > 0 && seq.every((w, i) => list[at + i] === w);
}

/**
 * The PDF's words less what every page repeats (the footer and "Page n of m") and a table's header row repeated
 * after a page break: what remains must be the HTML's words, one for one.
 */
function pdfBodyWords(pdf: string[], footer: string[], tableHeads: string[][], html: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < pdf.length) {
    if (startsWith(pdf, i, footer)) {
      i += footer.length;
      continue;
    }
    if (pdf[i] === 'Page' && /^\d+$/.test(pdf[i + 1]) && pdf[i + 2] === 'of' && /^\d+$/.test(pdf[i + 3])) {
      i += 4;
      continue;
    }
    const repeat = tableHeads.find((h) => startsWith(pdf, i, h) && !startsWith(html, out.length, h));
    if (repeat) {
      i += repeat.length;
      continue;
    }
    out.push(pdf[i]);
    i += 1;
  }
  return out;
}

/**
 * `html` is a document of its own (language, title, one h1), is the very HTML the PDF carries, and holds the PDF's
 * words one for one.
 */
export async function expectHtmlOfPdf(pdf: Buffer, html: string): Promise<void> {
  expect(html).toMatch(/^<!doctype html><html lang="en-US">/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html.match(/<h1>/g)).toHaveLength(1);
  expect(await attachedHtml(pdf)).toBe(html);

  const { main, footer, tableHeads } = htmlWords(html);
  const pdfWords = words((await pdfText(pdf)).text);
  expect(main.length).toBeGreaterThan(20);
  expect(pdfBodyWords(pdfWords, footer, tableHeads, main).join(' ')).toBe(main.join(' '));
}
