// The skeleton every closing document upload shares (the ID, a paystub, an insurance declarations page): the
// member hooks with a once-only Idempotency-Key, the document's type, the stage check, the file read and sniffed,
// the vendor's look at it, then the document and that verdict saved in one transaction (storeDocumentOnce), the
// pipeline moved on, and the document with the application for the answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonAnswer, RouteContract } from '../../../src/domain/contracts';
import type { UploadAnswer, UploadedDocument } from '../../../src/domain/contracts/wire/closing';
import type { Stage } from '../../../src/domain/stages';
import type { Db } from '../../db';
import type { ApplicationsTable } from '../../db/schema';
import type { RouteDeps } from '../../deps';
import { HttpError } from '../../http';
import { DOCUMENT_UPLOAD, readUpload, storeDocumentOnce, withUploads, type Upload } from '../../uploads';
import { doc, freshApplication, memberApplication, requireStage, submitOnceHooks } from './common';

/** An upload's contract: a multipart body (so no JSON body) answered with the document and the application. */
type UploadContract = RouteContract<null, JsonAnswer<'ClosingUpload'>>;

/** Where the document's type comes from: the route's `:type` (one of `param`), or a field of the form. */
type DocumentTypeSource = { param: readonly string[] } | { field: (fields: Record<string, string>) => Promise<string> };

/** The file as read and sniffed, with its document type. */
export type TypedUpload = Upload & { type: string };

export interface UploadStep<R> {
  contract: UploadContract;
  summary: string;
  /** The stages the upload is open at: anywhere else it answers 409. */
  stages: readonly Stage[];
  type: DocumentTypeSource;
  /** Refusals from the application as it stands, before the file is read (400, 409); `type` when it is the route's. */
  open?: (row: ApplicationsTable, type: string | undefined) => Promise<void>;
  /** The vendor's look at the file, asked before anything is saved (no transaction may span its call). */
  review?: (row: ApplicationsTable, upload: TypedUpload) => Promise<R>;
  /** What the verdict saves with the document, in the document's transaction. */
  saveWith?: (trx: Db, row: ApplicationsTable, document: UploadedDocument, reviewed: R) => Promise<void>;
  /** The cause the pipeline moves on with (`borrower:<what>` in the stage history). */
  cause: (type: string) => string;
}

/** The route's `:type`, one of `types` (else 400, before anything else is checked). */
function routeType(request: FastifyRequest, types: readonly string[]): string {
  const { type } = request.params as { type: string };
  if (!types.includes(type)) throw new HttpError(400, `type: Upload one of ${types.join(', ')}`);
  return type;
}

/** Registers `step`'s route in a multipart scope of `app` (withUploads). */
export function uploadStep<R>(app: FastifyInstance, deps: RouteDeps, step: UploadStep<R>): void {
  const { db, pipeline } = deps;
  /** The answer, after the stage change the upload calls for: made again by a retry that answers from the save. */
  async function uploadedAnswer(applicationUuid: string, document: UploadedDocument): Promise<UploadAnswer> {
    await pipeline.advance(applicationUuid, step.cause(document.type));
    return { document, application: await freshApplication(db, applicationUuid) };
  }
  const once = submitOnceHooks(deps, (request, saved) =>
    uploadedAnswer(memberApplication(request).uuid, saved.document as UploadedDocument),
  );
  const typeParam = 'param' in step.type;
  const schema = doc(step.summary, [400, 401, 404, 409, 413], { multipart: true, typeParam, contract: step.contract });

  withUploads(app, (uploads) => {
    uploads.post(step.contract.path, { ...once, schema }, async (request): Promise<UploadAnswer> => {
      const row = memberApplication(request);
      const source = step.type;
      const declared = 'param' in source ? routeType(request, source.param) : undefined;
      requireStage(row, step.stages);
      await step.open?.(row, declared);
      const file = await readUpload(request, DOCUMENT_UPLOAD);
      const type = 'field' in source ? await source.field(file.fields) : routeType(request, source.param);
      const upload = { ...file, type };
      const reviewed = (await step.review?.(row, upload)) as R;
      const { document } = await storeDocumentOnce(
        db,
        {
          applicationUuid: row.uuid,
          type: upload.type,
          filename: upload.filename,
          mime: upload.mime,
          bytes: upload.bytes,
          uploadedBy: request.identityUuid,
        },
        async (trx, stored) => {
          await step.saveWith?.(trx, row, stored, reviewed);
          return {};
        },
      );
      return uploadedAnswer(row.uuid, document);
    });
  });
}
