// The co-owner's documents (docs/API.md "Additional signers"): the list, one document as a PDF or as HTML, and the
// acknowledgment of their notice of right to cancel.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNERS, type AnswerOf } from '../../src/domain/contracts';
import { acknowledgeRightToCancel, documentsFor, ownDocument, ownDocumentHtml } from './documentService';
import { SIGNER_DOCUMENT_TYPES } from './documents';
import type { SignerRouteKit } from './schemas';
import { doc, SIGNER } from './schemas';

const documentParams = {
  type: 'object',
  properties: { type: { type: 'string', enum: [...SIGNER_DOCUMENT_TYPES] } },
  required: ['type'],
};

const typeOf = (request: FastifyRequest) => (request.params as { type?: string }).type;

export async function signerDocumentRoutes(app: FastifyInstance, kit: SignerRouteKit): Promise<void> {
  const { deps, services, now, signerOnly, signerOf } = kit;
  const { db } = deps;
  const { clock } = services;

  app.get(
    `${SIGNER}/documents`,
    {
      ...signerOnly,
      schema: doc(
        'The documents a co-owner may read: the deed and the notice of the right to cancel',
        {},
        { secure: true, errors: [401, 404], contract: SIGNERS.documents },
      ),
    },
    async (request): Promise<AnswerOf<typeof SIGNERS.documents>> =>
      documentsFor(db, signerOf(request), request.identityUuid),
  );

  app.get(
    `${SIGNER}/documents/:type`,
    {
      ...signerOnly,
      schema: doc(
        'One document as a PDF (application/pdf); 404 until it is available',
        { params: documentParams },
        { secure: true, errors: [400, 401, 404], contract: SIGNERS.document },
      ),
    },
    async (request, reply) => {
      const { type, bytes } = await ownDocument(db, clock, signerOf(request), typeOf(request));
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${type.toLowerCase().replace(/_/g, '-')}.pdf"`)
          // Personal data: never kept by shared caches or the browser's disk cache.
          .header('cache-control', 'no-store')
          .send(Buffer.from(bytes))
      );
    },
  );

  // The HTML version the PDF carries (server/documents/html.ts), under exactly the PDF's authorisation: the
  // co-owner's own token, their own documents.
  app.get(
    `${SIGNER}/documents/:type/html`,
    {
      ...signerOnly,
      schema: doc(
        'One document as HTML (text/html): the same text as its PDF, with real headings and lists; 404 until it is available',
        { params: documentParams },
        { secure: true, errors: [400, 401, 404], contract: SIGNERS.documentHtml },
      ),
    },
    async (request, reply) => {
      const html = await ownDocumentHtml(db, clock, signerOf(request), typeOf(request));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-language', 'en-US')
        .send(html);
    },
  );

  // The co-owner acknowledges receipt of their own notice of right to cancel (G-5, two copies), recorded with the
  // time; the first acknowledgment is the one on record.
  app.post(
    `${SIGNER}/documents/RIGHT_TO_CANCEL/acknowledge`,
    {
      ...signerOnly,
      schema: doc(
        'Acknowledge receipt of the notice of right to cancel (two copies); answers the time on record',
        {},
        { secure: true, errors: [401, 404], contract: SIGNERS.acknowledgeRightToCancel },
      ),
    },
    async (request): Promise<AnswerOf<typeof SIGNERS.acknowledgeRightToCancel>> =>
      acknowledgeRightToCancel(db, signerOf(request), request.identityUuid, now),
  );
}
