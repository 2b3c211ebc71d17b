/** The resident record's API calls (seed 000 §7 "Residents"): lists, details, edit, notes, photo, timeline, mark as enquiry. */
import type { AxiosInstance } from 'axios';
import { createApiClient } from 'shared-auth';
import type {
  MarkAsEnquiryRequest, MarkAsEnquiryResponse, ResidentDetail, ResidentListRow, ResidentNote, ResidentPhoto, ResidentSimple,
  ResidentUpdateRequest, TimelineEntry,
} from 'shared-domain/resident-types';

export interface Paged<T> { result: T[]; totalCount: number; notIncludingItemsAfter: string }
export interface PageRequest { skip: number; take: number; notIncludingItemsAfter?: string }
export interface NamedItem { id: number; name: string }

let client: AxiosInstance | undefined;
const api = () => (client ??= createApiClient());
const noFacilityApi = () => createApiClient({ noFacility: true });

export async function fetchResidents(page: PageRequest, departed: boolean, signal?: AbortSignal): Promise<Paged<ResidentListRow>> {
  const { data } = await api().get<Paged<ResidentListRow>>(departed ? 'residents/departed' : 'residents', { params: page, signal });
  return data;
}

export async function fetchResident(id: number, signal?: AbortSignal): Promise<ResidentDetail> {
  const { data } = await api().get<ResidentDetail>(`residents/${id}`, { signal });
  return data;
}

export async function fetchResidentSimple(id: number, signal?: AbortSignal): Promise<ResidentSimple> {
  const { data } = await api().get<ResidentSimple>(`residents/${id}/simple`, { signal });
  return data;
}

export async function saveResident(body: ResidentUpdateRequest): Promise<ResidentDetail> {
  const { data } = await api().put<ResidentDetail>('residents', body);
  return data;
}

export async function fetchNotes(id: number, page: PageRequest, signal?: AbortSignal): Promise<Paged<ResidentNote>> {
  const { data } = await api().get<Paged<ResidentNote>>(`residents/${id}/resident-notes`, { params: page, signal });
  return data;
}

export async function addNote(id: number, note: string): Promise<ResidentNote> {
  const { data } = await api().post<ResidentNote>(`residents/${id}/resident-notes`, { note });
  return data;
}

export async function setNotePinned(noteId: number, isNotePinned: boolean): Promise<ResidentNote> {
  const { data } = await api().post<ResidentNote>(`residents/note-pin-status/${noteId}`, { isNotePinned });
  return data;
}

/** The photo, or null when the resident has none (404). */
export async function fetchPhoto(id: number, signal?: AbortSignal): Promise<ResidentPhoto | null> {
  try {
    const { data } = await api().get<ResidentPhoto>(`residents/${id}/photo`, { signal });
    return data;
  } catch (err) {
    if ((err as { response?: { status?: number } }).response?.status === 404) return null;
    throw err;
  }
}

export async function savePhoto(id: number, photo: string): Promise<ResidentPhoto> {
  const { data } = await api().put<ResidentPhoto>(`residents/${id}/photo`, { photo });
  return data;
}

export async function deletePhoto(id: number): Promise<void> {
  await api().delete(`residents/${id}/photo`);
}

export async function fetchTimeline(id: number, signal?: AbortSignal): Promise<TimelineEntry[]> {
  const { data } = await api().get<TimelineEntry[]>(`residents/${id}/timeline`, { signal });
  return data;
}

export async function markAsEnquiry(id: number, body: MarkAsEnquiryRequest): Promise<MarkAsEnquiryResponse> {
  const { data } = await api().post<MarkAsEnquiryResponse>(`residents/${id}/mark-departed-resident-as-enquiry`, body);
  return data;
}

/** Reference lists for the editor (no facility). */
export async function fetchReference(list: 'countries' | 'relationships' | 'enquiry-sources' | 'religions'): Promise<NamedItem[]> {
  const { data } = await noFacilityApi().get<NamedItem[]>(`referenceData/${list}`);
  return data;
}
