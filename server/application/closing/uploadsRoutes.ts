// The borrower's own uploads, read back (issue 20): decrypted on the server (server/security/documentCrypto.ts)
// and sent only to the borrower who uploaded them, never cached. Anyone else, and any other document, is 404.
import type { FastifyInstance } from 'fastify';
import { CLOSING } from '../../../src/domain/contracts';
import { isUuid } from '../../../src/domain/guards';
import type { RouteDeps } from '../../deps';
import { notFound } from '../../http';
import { readDocument } from '../../uploads';
import { BASE, memberApplication, memberHooks } from './common';
import { describe } from '../../openapi';

export async function uploadedDocumentRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get(
    `${BASE}/uploads/:documentUuid`,
    {
      ...memberHooks(deps),
      schema: describe(
        'Closing',
        {
          summary: 'One of the borrower’s own uploaded documents (ID, pay stub, insurance, statement), decrypted',
          params: {
            type: 'object',
            properties: { uuid: { type: 'string' }, documentUuid: { type: 'string' } },
          },
        },
        { secure: true, errors: [401, 404], contract: CLOSING.uploadedDocument },
      ),
    },
    async (request, reply) => {
      const row = memberApplication(request);
      const { documentUuid } = request.params as { documentUuid: unknown };
      if (!isUuid(documentUuid)) throw notFound();
      const document = await readDocument(deps.db, row.uuid, String(documentUuid).toLowerCase());
      // Only the uploader's own: a co-owner's ID kept with the application is not the borrower's to read.
      if (!document || document.uploadedBy !== request.identityUuid) throw notFound();
      // A lone surrogate cannot be percent-encoded: replaced, so no stored name can make this answer fail.
      const name = document.filename.replace(
        /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
        '_',
      );
      const ascii = name.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .type(document.mime)
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(document.bytes);
    },
  );
}
