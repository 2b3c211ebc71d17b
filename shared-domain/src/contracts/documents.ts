/**
 * Contracts of the document controllers (seed 000 §7 "Documents"): `/api/{controller}/{parentId}/documents`, upload,
 * access token, view and delete. The parent is the controller's record (a resident for `residents`, a lead for `leads`),
 * so its id's kind is given by the controller.
 */
import { Type, type Static } from '@sinclair/typebox';
import type {
  DocumentAccessToken as DocumentAccessTokenType,
  DocumentInfo as DocumentInfoType,
  DocumentUploadResult as DocumentUploadType,
} from '../documents';
import { Id, IdParams, Text, type EntityKind } from './common';

/** `{ parentId }` of a controller whose parent is an `entity` ('resident', 'lead'). */
export const DocumentParentParams = (entity: EntityKind) => Type.Object({ parentId: Id(entity) });
export type DocumentParentParams = Static<ReturnType<typeof DocumentParentParams>>;
export const DocumentParams = IdParams('document');
export type DocumentParams = Static<typeof DocumentParams>;

/** Upload query: the name rules (required, 60 characters, unique) are the service's, with the seed's messages. */
export const DocumentUploadQuery = Type.Object({ name: Type.Optional(Text(1000)), extension: Type.Optional(Text(20)) });
export type DocumentUploadQuery = Static<typeof DocumentUploadQuery>;
export const DocumentViewQuery = Type.Object({ documentAccessToken: Type.Optional(Text(1024)) });
export type DocumentViewQuery = Static<typeof DocumentViewQuery>;

const Str = Type.String();
export const DocumentInfo = Type.Object({ id: Type.Integer(), documentName: Str, addedBy: Str, dateAdded: Str });
export const DocumentUploadResult = DocumentInfo;
export const DocumentAccessToken = Type.Object({ documentAccessToken: Str, expiresInSeconds: Type.Integer() });
export type DocumentInfo = Static<typeof DocumentInfo>;
export type DocumentUploadResult = Static<typeof DocumentUploadResult>;
export type DocumentAccessToken = Static<typeof DocumentAccessToken>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<Static<typeof DocumentInfo>, DocumentInfoType>,
  Same<Static<typeof DocumentUploadResult>, DocumentUploadType>,
  Same<Static<typeof DocumentAccessToken>, DocumentAccessTokenType>,
] = [true, true, true];
void checks;
