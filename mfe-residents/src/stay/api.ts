/** The stay's API calls (seed 000 §7 "Residents"; seed 001 §7 event history). `id` is the resident (person) id. */
import type { AxiosInstance } from 'axios';
import { createApiClient } from 'shared-auth';
import type { AdmissionForm, DepartureForm, EventHistoryResponse } from 'shared-domain/stay';

let client: AxiosInstance | undefined;
const api = () => (client ??= createApiClient());

export interface LeaveDto {
  id: number; residencyId: number; type: string; kind: string | null; startDateUtc: string; expectedReturnDateUtc: string | null;
  returnDateUtc: string | null; isReversed: boolean; version?: number;
}
export interface LeaveRequestBody {
  type: string; startDateUtc: string; expectedReturnDateUtc?: string | null; returnDateUtc?: string | null;
  isClaimable?: boolean; isRespiteLeaveWithinOrganisation?: boolean; version?: number;
}
export interface DepartureInfo {
  residencyId: number; residentId: number; admissionDateUtc: string | null; departureDateUtc: string | null;
  departureReason: string | null; departureInitiatedBy: string | null; departureReasonNotes: string | null; toFacilityId: number | null;
  hasAdmissionAfterDeparture: boolean; eventId: number | null; version: number; careType: string;
  otherResidents?: { residencyId: number; residentId: number; firstName: string; lastName: string; admissionDateUtc: string | null; departureDateUtc: string | null }[];
}
export interface AdmissionInfo {
  residencyId: number; residentId: number; admissionDateUtc: string | null; expectedDepartureDateUtc: string | null; careType: 'Permanent' | 'Respite' | 'ILU';
  preEntryLeaveDateUtc: string | null; conflictEffectiveDates: string[]; bedId: number | null; accommodationClass: string | null;
  palliativeStatus: boolean; isPrivateResidency: boolean; departureDateUtc: string | null; isDeparted: boolean; eventId: number | null; version: number;
}
export type TransferType = 'ActiveResidency' | 'DepartedResidency' | 'Lead';

type DepartureBody = DepartureForm & { version?: number };

export async function addLeave(id: number, body: LeaveRequestBody): Promise<LeaveDto> {
  return (await api().post<LeaveDto>(`residents/${id}/leave`, body)).data;
}
export async function updateLeave(body: LeaveRequestBody & { id: number }): Promise<LeaveDto> {
  return (await api().put<LeaveDto>('residents/leave', body)).data;
}
export async function returnFromLeave(id: number, body: { returnDateUtc: string; leaveId?: number }): Promise<LeaveDto> {
  return (await api().post<LeaveDto>(`residents/${id}/leave/return`, body)).data;
}
export async function reverseLeave(id: number, leaveId: number): Promise<LeaveDto> {
  return (await api().put<LeaveDto>(`residents/${id}/leave/reverse`, { leaveId })).data;
}
export async function depart(id: number, body: DepartureBody): Promise<DepartureInfo> {
  return (await api().post<DepartureInfo>(`residents/${id}/depart`, body)).data;
}
export async function departIlu(id: number, isVacating: boolean, body: DepartureBody): Promise<DepartureInfo> {
  return (await api().post<DepartureInfo>(`residents/${id}/depart-ilu/${isVacating}`, body)).data;
}
export async function fetchDeparture(id: number, signal?: AbortSignal): Promise<DepartureInfo> {
  return (await api().get<DepartureInfo>(`residents/${id}/departure`, { signal })).data;
}
export async function fetchIluDeparture(residencyId: number, signal?: AbortSignal): Promise<DepartureInfo> {
  return (await api().get<DepartureInfo>(`residents/departure-ilu/${residencyId}`, { signal })).data;
}
export async function correctDeparture(id: number, eventId: number, body: DepartureBody): Promise<DepartureInfo> {
  return (await api().post<DepartureInfo>(`residents/${id}/depart/correction/${eventId}`, body)).data;
}
export async function correctIluDeparture(body: DepartureBody & { residencyId: number; eventId?: number }): Promise<DepartureInfo> {
  return (await api().post<DepartureInfo>('residents/departure-ilu/correction', body)).data;
}
export async function reverseDeparture(id: number, residencyId: number, eventId?: number): Promise<void> {
  await api().post(eventId ? `residents/${id}/depart/reversal/${eventId}` : `residents/${id}/depart/reversal`, { residencyId });
}
export async function fetchAdmission(id: number, signal?: AbortSignal): Promise<AdmissionInfo> {
  return (await api().get<AdmissionInfo>(`residents/${id}/admission`, { signal })).data;
}
export async function correctAdmission(id: number, body: AdmissionForm & { version?: number }, eventId?: number): Promise<AdmissionInfo> {
  return (await api().post<AdmissionInfo>(eventId ? `residents/${id}/admission/correction/${eventId}` : `residents/${id}/admission/correction`, body)).data;
}
export async function reverseAdmission(id: number, residencyId: number, eventId?: number): Promise<void> {
  await api().post(eventId ? `residents/${id}/admission/reverse/${eventId}` : `residents/${id}/admission/reverse`, { residencyId });
}
export async function fetchEventHistory(id: number, signal?: AbortSignal): Promise<EventHistoryResponse> {
  return (await api().get<EventHistoryResponse>(`residents/${id}/event-history`, { signal })).data;
}
export async function transferResident(id: number, body: { transferType: TransferType; toFacilityId: number }): Promise<unknown> {
  return (await api().post(`residents/${id}/transfer`, body)).data;
}
export async function makeResidentFunded(residentId: number): Promise<unknown> {
  return (await api().put('residents/make-resident-funded', { residentId })).data;
}
