/** Assign bed calls (issue 3): the facility's free beds for a current resident, and the assignment. */
import type { AxiosInstance } from 'axios';
import { createApiClient } from 'shared-auth';
import type { ResidentDetail } from 'shared-domain/resident-types';

export interface AvailableBed { bedId: number; name: string; label: string }
export interface AvailableRoom { accommodationId: number; roomNumber: string; beds: AvailableBed[] }
export interface AvailableLocation { locationId: number | null; locationName: string; rooms: AvailableRoom[] }
export interface AvailableBeds {
  residentId: number;
  residencyId: number;
  /** The residency's version (sent back with the assignment; 409 when stale). */
  version: number;
  currentBedId: number | null;
  assignedAccommodationAndBed: string | null;
  locations: AvailableLocation[];
}
export interface AssignBedRequest { residencyId: number; bedId: number; version: number }

let client: AxiosInstance | undefined;
const api = () => (client ??= createApiClient());

export async function fetchAvailableBeds(residentId: number, signal?: AbortSignal): Promise<AvailableBeds> {
  const { data } = await api().get<AvailableBeds>(`residents/${residentId}/available-beds`, { signal });
  return data;
}

export async function assignBed(residentId: number, body: AssignBedRequest): Promise<ResidentDetail> {
  const { data } = await api().put<ResidentDetail>(`residents/${residentId}/assign-bed`, body);
  return data;
}
