/** The resident's documents (seed 000 §7 "Documents"): list, upload, delete, and the short-lived token to view one. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, getJson, getRuntimeConfig, personKey } from 'shared-auth';
import { DOCUMENTS_LOAD_ERROR } from 'shared-domain/messages';
import type {
  DocumentAccessToken,
  DocumentInfo,
  DocumentUploadQuery,
  DocumentUploadResult,
} from 'shared-domain/contracts/documents';
import { timelineKey } from '../timeline/timeline.resource';

export const documentsKey = (residentId: number) => [...personKey(residentId), 'documents'] as const;

/** GET residents/{parentId}/documents */
export function useDocuments(residentId: number) {
  return useQuery({
    queryKey: documentsKey(residentId),
    queryFn: ({ signal }) => getJson<DocumentInfo[]>(`residents/${residentId}/documents`, { signal }),
    meta: { errorMessage: DOCUMENTS_LOAD_ERROR },
  });
}

/** Documents appear on the timeline too. */
function documentsChanged(client: QueryClient, residentId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: documentsKey(residentId) }),
    client.invalidateQueries({ queryKey: timelineKey(residentId) }),
  ]);
}

export type UploadDocumentInput = Required<DocumentUploadQuery> & { file: File };

/** POST residents/{parentId}/upload?name=&extension= with the file as multipart form data. */
export function useUploadDocument(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, name, extension }: UploadDocumentInput) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (
        await apiClient().post<DocumentUploadResult>(`residents/${residentId}/upload`, form, {
          params: { name, extension } satisfies DocumentUploadQuery,
        })
      ).data;
    },
    onSuccess: () => documentsChanged(client, residentId),
  });
}

/** DELETE residents/document/{id}/delete */
export function useDeleteDocument(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: number) => {
      await apiClient().delete(`residents/document/${documentId}/delete`);
    },
    onSuccess: () => documentsChanged(client, residentId),
  });
}

/** GET residents/document/{id}/token (asked for at the click: a token is short-lived, so it is never cached). */
export async function fetchDocumentToken(documentId: number): Promise<DocumentAccessToken> {
  return getJson<DocumentAccessToken>(`residents/document/${documentId}/token`);
}

/** The absolute URL of residents/document/{id}/view?documentAccessToken= (opened in a new tab, no bearer header). */
export function documentViewUrl(id: number, documentAccessToken: string): string {
  const base = (getRuntimeConfig()?.apiBaseUrl ?? '/api').replace(/\/+$/, '');
  const relative = `${base}/residents/document/${id}/view?documentAccessToken=${encodeURIComponent(documentAccessToken)}`;
  return new URL(relative, window.location.href).toString();
}
