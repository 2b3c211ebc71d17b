/**
 * The calls of the enquiry and allocation pages' actions (seed 002 §7 "Independent living"): the units to choose from
 * and a unit's financial events, and the actions themselves (assign unit, admit, settle, correct or reverse an
 * admission, reverse a vacated allocation's departure). An action is sent once (never retried); its success reloads the
 * area's screens, both dashboards and everything shown about the allocation's people (`invalidateIlu`) before the
 * dialog closes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import type { AccommodationFinancialEvents, UnitItem } from 'shared-domain/contracts/admin-accommodations';
import type {
  AssignUnitBody,
  IluAdmissionCorrectionBody,
  IluAdmitBody,
  IluDepartureReversalBody,
  IluReversalBody,
  SettlementBody,
} from 'shared-domain/contracts/ilu';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { iluKeys, invalidateIlu } from '../keys';

export type { UnitItem };
/** The unit status picker's choices: the available units (the default) or every unit. */
export type UnitStatusChoice = 'Available' | 'All';

/** GET accommodations/units-by-status/{status}: the units with their type, location, price and brief note. */
export function useUnits(status: UnitStatusChoice, enabled: boolean) {
  return useQuery({
    queryKey: iluKeys.units(status),
    queryFn: ({ signal }) => getJson<UnitItem[]>(`accommodations/units-by-status/${status}`, { signal }),
    enabled,
    meta: { errorMessage: ILU_MESSAGES.unitsLoadError },
  });
}

/**
 * GET enquiries/finance/accommodation-financial-events/{accommodationId}: the unit's events (contract signed, deposit
 * and balance paid, notice to vacate), in the shape of the units screen's financial events.
 */
export function useUnitEvents(accommodationId: number | null) {
  return useQuery({
    queryKey: iluKeys.unitEvents(accommodationId ?? 0),
    queryFn: ({ signal }) =>
      getJson<AccommodationFinancialEvents>(`enquiries/finance/accommodation-financial-events/${accommodationId}`, { signal }),
    enabled: !!accommodationId,
    meta: { errorMessage: ILU_MESSAGES.unitEventsLoadError },
  });
}

/** An action on the allocation: sent once, then the area, the dashboards and the people's queries reload. */
function useIluAction<V, R>(residentIds: readonly number[], action: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => invalidateIlu(client, residentIds) });
}

const post = async <R = unknown>(path: string, body: unknown): Promise<R> => (await apiClient().post<R>(path, body)).data;

export const useAssignUnit = (residentIds: readonly number[]) =>
  useIluAction(residentIds, (body: AssignUnitBody) => post('accommodations/assign-unit', body));

export const useAdmitToUnit = (residentIds: readonly number[]) =>
  useIluAction(residentIds, (body: IluAdmitBody) => post('enquiries/admit', body));

export const useFinaliseSettlement = (residentIds: readonly number[]) =>
  useIluAction(residentIds, (body: SettlementBody) => post('allocations/settlement', body));

export const useCorrectAdmission = (residentIds: readonly number[]) =>
  useIluAction(residentIds, (body: IluAdmissionCorrectionBody) => post('allocations/admission-correction', body));

export const useReverseAdmission = (allocationId: number, residentIds: readonly number[]) =>
  useIluAction(residentIds, (body: IluReversalBody) => post(`allocations/${allocationId}/reverse-admission`, body));

export const useReverseVacating = (residentIds: readonly number[]) =>
  useIluAction(residentIds, (body: IluDepartureReversalBody) => post('allocations/departure/reversal', body));
