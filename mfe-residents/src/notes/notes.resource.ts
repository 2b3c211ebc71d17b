/**
 * The resident's notes (GET residents/{id}/resident-notes, paged; POST to add; POST note-pin-status to pin): the notes
 * tab pages through them (the first page's `notIncludingItemsAfter` keeps later pages stable while notes are added), the
 * record page previews the first two. Adding or pinning reloads both, and the timeline (notes appear on it).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, getJson, personKey } from 'shared-auth';
import { NOTES_PAGE_SIZE, NOTE_PREVIEW_COUNT } from 'shared-domain';
import { nextPageQuery, type NextPageQuery, type Paged } from 'shared-domain/contracts/common';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import type { NoteBody, NotePinBody, NotesQuery } from 'shared-domain/contracts/residents';
import type { ResidentNote } from 'shared-domain/contracts/resident-responses';
import { timelineKey } from '../timeline/timeline.resource';

export const notesKeys = {
  all: (residentId: number) => [...personKey(residentId), 'notes'] as const,
  pages: (residentId: number) => [...personKey(residentId), 'notes', 'pages'] as const,
  preview: (residentId: number) => [...personKey(residentId), 'notes', 'preview'] as const,
};

function fetchNotes(residentId: number, page: NotesQuery, signal: AbortSignal) {
  return getJson<Paged<ResidentNote>>(`residents/${residentId}/resident-notes`, { params: page, signal });
}

/** The notes tab: pages of NOTES_PAGE_SIZE, pinned first, newest first. */
export function useNotes(residentId: number) {
  return useInfiniteQuery({
    queryKey: notesKeys.pages(residentId),
    initialPageParam: { skip: 0 } as NextPageQuery,
    queryFn: ({ pageParam, signal }) => fetchNotes(residentId, { ...pageParam, take: NOTES_PAGE_SIZE }, signal),
    getNextPageParam: nextPageQuery,
    meta: { errorMessage: RECORD_MESSAGES.notesLoadError },
  });
}

/** The two newest notes on the record page. */
export function useNotePreviews(residentId: number) {
  return useQuery({
    queryKey: notesKeys.preview(residentId),
    queryFn: ({ signal }) => fetchNotes(residentId, { skip: 0, take: NOTE_PREVIEW_COUNT }, signal),
    select: (page) => page.result,
    meta: { errorMessage: RECORD_MESSAGES.notesLoadError },
  });
}

function notesChanged(client: QueryClient, residentId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: notesKeys.all(residentId) }),
    client.invalidateQueries({ queryKey: timelineKey(residentId) }),
  ]);
}

export function useAddNote(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (await apiClient().post<ResidentNote>(`residents/${residentId}/resident-notes`, { note } satisfies NoteBody)).data,
    onSuccess: () => notesChanged(client, residentId),
  });
}

export function useSetNotePinned(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ noteId, isNotePinned }: { noteId: number; isNotePinned: boolean }) =>
      (await apiClient().post<ResidentNote>(`residents/note-pin-status/${noteId}`, { isNotePinned } satisfies NotePinBody)).data,
    onSuccess: () => notesChanged(client, residentId),
  });
}
