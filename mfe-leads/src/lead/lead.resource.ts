/**
 * A lead (seed 001 §7 "Leads", "ACCR" and the lead-related resident calls): the record, its actions (archive, restore,
 * delete, prospect, pre-admission status, income and assets, preferred location, transfer, admit), the free beds to admit
 * to, ACCR, and the facility's locations (the funding estimate is mfe-funding's). The record is keyed under
 * shared-auth's `personKey(residentId)`, so an action here reloads the residents and funding areas' tabs and dialogs on
 * the lead page (timeline, events, notes, funding estimate) and an action in those reloads the lead. An action that
 * moves a lead between lists reloads the lists (LEADS_KEY).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, getJson, personKey } from 'shared-auth';
import type { IncomeAssetStatus } from 'shared-domain';
import type {
  AdmitBody,
  CreateLeadBody,
  LeadVersionBody,
  PreferredLocationBody,
  UpdateLeadBody,
  AccrRecord,
  AdmitResult,
  CreateLeadResponse,
  Lead,
  LeadAvailableBeds,
  LeadDashboardFilters,
  PreAdmissionStatus,
  UpdateFromAccrResult,
} from 'shared-domain/contracts/leads';
import type { TransferBody, VersionBody } from 'shared-domain/contracts/residents';
import type { TransferRequest } from 'shared-domain/lead-types';

/** The root of every list of leads (the board, archived leads): what a lead's change may move. */
export const LEADS_KEY = ['leads'] as const;

export const leadKeys = {
  lead: (residentId: number) => [...personKey(residentId), 'lead'] as const,
  freeBeds: (residentId: number, date: string | null) => [...personKey(residentId), 'free-beds', date] as const,
  accr: (residentId: number) => [...personKey(residentId), 'accr'] as const,
  /** GET leads/lead-dashboard-filters: the board's filter choices and the facility's locations. */
  filters: [...LEADS_KEY, 'filters'] as const,
};

/** The error a lead that cannot be loaded shows (seed 001 §8). */
export const LEAD_LOAD_ERROR = 'Unexpected error while attempting to get enquiry';

/** After a change of a lead: everything shown about the person and the lists of leads. */
export function invalidateLead(client: QueryClient, residentId: number | undefined): Promise<unknown> {
  return Promise.all([
    residentId ? client.invalidateQueries({ queryKey: personKey(residentId) }) : undefined,
    client.invalidateQueries({ queryKey: LEADS_KEY }),
  ]);
}

// ---------------------------------------------------------------- loads

/** GET leads/{residentId}: a 404 (not a lead of this facility) is shown by the page, without a toast. */
export function useLead(residentId: number) {
  return useQuery({
    queryKey: leadKeys.lead(residentId),
    queryFn: ({ signal }) => getJson<Lead>(`leads/${residentId}`, { signal }),
    enabled: Number.isInteger(residentId) && residentId > 0,
    meta: { errorMessage: LEAD_LOAD_ERROR, quietStatuses: [404] },
  });
}

/** The board's filter choices (care types, locations, genders, AN-ACC classes). */
export function useLeadDashboardFilters() {
  return useQuery({
    queryKey: leadKeys.filters,
    queryFn: ({ signal }) => getJson<LeadDashboardFilters>('leads/lead-dashboard-filters', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

const NO_LOCATIONS: LeadDashboardFilters['leadLocations'] = [];

/** The facility's locations (preferred-location choices). */
export function useLeadLocations(): LeadDashboardFilters['leadLocations'] {
  return useLeadDashboardFilters().data?.leadLocations ?? NO_LOCATIONS;
}

/** Free beds of the facility (GET leads/{id}/available-beds); `locations` only when the load failed. */
export type AvailableBeds = Pick<LeadAvailableBeds, 'locations'> & Partial<Omit<LeadAvailableBeds, 'locations'>>;

/** The free beds on the admission date (default today); `errorMessage` is toasted when they cannot be loaded. */
export function useFreeBeds(residentId: number, date: string | null, enabled: boolean, errorMessage: string) {
  return useQuery({
    queryKey: leadKeys.freeBeds(residentId, date),
    queryFn: ({ signal }) =>
      getJson<AvailableBeds>(`leads/${residentId}/available-beds`, { params: date ? { date } : {}, signal }),
    enabled,
    meta: { errorMessage },
  });
}

/** GET accr/{residentId} (the ACCR record, through the local simulator). */
export function useAccr(residentId: number, enabled: boolean) {
  return useQuery({
    queryKey: leadKeys.accr(residentId),
    queryFn: ({ signal }) => getJson<AccrRecord>(`accr/${residentId}`, { signal }),
    enabled,
  });
}

// ---------------------------------------------------------------- actions

/** An action on a lead: sent once (never retried), then the person and the lists of leads reload. */
function useLeadAction<TVariables, TData>(
  action: (variables: TVariables) => Promise<TData>,
  residentOf: (variables: TVariables) => number | undefined,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: (_data, variables) => invalidateLead(client, residentOf(variables)) });
}

const api = () => apiClient();
/** The lead-changing calls send the lead's `version` (409 when stale). */
interface Versioned {
  residentId: number;
  version: number;
}
const byResident = (v: { residentId: number }) => v.residentId;

export const useCreateLead = () =>
  useLeadAction(
    async (body: CreateLeadBody) => (await api().post<CreateLeadResponse>('leads', body)).data,
    () => undefined,
  );

export const useUpdateLead = () =>
  useLeadAction(
    async (body: UpdateLeadBody) => (await api().put<Lead>('leads', body)).data,
    (body) => body.residentId,
  );

export const useDeleteLead = () =>
  useLeadAction(async ({ residentId }: { residentId: number }) => {
    await api().delete(`leads/${residentId}`);
  }, byResident);

export const useArchiveLead = () =>
  useLeadAction(async ({ residentId, version }: Versioned) => {
    await api().put(`leads/${residentId}/archive`, { version } satisfies LeadVersionBody);
  }, byResident);

export const useSendToLeads = () =>
  useLeadAction(async ({ residentId, version }: Versioned) => {
    await api().put(`leads/${residentId}/send-to-leads`, { version } satisfies LeadVersionBody);
  }, byResident);

export const useSendToDepartedList = () =>
  useLeadAction(async ({ residentId, version }: Versioned) => {
    await api().put(`leads/${residentId}/send-to-departed-list`, { version } satisfies LeadVersionBody);
  }, byResident);

export const useMarkAsProspect = () =>
  useLeadAction(async ({ residentId, version }: Versioned) => {
    await api().post(`leads/${residentId}/mark-as-prospect`, { version } satisfies LeadVersionBody);
  }, byResident);

/** Contract signed and deceased (PUT leads/pre-admission-status, by residency). */
export const useSetPreAdmissionStatus = () =>
  useLeadAction(async ({ body }: { residentId: number; body: PreAdmissionStatus }) => {
    await api().put('leads/pre-admission-status', body);
  }, byResident);

export const useSetIncomeAssetStatus = () =>
  useLeadAction(async ({ residentId, value, version }: Versioned & { value: IncomeAssetStatus }) => {
    await api().put(`residents/${residentId}/income-asset-status/${value}`, { version } satisfies VersionBody);
  }, byResident);

export const useSetPreferredLocation = () =>
  useLeadAction(async ({ residencyId, locationId }: { residentId: number; residencyId: number; locationId: number | null }) => {
    const body: PreferredLocationBody = { residencyId, preferredFacilityLocationId: locationId };
    await api().put('leads/preferred-facility-location', body);
  }, byResident);

/** POST residents/{id}/transfer: the residents route reads the destination from `toFacilityId` (lead-types' note). */
export const useTransferLead = () =>
  useLeadAction(async ({ residentId, body }: { residentId: number; body: TransferRequest }) => {
    // The contract's body; the API drops the extra `facilityId` (lead-types' TransferRequest still carries it).
    const sent: TransferBody & Pick<TransferRequest, 'facilityId'> = { ...body, toFacilityId: body.facilityId };
    await api().post(`residents/${residentId}/transfer`, sent);
  }, byResident);

/** PUT leads/admit/: the lead becomes a resident (the residents area's lists are loaded afresh when opened). */
export const useAdmitLead = () =>
  useLeadAction(
    async (body: AdmitBody) => (await api().put<AdmitResult>('leads/admit/', body)).data,
    (body) => body.residentId,
  );

export const useUpdateFromAccr = () =>
  useLeadAction(async ({ residentId, version }: Versioned) => {
    const body: LeadVersionBody = { version };
    return (await api().put<UpdateFromAccrResult>(`residents/UpdateFromAccr/${residentId}`, body)).data;
  }, byResident);
