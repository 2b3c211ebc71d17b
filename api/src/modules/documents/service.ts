import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PermissionFlag, PermissionName } from 'shared-domain/permissions';
import {
  DOCUMENT_EMPTY,
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_INLINE_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_NOT_ALLOWED,
  documentContentType,
  documentFileName,
  fileExtension,
  normaliseExtension,
  validateDocumentName,
  type DocumentAccessToken,
  type DocumentInfo,
  type DocumentUploadResult,
} from 'shared-domain/documents';
import { DOCUMENT_NAME_EXISTS } from 'shared-domain/messages';
import type { DocumentUploadQuery } from 'shared-domain/contracts/documents';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { ScopedDb } from '../../db/scoped';
import { HttpError, ModelStateError, notFound } from '../../http/errors';
import { hasFlag } from '../../http/routes';
import { loadAuth } from '../auth/index';
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
  /** The parent (`{parentId}` of the URL) resolved for the facility (`s.resolve.*`); undefined => 404. */
  findParent(s: ScopedDb, parentId: number): Promise<repo.DocumentParent | undefined>;
  /** The kind of record the parent id points at (the contract's `x-entity`). */
  parentEntity: 'resident' | 'lead';
  /** Message of the 404 for an unknown parent. */
  parentNotFound: string;
}

export const DOCUMENT_NOT_FOUND = 'The document was not found.';

/**
 * The raw database for what is not facility data: the signing keys a document token is derived from, and the token
 * holder's user and facilities (read as the guard reads a bearer token's) from which the view call builds its scope.
 */
export type PlatformDb = Kysely<Database>;

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function addedByOf(req: FastifyRequest): string {
  const u = req.auth!.user;
  return `${u.firstName} ${u.lastName}`.trim();
}

async function parentOrNotFound(s: ScopedDb, controller: DocumentController, parentId: number) {
  const parent = await controller.findParent(s, parentId);
  if (!parent) throw notFound(controller.parentNotFound);
  return parent;
}

/** A document of the facility (`s.resolve.document`), answered with the documents' own 404 message otherwise. */
async function resolveDocument(s: ScopedDb, id: number) {
  try {
    await s.resolve.document(id);
  } catch (err) {
    throw err instanceof HttpError && err.statusCode === 404 ? notFound(DOCUMENT_NOT_FOUND) : err;
  }
  return repo.findDocument(s, id);
}

/** GET {controller}/{parentId}/documents */
export async function list(s: ScopedDb, controller: DocumentController, parentId: number): Promise<DocumentInfo[]> {
  const parent = await parentOrNotFound(s, controller, parentId);
  const rows = await repo.listDocuments(s, parent.residentId);
  return rows.map((r) => ({ documentName: r.name, id: r.id, addedBy: r.added_by, dateAdded: iso(r.date_added) }));
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
  s: ScopedDb,
  controller: DocumentController,
  req: FastifyRequest,
  parentId: number,
  query: DocumentUploadQuery,
  readFile: () => Promise<UploadedFile | undefined>,
): Promise<DocumentUploadResult> {
  const facilityId = s.facilityId;
  const parent = await parentOrNotFound(s, controller, parentId);
  const name = (query.name ?? '').trim();
  const nameError = validateDocumentName(name);
  if (nameError) throw ModelStateError.field('name', nameError);
  if (await repo.nameTaken(s, parent.residentId, name)) throw ModelStateError.field('name', DOCUMENT_NAME_EXISTS);

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
    const row = await s.transaction(async (t) => {
      if (await repo.nameTaken(t, parent.residentId, name)) throw ModelStateError.field('name', DOCUMENT_NAME_EXISTS);
      const inserted = await repo.insertDocument(t, {
        resident_id: parent.residentId,
        residency_id: parent.residencyId,
        name,
        extension,
        content_type: contentType,
        size,
        storage_key: key,
        added_by_user_id: t.userId,
      });
      await t.audit('upload', controller.entity, inserted.id, {
        residentId: parent.residentId,
        residencyId: parent.residencyId,
        name,
        extension,
        size,
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
export async function token(
  platform: PlatformDb,
  s: ScopedDb,
  controller: DocumentController,
  id: number,
): Promise<DocumentAccessToken> {
  const doc = await resolveDocument(s, id);
  const [key] = await documentTokenKeys(platform);
  const issued = createDocumentToken(key, {
    documentId: doc.id,
    userId: s.userId,
    facilityId: s.facilityId,
    controller: controller.name,
  });
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
export async function view(
  ctx: AppContext,
  platform: PlatformDb,
  controller: DocumentController,
  id: number,
  accessToken: string | undefined,
  reply: FastifyReply,
) {
  const keys = await documentTokenKeys(platform);
  const claims = verifyDocumentToken(keys, accessToken, { documentId: id, controller: controller.name });
  if (!claims) throw notFound(DOCUMENT_NOT_FOUND);
  const auth = await loadAuth(platform, claims.u, claims.f);
  if (!auth || !auth.user.isActive || !auth.facility) throw notFound(DOCUMENT_NOT_FOUND);
  if (!hasFlag(auth.permissions, controller.viewPermission.name, controller.viewPermission.flag))
    throw notFound(DOCUMENT_NOT_FOUND);
  // No bearer token on this call: the token's user and facility are the scope, as the guard would have built it.
  const s = new ScopedDb(platform, {
    userId: auth.user.id,
    organisationId: auth.user.organisationId,
    facilityId: auth.facility.id,
    isOrganisationManager: auth.user.isOrganisationManager,
    isSystemUser: auth.user.isSystemUser,
  });
  const doc = await resolveDocument(s, id);
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
  if (doc.extension !== 'pdf')
    reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  reply.header('x-frame-options', 'SAMEORIGIN');
  return reply.send(stored.stream);
}

/** DELETE {controller}/document/{id}/delete: marks the row deleted (kept for the timeline) and removes the file. */
export async function remove(
  ctx: AppContext,
  s: ScopedDb,
  controller: DocumentController,
  req: FastifyRequest,
  id: number,
): Promise<void> {
  await resolveDocument(s, id);
  const key = await s.transaction(async (t) => {
    const doc = await repo.markDeleted(t, id);
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    await t.audit('delete', controller.entity, doc.id, {
      residentId: doc.resident_id,
      residencyId: doc.residency_id,
      name: doc.name,
    });
    return doc.storage_key;
  });
  await fileStorageOf(ctx)
    .delete(key)
    .catch((err) => req.log.warn({ err, key }, "Could not remove a deleted document's file"));
}
