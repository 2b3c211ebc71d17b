/**
 * The stay (seed 000 §7 "Residents"; seed 001 §7 event history): leave, departure and vacate, admission correction,
 * reversals, transfer, make private resident funded, and what their dialogs load first. `residentId` is the person.
 * Every action reloads everything shown about the person, the resident lists and the dashboard (`invalidateResident`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson, personKey } from 'shared-auth';
import type { TransferType } from 'shared-domain';
import type {
  AdmissionBody,
  DepartureBody,
  IluDepartureCorrectionBody,
  LeaveBody,
  LeaveUpdateBody,
  MakeResidentFundedBody,
  ReturnFromLeaveBody,
  ReverseLeaveBody,
  ReversalBody,
  TransferBody,
} from 'shared-domain/contracts/residents';
import type {
  AdmissionInfo,
  DepartureInfo,
  EventHistoryResponse,
  LeaveDto as LeaveAnswer,
} from 'shared-domain/contracts/stay-responses';
import { STAY_MESSAGES } from 'shared-domain/stay';
import { invalidateResident } from '../record/record.resource';

export type { AdmissionInfo, DepartureInfo } from 'shared-domain/contracts/stay-responses';
/**
 * The leave the leave dialogs edit: the API's answer without what the record and the history may not carry (they fill
 * it from the resident's current leave or a history row).
 */
export type LeaveDto = Omit<
  LeaveAnswer,
  'version' | 'leaveStartTimeLocalString' | 'leaveReturnTimeLocalString' | 'isRespiteLeaveWithinOrganisation'
> & { version?: number };
export type { TransferType };

export const stayKeys = {
  departure: (residentId: number, residencyId: number, ilu: boolean) =>
    [...personKey(residentId), 'departure', ilu ? residencyId : 'current'] as const,
  admission: (residentId: number) => [...personKey(residentId), 'admission'] as const,
  eventHistory: (residentId: number) => [...personKey(residentId), 'event-history'] as const,
};

// ---------------------------------------------------------------- what the dialogs and the event history load

/** The departure to correct (AgeCare: GET residents/{id}/departure; ILU: GET residents/departure-ilu/{residencyId}). */
export function useDeparture(residentId: number, residencyId: number, ilu: boolean, enabled: boolean) {
  return useQuery({
    queryKey: stayKeys.departure(residentId, residencyId, ilu),
    queryFn: ({ signal }) =>
      getJson<DepartureInfo>(ilu ? `residents/departure-ilu/${residencyId}` : `residents/${residentId}/departure`, { signal }),
    enabled,
    meta: { errorMessage: 'Unexpected error occurred while loading the departure.' },
  });
}

/** GET residents/{id}/admission (the admission correction). */
export function useAdmission(residentId: number, enabled: boolean) {
  return useQuery({
    queryKey: stayKeys.admission(residentId),
    queryFn: ({ signal }) => getJson<AdmissionInfo>(`residents/${residentId}/admission`, { signal }),
    enabled,
    meta: { errorMessage: 'Unexpected error occurred while loading the admission.' },
  });
}

/** GET residents/{id}/event-history */
export function useEventHistory(residentId: number) {
  return useQuery({
    queryKey: stayKeys.eventHistory(residentId),
    queryFn: ({ signal }) => getJson<EventHistoryResponse>(`residents/${residentId}/event-history`, { signal }),
    meta: { errorMessage: STAY_MESSAGES.eventHistoryError },
  });
}

// ---------------------------------------------------------------- actions

/** An action on the person's stay: sent once (never retried), then everything shown about them reloads. */
function useStayAction<TVariables, TData>(residentId: number, action: (variables: TVariables) => Promise<TData>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => invalidateResident(client, residentId) });
}

const api = () => apiClient();

export const useAddLeave = (residentId: number) =>
  useStayAction(
    residentId,
    async (body: LeaveBody) => (await api().post<LeaveAnswer>(`residents/${residentId}/leave`, body)).data,
  );

export const useUpdateLeave = (residentId: number) =>
  useStayAction(residentId, async (body: LeaveUpdateBody) => (await api().put<LeaveAnswer>('residents/leave', body)).data);

export const useReturnFromLeave = (residentId: number) =>
  useStayAction(
    residentId,
    async (body: ReturnFromLeaveBody) => (await api().post<LeaveAnswer>(`residents/${residentId}/leave/return`, body)).data,
  );

export const useReverseLeave = (residentId: number) =>
  useStayAction(
    residentId,
    async (leaveId: number) =>
      (await api().put<LeaveAnswer>(`residents/${residentId}/leave/reverse`, { leaveId } satisfies ReverseLeaveBody)).data,
  );

export const useDepart = (residentId: number) =>
  useStayAction(
    residentId,
    async (body: DepartureBody) => (await api().post<DepartureInfo>(`residents/${residentId}/depart`, body)).data,
  );

/** ILU: depart (isVacating false) or vacate the unit (true). */
export const useDepartIlu = (residentId: number) =>
  useStayAction(
    residentId,
    async ({ isVacating, body }: { isVacating: boolean; body: DepartureBody }) =>
      (await api().post<DepartureInfo>(`residents/${residentId}/depart-ilu/${isVacating}`, body)).data,
  );

export const useCorrectDeparture = (residentId: number) =>
  useStayAction(
    residentId,
    async ({ eventId, body }: { eventId: number; body: DepartureBody }) =>
      (await api().post<DepartureInfo>(`residents/${residentId}/depart/correction/${eventId}`, body)).data,
  );

export const useCorrectIluDeparture = (residentId: number) =>
  useStayAction(
    residentId,
    async (body: IluDepartureCorrectionBody) =>
      (await api().post<DepartureInfo>('residents/departure-ilu/correction', body)).data,
  );

/** Reverses the active departure, or the departure event `eventId` (event history). */
export const useReverseDeparture = (residentId: number) =>
  useStayAction(residentId, async ({ residencyId, eventId }: { residencyId: number; eventId?: number }) => {
    const body: ReversalBody = { residencyId };
    await api().post(
      eventId ? `residents/${residentId}/depart/reversal/${eventId}` : `residents/${residentId}/depart/reversal`,
      body,
    );
  });

export const useCorrectAdmission = (residentId: number) =>
  useStayAction(
    residentId,
    async ({ body, eventId }: { body: AdmissionBody; eventId?: number }) =>
      (
        await api().post<AdmissionInfo>(
          eventId ? `residents/${residentId}/admission/correction/${eventId}` : `residents/${residentId}/admission/correction`,
          body,
        )
      ).data,
  );

/** Reverses the admission, or the admission event `eventId` (event history). */
export const useReverseAdmission = (residentId: number) =>
  useStayAction(residentId, async ({ residencyId, eventId }: { residencyId: number; eventId?: number }) => {
    const body: ReversalBody = { residencyId };
    await api().post(
      eventId ? `residents/${residentId}/admission/reverse/${eventId}` : `residents/${residentId}/admission/reverse`,
      body,
    );
  });

export const useTransferResident = (residentId: number) =>
  useStayAction(
    residentId,
    async (body: TransferBody) => (await api().post<unknown>(`residents/${residentId}/transfer`, body)).data,
  );

export const useMakeResidentFunded = (residentId: number) =>
  useStayAction(residentId, async () => {
    const body: MakeResidentFundedBody = { residentId };
    return (await api().put<unknown>('residents/make-resident-funded', body)).data;
  });
