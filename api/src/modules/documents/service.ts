import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PermissionFlag, PermissionName } from 'shared-domain/permissions';
import {
  DOCUMENT_EMPTY, DOCUMENT_FILE_REQUIRED, DOCUMENT_INLINE_TYPES, DOCUMENT_MAX_BYTES, DOCUMENT_NAME_EXISTS,
  DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_NOT_ALLOWED, documentContentType, documentFileName, fileExtension,
  normaliseExtension, validateDocumentName,
  type DocumentAccessToken, type DocumentInfo, type DocumentUploadResult,
} from 'shared-domain/documents';
import type { AppContext } from '../../context';
import { audit } from '../../http/audit';
import { ModelStateError, notFound } from '../../http/errors';
import { hasFlag, loadAuth } from '../../http/routes';
import { FileTooLargeError, fileStorageOf } from '../../storage/index';
import * as repo from './repository';
import { createDocumentToken, documentTokenKeys, verifyDocumentToken } from './tokens';

/**
 * One "document controller" of seed 000 §7 "Documents": residents today, leads later. Every route of the controller
 * is derived from this description (routes.ts), so adding leads is one `registerDocumentController` call with its own
 * permissions and parent lookup.
 */
export interface DocumentController {
  /** First URL segment after /api: 'residents' or 'leads'. */
  name: string;
  /** Audit entity, e.g. 'residentDocument'. */
  entity: string;
  /** List, access token and view. */
  viewPermission: { name: PermissionName; flag: PermissionFlag };
  /** Upload. */
  uploadPermission: { name: PermissionName; flag: PermissionFlag };
  /** Delete (seed 000 §6: 203 residentsRemoveDocuments / 103 leadsRemoveDocuments, canRemove). */
  removePermission: { name: PermissionName; flag: PermissionFlag };
  /** The parent (`{parentId}` of the URL) as the facility sees it; undefined => 404. */
  findParent(db: repo.Db, facilityId: number, parentId: number): Promise<repo.DocumentParent | undefined>;
  /** Message of the 404 for an unknown parent. */
  parentNotFound: string;
}

export const DOCUMENT_NOT_FOUND = 'The document was not found.';

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function addedByOf(req: FastifyRequest): string {
  const u = req.auth!.user;
  return `${u.firstName} ${u.lastName}`.trim();
}

async function parentOrNotFound(ctx: AppContext, controller: DocumentController, facilityId: number, parentId: number) {
  const parent = await controller.findParent(repo.documentsDb(ctx.db), facilityId, parentId);
  if (!parent) throw notFound(controller.parentNotFound);
  return parent;
}

/** GET {controller}/{parentId}/documents */
export async function list(ctx: AppContext, controller: DocumentController, facilityId: number, parentId: number): Promise<DocumentInfo[]> {
  const parent = await parentOrNotFound(ctx, controller, facilityId, parentId);
  const rows = await repo.listDocuments(repo.documentsDb(ctx.db), facilityId, parent.residentId);
  return rows.map((r) => ({ documentName: r.name, id: r.id, addedBy: r.added_by, dateAdded: iso(r.date_added) }));
}

export interface UploadQuery {
  name?: string;
  extension?: string;
}

interface UploadedFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

/**
 * POST {controller}/{parentId}/upload?name=&extension= with one multipart file. The name rules (required, at most 60
 * characters, unique per resident) and the type are checked before the bytes are read; the bytes stream into the
 * storage (at most 20 MB, not empty) and the row is written afterwards in a transaction with the audit record. When
 * anything fails after the file was stored, the file is removed again.
 */
export async function upload(
  ctx: AppContext,
  controller: DocumentController,
  req: FastifyRequest,
  parentId: number,
  query: UploadQuery,
  readFile: () => Promise<UploadedFile | undefined>,
): Promise<DocumentUploadResult> {
  const facilityId = req.auth!.facility!.id;
  const db = repo.documentsDb(ctx.db);
  const parent = await parentOrNotFound(ctx, controller, facilityId, parentId);
  const name = (query.name ?? '').trim();
  const nameError = validateDocumentName(name);
  if (nameError) throw ModelStateError.field('name', nameError);
  if (await repo.nameTaken(db, facilityId, parent.residentId, name)) throw ModelStateError.field('name', DOCUMENT_NAME_EXISTS);

  const part = await readFile();
  if (!part) throw ModelStateError.field('file', DOCUMENT_FILE_REQUIRED);
  const extension = normaliseExtension(query.extension) || fileExtension(part.filename);
  const contentType = documentContentType(extension);
  if (!contentType) {
    part.file.resume();
    throw ModelStateError.field('file', DOCUMENT_TYPE_NOT_ALLOWED);
  }

  const storage = fileStorageOf(ctx);
  const key = `documents/${facilityId}/${randomUUID()}`;
  let size: number;
  try {
    ({ size } = await storage.put(key, part.file, contentType, { maxBytes: DOCUMENT_MAX_BYTES }));
  } catch (err) {
    if (err instanceof FileTooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw ModelStateError.field('file', DOCUMENT_TOO_LARGE);
    }
    throw err;
  }
  const discard = () => storage.delete(key).catch((e) => req.log.warn({ err: e, key }, 'Could not remove a stored file'));
  if (part.file.truncated) {
    await discard();
    throw ModelStateError.field('file', DOCUMENT_TOO_LARGE);
  }
  if (size === 0) {
    await discard();
    throw ModelStateError.field('file', DOCUMENT_EMPTY);
  }

  try {
    const row = await db.transaction().execute(async (trx) => {
      if (await repo.nameTaken(trx, facilityId, parent.residentId, name)) throw ModelStateError.field('name', DOCUMENT_NAME_EXISTS);
      const inserted = await trx
        .insertInto('documents')
        .values({
          resident_id: parent.residentId,
          residency_id: parent.residencyId,
          facility_id: facilityId,
          name,
          extension,
          content_type: contentType,
          size,
          storage_key: key,
          added_by_user_id: req.auth!.user.id,
        })
        .returning(['id', 'date_added'])
        .executeTakeFirstOrThrow();
      await audit(trx, req, 'upload', controller.entity, inserted.id, {
        residentId: parent.residentId, residencyId: parent.residencyId, name, extension, size,
      });
      return inserted;
    });
    return { id: row.id, documentName: name, addedBy: addedByOf(req), dateAdded: iso(row.date_added) };
  } catch (err) {
    await discard();
    // Two uploads of the same name at once: the unique index refuses the second.
    if ((err as { code?: string }).code === '23505') throw ModelStateError.field('name', DOCUMENT_NAME_EXISTS);
    throw err;
  }
}

/** GET {controller}/document/{id}/token: a 60-second credential for the view URL, bound to the document and the user. */
export async function token(ctx: AppContext, controller: DocumentController, req: FastifyRequest, id: number): Promise<DocumentAccessToken> {
  const facilityId = req.auth!.facility!.id;
  const doc = await repo.findDocument(repo.documentsDb(ctx.db), facilityId, id);
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  const [key] = await documentTokenKeys(ctx.db);
  const issued = createDocumentToken(key, { documentId: doc.id, userId: req.auth!.user.id, facilityId, controller: controller.name });
  return { documentAccessToken: issued.token, expiresInSeconds: issued.expiresInSeconds };
}

/** 'inline; filename="Care plan.pdf"; filename*=UTF-8''Care%20plan.pdf' (quotes, backslashes and controls replaced). */
export function contentDisposition(fileName: string, inline: boolean): string {
  // eslint-disable-next-line no-control-regex
  const ascii = fileName.replace(/[\u0000-\u001f\u007f"\\]/g, '_').replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET {controller}/document/{id}/view?documentAccessToken=: no bearer header (a browser tab opens it); the token is the
 * credential. Refused with 404 (no detail) unless the token is authentic, unexpired and issued for this document, the
 * user is still active with access to the facility and the view permission, and the document still exists there.
 */
export async function view(ctx: AppContext, controller: DocumentController, id: number, accessToken: string | undefined, reply: FastifyReply) {
  const keys = await documentTokenKeys(ctx.db);
  const claims = verifyDocumentToken(keys, accessToken, { documentId: id, controller: controller.name });
  if (!claims) throw notFound(DOCUMENT_NOT_FOUND);
  const auth = await loadAuth(ctx.db, claims.u, claims.f);
  if (!auth || !auth.user.isActive || !auth.facility) throw notFound(DOCUMENT_NOT_FOUND);
  if (!hasFlag(auth.permissions, controller.viewPermission.name, controller.viewPermission.flag)) throw notFound(DOCUMENT_NOT_FOUND);
  const doc = await repo.findDocument(repo.documentsDb(ctx.db), claims.f, id);
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  const stored = await fileStorageOf(ctx).get(doc.storage_key);
  if (!stored) throw notFound(DOCUMENT_NOT_FOUND);
  const inline = DOCUMENT_INLINE_TYPES.includes(doc.extension);
  reply
    .header('content-type', documentContentType(doc.extension) ?? 'application/octet-stream')
    .header('content-length', String(stored.size))
    .header('content-disposition', contentDisposition(documentFileName(doc.name, doc.extension), inline))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer');
  // No scripts, no plug-ins, no framing; PDFs keep the browser's own viewer (a CSP sandbox would disable it).
  if (doc.extension !== 'pdf') reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  reply.header('x-frame-options', 'SAMEORIGIN');
  return reply.send(stored.stream);
}

/** DELETE {controller}/document/{id}/delete: marks the row deleted (kept for the timeline) and removes the file. */
export async function remove(ctx: AppContext, controller: DocumentController, req: FastifyRequest, id: number): Promise<void> {
  const facilityId = req.auth!.facility!.id;
  const db = repo.documentsDb(ctx.db);
  const key = await db.transaction().execute(async (trx) => {
    const doc = await trx
      .updateTable('documents')
      .set({ deleted_at: new Date(), deleted_by_user_id: req.auth!.user.id })
      .where('id', '=', id)
      .where('facility_id', '=', facilityId)
      .where('deleted_at', 'is', null)
      .returning(['id', 'storage_key', 'resident_id', 'residency_id', 'name'])
      .executeTakeFirst();
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    await audit(trx, req, 'delete', controller.entity, doc.id, { residentId: doc.resident_id, residencyId: doc.residency_id, name: doc.name });
    return doc.storage_key;
  });
  await fileStorageOf(ctx).delete(key).catch((err) => req.log.warn({ err, key }, 'Could not remove a deleted document\'s file'));
}
