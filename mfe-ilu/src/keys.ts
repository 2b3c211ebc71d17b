/**
 * The independent-living area's query keys, in one place: every screen of the area reads under ILU_KEY, so an action
 * (admit, assign a unit, settle, save the fees...) reloads whatever the area shows with `invalidateIlu`, together with
 * the dashboards and what the residents area shows about each person (shared-auth's personKey).
 */
import type { QueryClient } from '@tanstack/react-query';
import { personKey } from 'shared-auth';

export const ILU_KEY = ['ilu'] as const;

export const iluKeys = {
  enquiry: (enquiryId: number, residentId?: number, viewDepartedMode?: boolean) =>
    [...ILU_KEY, 'enquiry', enquiryId, residentId ?? null, viewDepartedMode ?? false] as const,
  fees: (enquiryId: number, residentId?: number, viewDepartedMode?: boolean) =>
    [...ILU_KEY, 'fees', enquiryId, residentId ?? null, viewDepartedMode ?? false] as const,
  allocations: (departed: boolean) => [...ILU_KEY, 'allocations', departed] as const,
  units: (status: string) => [...ILU_KEY, 'units', status] as const,
  unitEvents: (accommodationId: number) => [...ILU_KEY, 'unit-events', accommodationId] as const,
  /** The organisation's other facilities (a transfer's destinations). */
  organisationFacilities: () => [...ILU_KEY, 'organisation-facilities'] as const,
  /** The facility's optional services a residency can take (the finance screen's editor). */
  openOptionalServices: (residentId: number) => [...ILU_KEY, 'open-optional-services', residentId] as const,
};

/** After a change: the area's screens, both dashboards (['dashboard'] holds the ILU one) and each person's data. */
export function invalidateIlu(client: QueryClient, residentIds: readonly number[] = []): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ILU_KEY }),
    client.invalidateQueries({ queryKey: ['dashboard'] }),
    ...residentIds.map((id) => client.invalidateQueries({ queryKey: personKey(id) })),
  ]);
}
