// E-SIGN §101(c)(1)(C)(ii): the test document a borrower or co-owner opens before consenting to electronic records
// (served by ../esignRoutes.ts): a PDF like every record we send, carrying the §101(c) disclosures and the current
// hardware/software requirements. It carries nothing personal.
import { esignDisclosure, ESIGN_REQUIREMENTS, ESIGN_TEST_DOCUMENT_SENTENCE } from '../../../src/domain/esign';
import type { Organisation } from '../../organisations';
import { PdfComposer } from '../pdf';

export const ESIGN_TEST_DOCUMENT_TITLE = 'Electronic records: test document';

export async function esignTestDocument(org: Organisation, createdAt: Date): Promise<Uint8Array> {
  const c = org.metadata.companyInfo;
  const pdf = await PdfComposer.create({
    title: ESIGN_TEST_DOCUMENT_TITLE,
    subject: 'E-SIGN test document and consent disclosures',
    author: c.companyName,
    keywords: ['E-SIGN', c.companyName, `NMLS ${c.companyNMLS}`],
    createdAt,
    footer: `${c.companyName} - NMLS #${c.companyNMLS} - ${c.companyAddress} - ${c.phoneFormatted}`,
    accent: org.brand.primaryColor,
  });
  pdf.title(ESIGN_TEST_DOCUMENT_TITLE, `${c.companyName} | NMLS #${c.companyNMLS} | ${c.phoneFormatted}`);
  pdf.paragraph(ESIGN_TEST_DOCUMENT_SENTENCE, { bold: true });
  pdf.paragraph(
    'Go back to the page you came from and confirm that you could open this document. If it did not open, do not ' +
      `consent: call ${c.phoneFormatted} and we will send your records on paper.`,
  );
  for (const section of esignDisclosure({
    companyName: c.companyName,
    email: c.email,
    phone: c.phoneFormatted,
    address: c.companyAddress,
  })) {
    pdf.heading(section.heading);
    for (const p of section.paragraphs) pdf.paragraph(p);
  }
  if (ESIGN_REQUIREMENTS.change) {
    pdf.heading(`What changed in version ${ESIGN_REQUIREMENTS.version}`, 2);
    pdf.paragraph(ESIGN_REQUIREMENTS.change);
  }
  return pdf.finish();
}
