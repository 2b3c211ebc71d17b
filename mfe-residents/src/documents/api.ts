/** Resident documents' API calls (seed 000 §7 "Documents", documentController = uploadController = residents). */
import type { AxiosInstance } from 'axios';
import { createApiClient, getRuntimeConfig } from 'shared-auth';
import type { DocumentAccessToken, DocumentInfo, DocumentUploadResult } from 'shared-domain/documents';

let client: AxiosInstance | undefined;
const api = () => (client ??= createApiClient());

/** GET residents/{parentId}/documents */
export async function fetchDocuments(residentId: number, signal?: AbortSignal): Promise<DocumentInfo[]> {
  const { data } = await api().get<DocumentInfo[]>(`residents/${residentId}/documents`, { signal });
  return data;
}

/** POST residents/{parentId}/upload?name=&extension= with the file as multipart form data. */
export async function uploadDocument(residentId: number, file: File, name: string, extension: string): Promise<DocumentUploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api().post<DocumentUploadResult>(`residents/${residentId}/upload`, form, { params: { name, extension } });
  return data;
}

/** GET residents/document/{id}/token */
export async function fetchDocumentToken(id: number): Promise<DocumentAccessToken> {
  const { data } = await api().get<DocumentAccessToken>(`residents/document/${id}/token`);
  return data;
}

/** The absolute URL of residents/document/{id}/view?documentAccessToken= (opened in a new tab, no bearer header). */
export function documentViewUrl(id: number, documentAccessToken: string): string {
  const base = (getRuntimeConfig()?.apiBaseUrl ?? '/api').replace(/\/+$/, '');
  const relative = `${base}/residents/document/${id}/view?documentAccessToken=${encodeURIComponent(documentAccessToken)}`;
  return new URL(relative, window.location.href).toString();
}

/** DELETE residents/document/{id}/delete */
export async function deleteDocument(id: number): Promise<void> {
  await api().delete(`residents/document/${id}/delete`);
}
