// The HTML version of a generated document: the same blocks the PdfComposer draws (pdf.ts records them as it
// goes), written as real headings, paragraphs, lists and tables, so a screen reader or a phone gets reflowable
// text. The PDF carries it as an attached file, so the copy kept as given
// always has its own HTML. Every string is escaped here: names and addresses are data, never markup.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';

export const HTML_ATTACHMENT = 'accessible-version.html';

export interface HtmlColumn {
  header: string;
  align?: 'left' | 'right';
}

export type Block =
  | { kind: 'title'; text: string; subtitle?: string }
  | { kind: 'heading'; text: string; level: 1 | 2 }
  | { kind: 'paragraph'; text: string; bold?: boolean; italic?: boolean }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'keyValues'; rows: [string, string][] }
  | { kind: 'table'; columns: HtmlColumn[]; rows: string[][]; header: boolean; boldFirstColumn: boolean }
  | { kind: 'signatures'; signers: string[] }
  | { kind: 'rule' };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** Escaped text with the PDF's forced line breaks kept as <br>. */
function inline(text: string): string {
  return text
    .replace(/\t/g, '    ')
    .split('\n')
    .map((line) => escapeHtml(line))
    .join('<br>');
}

function block(b: Block): string {
  switch (b.kind) {
    case 'title':
      // The document's own title is its h1; the subtitle (lender, NMLS, address) follows it.
      return `<header><h1>${inline(b.text)}</h1>${b.subtitle ? `<p>${inline(b.subtitle)}</p>` : ''}</header>`;
    case 'heading':
      return b.level === 1 ? `<h2>${inline(b.text)}</h2>` : `<h3>${inline(b.text)}</h3>`;
    case 'paragraph': {
      let body = inline(b.text);
      if (b.bold) body = `<strong>${body}</strong>`;
      if (b.italic) body = `<em>${body}</em>`;
      return `<p>${body}</p>`;
    }
    case 'bullets':
      return `<ul>${b.items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
    case 'keyValues':
      return `<dl>${b.rows.map(([k, v]) => `<div><dt>${inline(k)}</dt><dd>${inline(v)}</dd></div>`).join('')}</dl>`;
    case 'table': {
      const align = (i: number) => (b.columns[i]?.align === 'right' ? ' class="num"' : '');
      const head = b.header
        ? `<thead><tr>${b.columns.map((c, i) => `<th scope="col"${align(i)}>${inline(c.header)}</th>`).join('')}</tr></thead>`
        : '';
      const rows = b.rows
        .map(
          (row) =>
            `<tr>${row
              .map((cell, i) =>
                i === 0 && b.boldFirstColumn
                  ? `<th scope="row">${inline(cell)}</th>`
                  : `<td${align(i)}>${inline(cell)}</td>`,
              )
              .join('')}</tr>`,
        )
        .join('');
      return `<table>${head}<tbody>${rows}</tbody></table>`;
    }
    case 'signatures':
      // The PDF prints the signer's name under a blank line and "Date" under another.
      return `<ul class="signatures">${b.signers
        .map((s) => `<li><span class="line">${inline(s)}</span> <span class="line">Date</span></li>`)
        .join('')}</ul>`;
    case 'rule':
      return '<hr>';
  }
}

const STYLE = [
  'body{font:1rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:44rem;padding:1rem;color:#1c2430}',
  'table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #c8ccd6;padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}',
  '.num{text-align:right}dl div{margin:0 0 .5rem}dt{font-weight:700}dd{margin:0}',
  '.signatures{list-style:none;padding:0}.signatures .line{display:inline-block;min-width:40%;margin:1.5rem 1rem 0 0;border-top:1px solid}',
].join('');

export interface HtmlMeta {
  title: string;
  lang: string;
  footer: string;
}

/** A standalone, escaped HTML document of the blocks; its <main> is what the viewer shows. */
export function renderHtml(meta: HtmlMeta, blocks: Block[]): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(meta.lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title><style>${STYLE}</style></head>`,
    `<body><main>${blocks.map(block).join('')}</main>`,
    `<footer><p>${inline(meta.footer)}</p></footer></body></html>`,
  ].join('');
}

function nameOf(value: unknown): string | null {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  return null;
}

/** The HTML version attached to a PDF this service generated, or null (an older copy has none). */
export async function attachedHtml(bytes: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const files = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = files?.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (!list) return null;
  for (let i = 0; i + 1 < list.size(); i += 2) {
    if (nameOf(list.lookup(i)) !== HTML_ATTACHMENT) continue;
    const spec = list.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) return null;
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
  }
  return null;
}
