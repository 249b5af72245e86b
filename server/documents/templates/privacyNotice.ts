// The Reg P initial privacy notice (12 CFR 1016, appendix A's model form) as the PDF given at application; its
// content is src/domain/privacyNotice.ts, which the /privacy page renders too.
import { privacyNotice } from '../../../src/domain/privacyNotice';
import type { DocumentContext } from '../context';
import { startDocument } from './common';

export const PRIVACY_NOTICE_TITLE = 'Privacy Notice';

export async function privacyNoticeDocument(ctx: DocumentContext): Promise<Uint8Array> {
  const n = privacyNotice(ctx.org);
  const pdf = await startDocument(ctx, PRIVACY_NOTICE_TITLE, 'Initial privacy notice (Regulation P)');
  pdf.paragraph(`Rev. ${n.revised}`);
  pdf.heading(`FACTS: ${n.title.toUpperCase()}`);
  pdf.table(
    [
      { header: '', width: 0.16 },
      { header: '', width: 0.84 },
    ],
    n.facts.map((f) => [f.label, f.text.join(' \u2022 ')]),
    { header: false, boldFirstColumn: true },
  );
  pdf.table(
    [
      { header: n.tableHeadings[0], width: 0.56 },
      { header: n.tableHeadings[1], width: 0.2 },
      { header: n.tableHeadings[2], width: 0.24 },
    ],
    [...n.sharing.map((r) => [r.detail ? `${r.reason} \u2014 ${r.detail}` : r.reason, r.shares, r.canLimit])],
  );
  if (n.toLimit) {
    pdf.heading('To limit our sharing', 2);
    pdf.bullets(n.toLimit);
  }
  pdf.heading('Questions?', 2);
  pdf.paragraph(n.questions);
  pdf.heading('Who we are', 2);
  pdf.keyValues(n.whoWeAre);
  pdf.heading('What we do', 2);
  pdf.keyValues(n.whatWeDo);
  pdf.heading('Definitions', 2);
  pdf.keyValues(n.definitions);
  return pdf.finish();
}
