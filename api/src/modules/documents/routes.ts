import { Type } from '@sinclair/typebox';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  DocumentAccessToken,
  DocumentInfo,
  DocumentParams,
  DocumentParentParams,
  DocumentUploadQuery,
  DocumentUploadResult,
  DocumentViewQuery,
} from 'shared-domain/contracts/documents';
import { DOCUMENT_FILE_REQUIRED, DOCUMENT_MAX_BYTES } from 'shared-domain/documents';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import type { ScopedDb } from '../../db/scoped';
import { HttpError, ModelStateError } from '../../http/errors';
import { defineRoute, scopedDb } from '../../http/routes';
import { closeFileStorage } from '../../storage/index';
import type { DocumentParent } from './repository';
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
  parentEntity: 'resident',
  parentNotFound: 'The resident was not found.',
};

/** The residency the facility sees for the resident (`s.resolve.resident`: the record's choice); undefined => 404. */
async function findResidentParent(s: ScopedDb, residentId: number): Promise<DocumentParent | undefined> {
  try {
    const person = await s.resolve.resident(residentId);
    return { residentId: person.residentId, residencyId: person.residencyId };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return undefined;
    throw err;
  }
}

/*
 * Leads (the leads area) register the same calls with one line in `registerDocumentRoutes`:
 *   registerDocumentController(scope, ctx, {
 *     name: 'leads', entity: 'leadDocument', parentNotFound: 'The lead was not found.', parentEntity: 'lead', findParent: <s.resolve...>,
 *     viewPermission: { name: 'leadsDetails', flag: 'canView' }, uploadPermission: { name: 'leadsDetails', flag: 'canModify' },
 *     removePermission: { name: 'leadsRemoveDocuments', flag: 'canRemove' },
 *   });
 */

/** A small real PDF for the generated security tests' upload example. */
const EXAMPLE_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * The five calls of one document controller under `/api/{name}/...`. Register inside a scope that has
 * `@fastify/multipart` (see `registerDocumentRoutes`).
 */
export function registerDocumentController(
  app: FastifyInstance,
  ctx: AppContext<Database>,
  controller: DocumentController,
): void {
  const base = `/api/${controller.name}`;
  // Signing keys and the token holder's access are platform data, not a facility's (service.PlatformDb).
  // eslint-disable-next-line no-restricted-syntax -- the one raw database handle of this module, for service.PlatformDb
  const platform: service.PlatformDb = ctx.db;
  const tags = [controller.name, 'documents'];
  const ParentParams = DocumentParentParams(controller.parentEntity);

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:parentId/documents`,
    scope: 'facility',
    tags,
    permission: controller.viewPermission,
    summary: 'Documents of the resident (documentName, id, addedBy, dateAdded), newest first',
    schema: { params: ParentParams, response: { 200: Type.Array(DocumentInfo) } },
    example: { params: { parentId: '1' } },
    handler: (req) => service.list(scopedDb(req), controller, req.params.parentId),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/:parentId/upload`,
    scope: 'facility',
    tags,
    permission: controller.uploadPermission,
    summary:
      'Upload a document (multipart/form-data, one file part): name required, at most 60 characters, unique per resident; at most 20 MB; PDF, Office, OpenDocument, RTF, text, CSV, image or e-mail files',
    schema: { params: ParentParams, querystring: DocumentUploadQuery, response: { 201: DocumentUploadResult } },
    example: {
      params: { parentId: '1' },
      query: { name: 'Care plan', extension: 'pdf' },
      multipart: { field: 'file', filename: 'care-plan.pdf', contentType: 'application/pdf', content: EXAMPLE_PDF },
    },
    handler: async (req, reply) => {
      const result = await service.upload(ctx, scopedDb(req), controller, req, req.params.parentId, req.query, async () => {
        if (!req.isMultipart()) throw ModelStateError.field('file', DOCUMENT_FILE_REQUIRED);
        return req.file();
      });
      return reply.code(201).send(result);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/document/:id/token`,
    scope: 'facility',
    tags,
    permission: controller.viewPermission,
    summary: 'A document access token for the view call: valid 60 seconds, for this document and this user only',
    schema: { params: DocumentParams, response: { 200: DocumentAccessToken } },
    // The upload example above creates document 1 of the fresh test database.
    example: { params: { id: '1' } },
    handler: (req) => service.token(platform, scopedDb(req), controller, req.params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/document/:id/view`,
    scope: 'anonymous',
    tags,
    summary:
      "The document's bytes (content type, Content-Disposition file name). No bearer token: documentAccessToken from the token call is the credential",
    schema: { params: DocumentParams, querystring: DocumentViewQuery },
    handler: (req, reply) => service.view(ctx, platform, controller, req.params.id, req.query.documentAccessToken, reply),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/document/:id/delete`,
    scope: 'facility',
    tags,
    permission: controller.removePermission,
    summary: 'Delete a document (its file is removed; the record stays for the timeline)',
    schema: { params: DocumentParams },
    example: { params: { id: '1' } },
    handler: async (req, reply) => {
      await service.remove(ctx, scopedDb(req), controller, req, req.params.id);
      return reply.code(204).send();
    },
  });
}

/** Resident documents (list, upload, short-lived view token, view, delete) on the storage adapter. */
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
