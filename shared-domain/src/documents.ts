/**
 * Resident (and lead) documents (seed 000 §3 "Document", §5 document name rules, §7 "Documents", §8 messages). Shared by
 * the API (the rules it enforces) and mfe-residents (the same rules in the upload dialog). Imported as
 * `shared-domain/documents`.
 */
import { DOCUMENT_TITLE_MAX_LENGTH } from './constants';
import { DOCUMENT_NAME_EXISTS, DOCUMENT_NAME_REQUIRED } from './messages';

/** GET {controller}/{parentId}/documents: one row. `dateAdded` is an ISO-8601 UTC instant; `addedBy` the user's name. */
export interface DocumentInfo {
  id: number;
  documentName: string;
  addedBy: string;
  dateAdded: string;
}

/** POST {controller}/{parentId}/upload?name=&extension= (multipart `file`): the response. */
export interface DocumentUploadResult {
  id: number;
  documentName: string;
  addedBy: string;
  dateAdded: string;
}

/** GET .../document/{id}/token: a short-lived credential for GET .../document/{id}/view?documentAccessToken=. */
export interface DocumentAccessToken {
  documentAccessToken: string;
  /** Seconds the token stays valid. */
  expiresInSeconds: number;
}

/** Largest file accepted (bytes): 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_TOO_LARGE = 'The file is too large. The maximum size is 20 MB.';
export const DOCUMENT_EMPTY = 'The file is empty.';
export const DOCUMENT_FILE_REQUIRED = 'Please choose a file to upload.';
export const DOCUMENT_NAME_TOO_LONG = `The document name must be at most ${DOCUMENT_TITLE_MAX_LENGTH} characters.`;
export const DOCUMENT_NAME_INVALID = 'The document name must not contain control characters.';

/**
 * Accepted file types: extension (lower case, no dot) -> content type the file is served with. Everything else is
 * refused (HTML, SVG, scripts and executables in particular: a document opens in a tab on the product's origin).
 */
export const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  msg: 'application/vnd.ms-outlook',
  eml: 'message/rfc822',
};

/** Types a browser tab shows itself (served `inline`); the others are downloaded (`attachment`). */
export const DOCUMENT_INLINE_TYPES: readonly string[] = ['pdf', 'txt', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'];

export const DOCUMENT_TYPE_NOT_ALLOWED =
  'This file type is not supported. Please upload a PDF, Word, Excel, PowerPoint, OpenDocument, RTF, text, CSV, image or e-mail file.';

/** The `accept` attribute of the file chooser. */
export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_TYPES)
  .map((e) => `.${e}`)
  .join(',');

/** The extension of a file name, lower case without the dot ('' when there is none). */
export function fileExtension(fileName: string | null | undefined): string {
  const name = (fileName ?? '').trim();
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
}

/** The file name without its extension (the upload dialog's default document name). */
export function fileBaseName(fileName: string | null | undefined): string {
  const name = (fileName ?? '').trim();
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Normalises an extension as given (`.PDF`, ` pdf `) to the table's key (`pdf`). */
export function normaliseExtension(extension: string | null | undefined): string {
  return (extension ?? '').trim().replace(/^\.+/, '').toLowerCase();
}

/** The content type a document of this extension is stored and served with, or undefined when the type is refused. */
export function documentContentType(extension: string | null | undefined): string | undefined {
  const ext = normaliseExtension(extension);
  return Object.prototype.hasOwnProperty.call(DOCUMENT_TYPES, ext) ? DOCUMENT_TYPES[ext] : undefined;
}

/** The key two document names are compared on for uniqueness: trimmed, case-insensitive. */
export function documentNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-AU');
}

/**
 * The seed's document name rules (§5): required ('Please enter file name'), at most 60 characters, unique among the
 * resident's documents ('This document name already exists', trimmed and case-insensitive). Returns the first broken
 * rule's message, or undefined when the name is acceptable.
 */
export function validateDocumentName(name: string | null | undefined, existingNames: readonly string[] = []): string | undefined {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return DOCUMENT_NAME_REQUIRED;
  if (trimmed.length > DOCUMENT_TITLE_MAX_LENGTH) return DOCUMENT_NAME_TOO_LONG;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return DOCUMENT_NAME_INVALID;
  const key = documentNameKey(trimmed);
  if (existingNames.some((n) => documentNameKey(n) === key)) return DOCUMENT_NAME_EXISTS;
  return undefined;
}

/** The file checks of the upload dialog and the server: a type of `DOCUMENT_TYPES`, not empty, at most 20 MB. */
export function validateDocumentFile(
  file: { name: string; size: number } | null | undefined,
  extension?: string,
): string | undefined {
  if (!file) return DOCUMENT_FILE_REQUIRED;
  if (!documentContentType(extension ?? fileExtension(file.name))) return DOCUMENT_TYPE_NOT_ALLOWED;
  if (file.size <= 0) return DOCUMENT_EMPTY;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_TOO_LARGE;
  return undefined;
}

/** The file name a document is viewed/downloaded under: its name plus the extension. */
export function documentFileName(documentName: string, extension: string): string {
  const ext = normaliseExtension(extension);
  return ext ? `${documentName}.${ext}` : documentName;
}
