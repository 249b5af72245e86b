// E-SIGN §101(c)(1)(C)(ii): the test document a borrower or co-owner opens, in their browser's own PDF reader,
// before consenting to electronic records: a PDF like every record we send, carrying the §101(c) disclosures and
// the current hardware/software requirements. Public (it carries nothing personal), in the page's organisation.
// Its HTML version is served beside it, for whoever cannot read the PDF; opening that is not the test (the page's
// consent waits for the PDF, or for the reader's own word that it opened).
import type { FastifyInstance } from 'fastify';
import { ESIGN_TEST_DOCUMENT_HTML_PATH, ESIGN_TEST_DOCUMENT_PATH } from '../../src/domain/esign';
import { DOCUMENTS } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { describe } from '../openapi';
import { attachedHtml } from './html';
import { esignTestDocument } from './templates/esignTestDocument';

export async function esignRoutes(app: FastifyInstance, { config }: Pick<RouteDeps, 'config'>): Promise<void> {
  app.get(
    ESIGN_TEST_DOCUMENT_PATH,
    {
      schema: describe(
        'Disclosures',
        {
          summary: 'The E-SIGN test document (application/pdf): open it to show you can read our PDF records',
        },
        { errors: [], contract: DOCUMENTS.esignTestDocument },
      ),
    },
    async (request, reply) => {
      const bytes = await esignTestDocument(request.org, config.now?.() ?? new Date());
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="esign-test-document.pdf"')
        .header('cache-control', 'no-cache')
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    ESIGN_TEST_DOCUMENT_HTML_PATH,
    {
      schema: describe(
        'Disclosures',
        {
          summary: 'The E-SIGN test document as HTML (text/html): the same text as its PDF',
        },
        { errors: [], contract: DOCUMENTS.esignTestDocumentHtml },
      ),
    },
    async (request, reply) => {
      // The HTML the PDF carries: the same words by construction (./html.ts).
      const html = await attachedHtml(await esignTestDocument(request.org, config.now?.() ?? new Date()));
      if (html === null) throw new Error('The E-SIGN test document carries no HTML version');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-language', 'en-US')
        .send(html);
    },
  );
}
