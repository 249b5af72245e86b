// A small flowing-layout writer over pdf-lib: headings, wrapped paragraphs, bullet lists, label/value blocks,
// tables of figures and signature lines, paginated on US Letter with a footer on every page. Standard fonts
// only, so every document is text-searchable and needs no font files. pdf-lib cannot tag a PDF (no structure
// tree), so every block drawn is also recorded and written as an HTML version of the same text (./html.ts),
// attached to the PDF and served beside it.
import { PDFDocument, type PDFFont, type PDFPage, rgb, type RGB, StandardFonts } from 'pdf-lib';
import { type Block, HTML_ATTACHMENT, renderHtml } from './html';

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const FOOTER_SPACE = 36;
const BODY_SIZE = 10;
const LINE_GAP = 1.35;
const INK = rgb(0.11, 0.14, 0.19);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.78, 0.8, 0.84);
const SHADE = rgb(0.94, 0.95, 0.97);
const LANG = 'en-US';

export interface DocumentMeta {
  title: string;
  subject: string;
  author: string;
  keywords: string[];
  createdAt: Date;
  /** Printed on the left of every page's footer (e.g. the lender's name and NMLS number). */
  footer: string;
  /** Headings and rules; a `#rrggbb` brand colour. */
  accent: string;
}

export interface Column {
  header: string;
  /** Share of the text width; the shares of a table should add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  indent?: number;
  color?: RGB;
  spaceAfter?: number;
}

function hexColor(hex: string, fallback: RGB): RGB {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return fallback;
  return rgb(parseInt(m[1], 16) / 255, parseInt(m[2], 16) / 255, parseInt(m[3], 16) / 255);
}

export class PdfComposer {
  private page!: PDFPage;
  private y = 0;
  private readonly width = PAGE[0] - 2 * MARGIN;
  private readonly accent: RGB;
  private readonly charset: Set<number>;
  /** What has been written, in reading order, for the HTML version. */
  private readonly blocks: Block[] = [];

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; italic: PDFFont },
    private readonly meta: DocumentMeta,
  ) {
    this.accent = hexColor(meta.accent, INK);
    // The three Helvetica faces share the WinAnsi character set.
    this.charset = new Set(fonts.regular.getCharacterSet());
    this.newPage();
  }

  static async create(meta: DocumentMeta): Promise<PdfComposer> {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setSubject(meta.subject);
    doc.setAuthor(meta.author);
    doc.setCreator(meta.author);
    doc.setProducer('HELOC document service (pdf-lib)');
    doc.setKeywords(meta.keywords);
    doc.setLanguage(LANG);
    doc.setCreationDate(meta.createdAt);
    doc.setModificationDate(meta.createdAt);
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ]);
    return new PdfComposer(doc, { regular, bold, italic }, meta);
  }

  /** Text the standard fonts can encode: accents are dropped where needed, anything else becomes '?'. */
  clean(text: string): string {
    let out = '';
    for (const ch of text.replace(/\t/g, '    ')) {
      const code = ch.codePointAt(0) ?? 63;
      if (this.charset.has(code)) {
        out += ch;
        continue;
      }
      const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...plain].every((c) => this.charset.has(c.codePointAt(0) ?? 63)) && plain ? plain : '?';
    }
    return out;
  }

  private font(o: TextOptions): PDFFont {
    if (o.bold) return this.fonts.bold;
    if (o.italic) return this.fonts.italic;
    return this.fonts.regular;
  }

  private newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  private ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  /** Greedy word wrap to `width` points; words longer than a line are broken by character. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.clean(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private drawLines(lines: string[], o: TextOptions): void {
    const size = o.size ?? BODY_SIZE;
    const font = this.font(o);
    const lead = size * LINE_GAP;
    for (const line of lines) {
      this.ensure(lead);
      this.y -= lead;
      if (line) {
        this.page.drawText(line, { x: MARGIN + (o.indent ?? 0), y: this.y, size, font, color: o.color ?? INK });
      }
    }
    this.y -= o.spaceAfter ?? size * 0.6;
  }

  /** The document's title block: title, optional subtitle and a rule in the brand colour. */
  title(text: string, subtitle?: string): this {
    this.blocks.push({ kind: 'title', text, subtitle });
    this.drawLines(this.wrap(text, this.fonts.bold, 18, this.width), {
      size: 18,
      bold: true,
      color: this.accent,
      spaceAfter: 4,
    });
    if (subtitle) this.drawLines(this.wrap(subtitle, this.fonts.regular, 10, this.width), { color: MUTED });
    this.rule(this.accent, 1.5);
    return this;
  }

  heading(text: string, level: 1 | 2 = 1): this {
    this.blocks.push({ kind: 'heading', text, level });
    const size = level === 1 ? 13 : 11;
    // Keep a heading with at least a few lines of what follows it.
    this.ensure(size * 2 + BODY_SIZE * LINE_GAP * 3);
    this.y -= level === 1 ? 8 : 4;
    this.drawLines(this.wrap(text, this.fonts.bold, size, this.width), {
      size,
      bold: true,
      color: level === 1 ? this.accent : INK,
      spaceAfter: 3,
    });
    return this;
  }

  paragraph(text: string, o: TextOptions = {}): this {
    this.blocks.push({ kind: 'paragraph', text, bold: o.bold, italic: o.italic });
    const size = o.size ?? BODY_SIZE;
    this.drawLines(this.wrap(text, this.font(o), size, this.width - (o.indent ?? 0)), o);
    return this;
  }

  bullets(items: string[], o: TextOptions = {}): this {
    this.blocks.push({ kind: 'bullets', items });
    const size = o.size ?? BODY_SIZE;
    const indent = (o.indent ?? 0) + 14;
    for (const item of items) {
      const lines = this.wrap(item, this.font(o), size, this.width - indent);
      this.ensure(size * LINE_GAP);
      this.page.drawText('•', {
        x: MARGIN + indent - 10,
        y: this.y - size * LINE_GAP,
        size,
        font: this.fonts.regular,
        color: this.accent,
      });
      this.drawLines(lines, { ...o, indent, spaceAfter: 2 });
    }
    this.y -= 4;
    return this;
  }

  /** Label/value pairs in two columns, wrapped within each column. */
  keyValues(rows: [string, string][], labelShare = 0.38): this {
    this.blocks.push({ kind: 'keyValues', rows });
    return this.drawTable(
      [
        { header: '', width: labelShare },
        { header: '', width: 1 - labelShare },
      ],
      rows.map(([k, v]) => [k, v]),
      { header: false, boldFirstColumn: true },
    );
  }

  /** A table with a shaded header row (repeated after a page break) and wrapped cells. */
  table(columns: Column[], rows: string[][], options: { header?: boolean; boldFirstColumn?: boolean } = {}): this {
    this.blocks.push({
      kind: 'table',
      columns: columns.map(({ header, align }) => ({ header, align })),
      rows,
      header: options.header !== false,
      boldFirstColumn: options.boldFirstColumn === true,
    });
    return this.drawTable(columns, rows, options);
  }

  private drawTable(
    columns: Column[],
    rows: string[][],
    options: { header?: boolean; boldFirstColumn?: boolean } = {},
  ): this {
    const size = 9.5;
    const lead = size * LINE_GAP;
    const pad = 4;
    const widths = columns.map((c) => c.width * this.width);
    const showHeader = options.header !== false;

    const drawRow = (cells: string[], bold: boolean[], shade: boolean): void => {
      const wrapped = cells.map((cell, i) =>
        this.wrap(cell, bold[i] ? this.fonts.bold : this.fonts.regular, size, widths[i] - 2 * pad),
      );
      const height = Math.max(...wrapped.map((w) => w.length)) * lead + 2 * pad;
      this.ensure(height);
      if (shade) {
        this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, color: SHADE });
      }
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        const font = bold[i] ? this.fonts.bold : this.fonts.regular;
        lines.forEach((line, n) => {
          const w = font.widthOfTextAtSize(line, size);
          const cx = columns[i].align === 'right' ? x + widths[i] - pad - w : x + pad;
          this.page.drawText(line, { x: cx, y: this.y - pad - (n + 1) * lead + 2, size, font, color: INK });
        });
        x += widths[i];
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.width, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    };

    const headerBold = columns.map(() => true);
    const bodyBold = columns.map((_, i) => i === 0 && options.boldFirstColumn === true);
    if (showHeader)
      drawRow(
        columns.map((c) => c.header),
        headerBold,
        true,
      );
    for (const row of rows) {
      const before = this.page;
      // Measure first so a header can be repeated on the next page.
      const height =
        Math.max(
          ...row.map(
            (cell, i) =>
              this.wrap(cell, bodyBold[i] ? this.fonts.bold : this.fonts.regular, size, widths[i] - 2 * pad).length,
          ),
        ) *
          lead +
        2 * pad;
      this.ensure(height);
      if (showHeader && this.page !== before)
        drawRow(
          columns.map((c) => c.header),
          headerBold,
          true,
        );
      drawRow(row, bodyBold, false);
    }
    this.y -= 8;
    return this;
  }

  /** Signature and date lines for each signer. */
  signatures(signers: string[]): this {
    this.blocks.push({ kind: 'signatures', signers });
    for (const signer of signers) {
      this.ensure(52);
      this.y -= 34;
      const lineWidth = this.width * 0.55;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + lineWidth, y: this.y },
        thickness: 0.75,
        color: INK,
      });
      this.page.drawLine({
        start: { x: MARGIN + lineWidth + 24, y: this.y },
        end: { x: MARGIN + this.width, y: this.y },
        thickness: 0.75,
        color: INK,
      });
      const size = 8.5;
      this.page.drawText(this.clean(signer), {
        x: MARGIN,
        y: this.y - 11,
        size,
        font: this.fonts.regular,
        color: MUTED,
      });
      this.page.drawText('Date', {
        x: MARGIN + lineWidth + 24,
        y: this.y - 11,
        size,
        font: this.fonts.regular,
        color: MUTED,
      });
      this.y -= 18;
    }
    return this;
  }

  rule(color: RGB = RULE, thickness = 0.5): this {
    this.blocks.push({ kind: 'rule' });
    this.ensure(8);
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness,
      color,
    });
    this.y -= 8;
    return this;
  }

  space(points: number): this {
    this.y -= points;
    return this;
  }

  pageBreak(): this {
    this.newPage();
    return this;
  }

  /** The HTML version: the same text, in the same order, as real headings, paragraphs, lists and tables. */
  html(): string {
    return renderHtml({ title: this.meta.title, lang: LANG, footer: this.meta.footer }, this.blocks);
  }

  /** Writes the footer on every page, attaches the HTML version and returns the file. */
  async finish(): Promise<Uint8Array> {
    await this.doc.attach(Buffer.from(this.html(), 'utf8'), HTML_ATTACHMENT, {
      mimeType: 'text/html',
      description: `${this.meta.title} (HTML version)`,
      creationDate: this.meta.createdAt,
      modificationDate: this.meta.createdAt,
    });
    const pages = this.doc.getPages();
    const size = 7.5;
    const footer = this.clean(this.meta.footer);
    pages.forEach((page, i) => {
      const y = MARGIN - 18;
      page.drawLine({
        start: { x: MARGIN, y: y + 12 },
        end: { x: MARGIN + this.width, y: y + 12 },
        thickness: 0.5,
        color: RULE,
      });
      const label = `Page ${i + 1} of ${pages.length}`;
      const lines = this.wrap(footer, this.fonts.regular, size, this.width * 0.8);
      lines.forEach((line, n) =>
        page.drawText(line, { x: MARGIN, y: y - n * size * 1.2, size, font: this.fonts.regular, color: MUTED }),
      );
      const w = this.fonts.regular.widthOfTextAtSize(label, size);
      page.drawText(label, { x: MARGIN + this.width - w, y, size, font: this.fonts.regular, color: MUTED });
    });
    return this.doc.save();
  }
}
