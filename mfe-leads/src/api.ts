/**
 * The leads area's API calls (seed 001 §7 "Leads", "ACCR" and the lead-related resident calls). Types are the contract
 * in shared-domain/lead-types; every call carries the bearer token and the current facility (shared-auth's client).
 */
import type { AxiosInstance } from 'axios';
import { createApiClient } from 'shared-auth';
import { LEAD_DASHBOARD_PAGE_SIZE } from 'shared-domain/leads';
import type { EnquiryStatus, IncomeAssetStatus } from 'shared-domain';
import type {
  AccrRecord, AdmissionInfo, AdmitResult, CreateLeadResponse, ExpectedAnaccRequest, FundingEstimateResponse, Lead, LeadAvailableBeds,
  LeadCard, LeadColumn, LeadDashboard, LeadDashboardFilter, LeadDashboardFilters, LeadOrderChange, LeadOrderResult, LeadStatusChange,
  PreAdmissionStatus, Tour, TourDeleteResult, TourSaveResult, TransferRequest, UpdateFromAccrResult,
} from 'shared-domain/lead-types';

export interface Paged<T> { result: T[]; totalCount: number; notIncludingItemsAfter?: string }
export interface NamedItem { id: number; name: string }

/** Free beds of the facility (GET leads/{id}/available-beds); `locations` only when the load failed. */
export type AvailableBeds = Pick<LeadAvailableBeds, 'locations'> & Partial<Omit<LeadAvailableBeds, 'locations'>>;


let client: AxiosInstance | undefined;
const api = () => (client ??= createApiClient());
const noFacilityApi = () => createApiClient({ noFacility: true });

/** Drops empty filter fields ('All', null) so the query carries only what narrows the board. */
export function filterParams(filter: LeadDashboardFilter): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (filter.leadCareType && filter.leadCareType !== 'All') out.leadCareType = filter.leadCareType;
  if (filter.locationId != null) out.locationId = filter.locationId;
  if (filter.gender) out.gender = filter.gender;
  if (filter.anaccClass != null) out.anaccClass = filter.anaccClass;
  return out;
}

// ---------------------------------------------------------------- board
export async function fetchDashboard(filter: LeadDashboardFilter, take = LEAD_DASHBOARD_PAGE_SIZE, signal?: AbortSignal): Promise<LeadDashboard> {
  const { data } = await api().get<LeadDashboard>('leads/dashboard/', { params: { take, ...filterParams(filter) }, signal });
  return data;
}

export async function fetchColumn(
  status: EnquiryStatus, filter: LeadDashboardFilter, page: { skip: number; take: number; notIncludingItemsAfter?: string },
  signal?: AbortSignal,
): Promise<LeadColumn> {
  const params = { status, skip: page.skip, take: page.take, ...filterParams(filter), ...(page.notIncludingItemsAfter ? { notIncludingItemsAfter: page.notIncludingItemsAfter } : {}) };
  const { data } = await api().get<LeadColumn>('leads/dashboard/status/', { params, signal });
  return data;
}

export async function fetchDashboardFilters(signal?: AbortSignal): Promise<LeadDashboardFilters> {
  const { data } = await api().get<LeadDashboardFilters>('leads/lead-dashboard-filters', { signal });
  return data;
}

export async function changeLeadStatus(body: LeadStatusChange): Promise<void> {
  await api().put('leads/lead-status', body);
}

export async function changeLeadOrder(body: LeadOrderChange): Promise<LeadOrderResult> {
  const { data } = await api().put<LeadOrderResult>('leads/lead-order', body);
  return data;
}

export async function setPreAdmissionStatus(body: PreAdmissionStatus): Promise<void> {
  await api().put('leads/pre-admission-status', body);
}

export async function setPreferredLocation(residencyId: number, preferredFacilityLocationId: number | null): Promise<void> {
  await api().put('leads/preferred-facility-location', { residencyId, preferredFacilityLocationId });
}

/** The file name of a content-disposition header ('attachment; filename="LeadsReport.xlsx"'), or null. */
export function fileNameOf(contentDisposition: unknown): string | null {
  if (typeof contentDisposition !== 'string') return null;
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition);
  return m ? decodeURIComponent(m[1].trim()) : null;
}

/** The leads spreadsheet (GET leads/leads-report-excel, binary) with the board's filter, and the server's file name. */
export async function downloadLeadsReport(filter: LeadDashboardFilter): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await api().get<Blob>('leads/leads-report-excel', { params: filterParams(filter), responseType: 'blob' });
  return { blob: res.data, fileName: fileNameOf(res.headers?.['content-disposition']) };
}

// ---------------------------------------------------------------- lead record
export async function fetchLead(residentId: number, signal?: AbortSignal): Promise<Lead> {
  const { data } = await api().get<Lead>(`leads/${residentId}`, { signal });
  return data;
}

export async function createLead(body: Lead): Promise<CreateLeadResponse> {
  const { data } = await api().post<CreateLeadResponse>('leads', body);
  return data;
}

export async function updateLead(body: Lead): Promise<Lead> {
  const { data } = await api().put<Lead>('leads', body);
  return data;
}

export async function deleteLead(residentId: number): Promise<void> {
  await api().delete(`leads/${residentId}`);
}

/** The lead-changing calls below send the lead's `version` (409 when stale). */
export async function archiveLead(residentId: number, version: number): Promise<void> {
  await api().put(`leads/${residentId}/archive`, { version });
}

export async function sendToLeads(residentId: number, version: number): Promise<void> {
  await api().put(`leads/${residentId}/send-to-leads`, { version });
}

export async function fetchArchivedLeads(page: { skip: number; take: number; notIncludingItemsAfter?: string }, signal?: AbortSignal): Promise<Paged<LeadCard>> {
  const { data } = await api().get<Paged<LeadCard>>('leads/archived', { params: page, signal });
  return data;
}

export async function sendToDepartedList(residentId: number, version: number): Promise<void> {
  await api().put(`leads/${residentId}/send-to-departed-list`, { version });
}

export async function markAsProspect(residentId: number, version: number): Promise<void> {
  await api().post(`leads/${residentId}/mark-as-prospect`, { version });
}

export async function admitLead(body: AdmissionInfo & { version?: number }): Promise<AdmitResult> {
  const { data } = await api().put<AdmitResult>('leads/admit/', body);
  return data;
}

/** Free beds of the facility on the admission date (default today) for admitting the lead: GET leads/{id}/available-beds. */
export async function fetchFreeBeds(residentId: number, date?: string | null, signal?: AbortSignal): Promise<AvailableBeds> {
  const { data } = await api().get<AvailableBeds>(`leads/${residentId}/available-beds`, { params: date ? { date } : {}, signal });
  return data;
}

/** POST residents/{id}/transfer: the residents route reads the destination from `toFacilityId` (lead-types' note). */
export async function transferLead(residentId: number, body: TransferRequest): Promise<void> {
  await api().post(`residents/${residentId}/transfer`, { ...body, toFacilityId: body.facilityId });
}

export async function setContractSigned(residentId: number, value: boolean, version: number): Promise<void> {
  await api().put(`residents/${residentId}/contract-signed/${value}`, { version });
}

export async function setDeceased(residentId: number, value: boolean, version: number): Promise<void> {
  await api().put(`residents/${residentId}/deceased/${value}`, { version });
}

export async function setIncomeAssetStatus(residentId: number, value: IncomeAssetStatus, version: number): Promise<void> {
  await api().put(`residents/${residentId}/income-asset-status/${value}`, { version });
}

// ---------------------------------------------------------------- tours
export async function fetchTour(residencyId: number, signal?: AbortSignal): Promise<Tour> {
  const { data } = await api().get<Tour>(`tour/${residencyId}`, { signal });
  return data;
}

export async function saveTour(body: Tour): Promise<TourSaveResult> {
  const { data } = await api().post<TourSaveResult>('tour/save', body);
  return data;
}

export async function deleteTour(tourId: number): Promise<TourDeleteResult> {
  const { data } = await api().delete<TourDeleteResult>(`tour/${tourId}`);
  return data;
}

// ---------------------------------------------------------------- ACCR and funding estimate
export async function fetchAccr(residentId: number, signal?: AbortSignal): Promise<AccrRecord> {
  const { data } = await api().get<AccrRecord>(`accr/${residentId}`, { signal });
  return data;
}

export async function updateFromAccr(residentId: number, version: number): Promise<UpdateFromAccrResult> {
  const { data } = await api().put<UpdateFromAccrResult>(`residents/UpdateFromAccr/${residentId}`, { version });
  return data;
}

export async function fetchFundingEstimate(residentId: number, signal?: AbortSignal): Promise<FundingEstimateResponse> {
  const { data } = await api().get<FundingEstimateResponse>(`leads/${residentId}/funding-estimate`, { signal });
  return data;
}

export async function saveExpectedAnacc(residentId: number, body: ExpectedAnaccRequest): Promise<void> {
  await api().put(`leads/${residentId}/expectedAnacc`, body);
}

// ---------------------------------------------------------------- reference data
export type ReferenceList = 'relationships' | 'countries' | 'enquiry-sources' | 'religions';
export async function fetchReference(list: ReferenceList, signal?: AbortSignal): Promise<NamedItem[]> {
  const { data } = await noFacilityApi().get<NamedItem[]>(`referenceData/${list}`, { signal });
  return data;
}

/** The signed-in user's facilities (transfer targets). */
export async function fetchFacilities(signal?: AbortSignal): Promise<{ id: number; name: string; facilityType: string }[]> {
  const { data } = await noFacilityApi().get<{ id: number; name: string; facilityType: string }[]>('users/facilities', { signal });
  return data;
}
