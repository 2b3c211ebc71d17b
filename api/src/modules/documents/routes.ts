import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_FILE_REQUIRED, DOCUMENT_MAX_BYTES } from 'shared-domain/documents';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { ModelStateError } from '../../http/errors';
import { defineRoute } from '../../http/routes';
import { closeFileStorage } from '../../storage/index';
import { findResidentParent } from './repository';
import * as service from './service';
import type { DocumentController } from './service';

/** Residents' documents (seed 000 §7 "Documents" with documentController = uploadController = residents). */
export const RESIDENT_DOCUMENTS: DocumentController = {
  name: 'residents',
  entity: 'residentDocument',
  viewPermission: { name: 'residentsDetails', flag: 'canView' },
  uploadPermission: { name: 'residentsDetails', flag: 'canModify' },
  removePermission: { name: 'residentsRemoveDocuments', flag: 'canRemove' },
  findParent: findResidentParent,
  parentNotFound: 'The resident was not found.',
};

/*
 * Leads (issue of the leads area) register the same calls with one line in `registerDocumentRoutes`:
 *   registerDocumentController(scope, ctx, {
 *     name: 'leads', entity: 'leadDocument', parentNotFound: 'The lead was not found.', findParent: <lead residency lookup>,
 *     viewPermission: { name: 'leadsDetails', flag: 'canView' }, uploadPermission: { name: 'leadsDetails', flag: 'canModify' },
 *     removePermission: { name: 'leadsRemoveDocuments', flag: 'canRemove' },
 *   });
 */

const ParentParams = Type.Object({ parentId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const UploadQuery = Type.Object({
  // Name rules (required, 60 characters, unique) are checked by the service with the seed's messages.
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  extension: Type.Optional(Type.String({ maxLength: 20 })),
});
const ViewQuery = Type.Object({ documentAccessToken: Type.Optional(Type.String({ maxLength: 1024 })) });

/** A small real PDF for the generated security tests' upload example. */
const EXAMPLE_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * The five calls of one document controller under `/api/{name}/...`. Register inside a scope that has
 * `@fastify/multipart` (see `registerDocumentRoutes`).
 */
export function registerDocumentController(app: FastifyInstance, ctx: AppContext<Database>, controller: DocumentController): void {
  const base = `/api/${controller.name}`;
  const tags = [controller.name, 'documents'];

  defineRoute(app, {
    method: 'GET', url: `${base}/:parentId/documents`, scope: 'facility', tags,
    permission: controller.viewPermission,
    summary: 'Documents of the resident (documentName, id, addedBy, dateAdded), newest first',
    schema: { params: ParentParams },
    example: { params: { parentId: '1' } },
    handler: (req: FastifyRequest<{ Params: { parentId: number } }>) =>
      service.list(ctx, controller, req.auth!.facility!.id, req.params.parentId),
  });

  defineRoute(app, {
    method: 'POST', url: `${base}/:parentId/upload`, scope: 'facility', tags,
    permission: controller.uploadPermission,
    summary: 'Upload a document (multipart/form-data, one file part): name required, at most 60 characters, unique per resident; at most 20 MB; PDF, Office, OpenDocument, RTF, text, CSV, image or e-mail files',
    schema: { params: ParentParams, querystring: UploadQuery },
    example: {
      params: { parentId: '1' },
      query: { name: 'Care plan', extension: 'pdf' },
      multipart: { field: 'file', filename: 'care-plan.pdf', contentType: 'application/pdf', content: EXAMPLE_PDF },
    },
    handler: async (req: FastifyRequest<{ Params: { parentId: number }; Querystring: service.UploadQuery }>, reply) => {
      const result = await service.upload(ctx, controller, req, req.params.parentId, req.query, async () => {
        if (!req.isMultipart()) throw ModelStateError.field('file', DOCUMENT_FILE_REQUIRED);
        return req.file();
      });
      return reply.code(201).send(result);
    },
  });

  defineRoute(app, {
    method: 'GET', url: `${base}/document/:id/token`, scope: 'facility', tags,
    permission: controller.viewPermission,
    summary: 'A document access token for the view call: valid 60 seconds, for this document and this user only',
    schema: { params: IdParams },
    // The upload example above creates document 1 of the fresh test database.
    example: { params: { id: '1' } },
    handler: (req: FastifyRequest<{ Params: { id: number } }>) => service.token(ctx, controller, req, req.params.id),
  });

  defineRoute(app, {
    method: 'GET', url: `${base}/document/:id/view`, scope: 'anonymous', tags,
    summary: 'The document\'s bytes (content type, Content-Disposition file name). No bearer token: documentAccessToken from the token call is the credential',
    schema: { params: IdParams, querystring: ViewQuery },
    handler: (req: FastifyRequest<{ Params: { id: number }; Querystring: { documentAccessToken?: string } }>, reply) =>
      service.view(ctx, controller, req.params.id, req.query.documentAccessToken, reply),
  });

  defineRoute(app, {
    method: 'DELETE', url: `${base}/document/:id/delete`, scope: 'facility', tags,
    permission: controller.removePermission,
    summary: 'Delete a document (its file is removed; the record stays for the timeline)',
    schema: { params: IdParams },
    example: { params: { id: '1' } },
    handler: async (req: FastifyRequest<{ Params: { id: number } }>, reply) => {
      await service.remove(ctx, controller, req, req.params.id);
      return reply.code(204).send();
    },
  });
}

/** Issue 3: resident documents (list, upload, short-lived view token, view, delete) on the storage adapter. */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  // An encapsulated scope: multipart parsing only for these routes (the parser does not read the body; the handler
  // streams the file part after the guard has run).
  app.register(async (scope) => {
    await scope.register(multipart, {
      // One byte over the limit so the service sees the overflow and answers with its message.
      limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 10, parts: 11, fieldSize: 10_000 },
    });
    registerDocumentController(scope, ctx, RESIDENT_DOCUMENTS);
  });
  app.addHook('onClose', async () => {
    await closeFileStorage(ctx);
  });
}
