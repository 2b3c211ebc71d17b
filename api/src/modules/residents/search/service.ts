import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError } from '../../../http/errors';
import * as repo from './repository';

export function searchRow(r: repo.SearchRow) {
  const isIlu = r.facility_type === 'IndependentLiving';
  return {
    id: r.id,
    residentId: r.residentId,
    firstName: r.first_name,
    lastName: r.last_name,
    preferredName: r.preferred_name,
    dateOfBirth: r.date_of_birth,
    careType: r.care_type,
    admissionDateUtc: r.admission_date_utc,
    departureDateUtc: r.departure_date_utc,
    isLead: r.is_lead,
    isArchived: r.is_archived,
    independentLivingAllocationId: r.independent_living_allocation_id,
    // Independent living enquiries open by allocation id; AgeCare leads by residency id.
    enquiryId: r.admission_date_utc ? null : isIlu ? r.independent_living_allocation_id : r.id,
    roomNumber: r.room_number,
    facilityType: r.facility_type,
  };
}

export async function search(s: ScopedDb, searchStr: string) {
  if (!searchStr.trim()) return [];
  return (await repo.searchResidents(s, searchStr, false)).map(searchRow);
}

export const SEARCH_TIMEOUT_MESSAGE = 'The search took too long. Refine the search and try again.';

/** Current and departed residents; `timeoutMs` bounds the query (statement_timeout in its own transaction). */
export async function searchCurrentAndDeparted(s: ScopedDb, searchStr: string, timeoutMs?: number) {
  if (!searchStr.trim()) return [];
  if (!timeoutMs) return (await repo.searchResidents(s, searchStr, true)).map(searchRow);
  try {
    return await s.transaction(async (t) => {
      await repo.setStatementTimeout(t, timeoutMs);
      return (await repo.searchResidents(t, searchStr, true)).map(searchRow);
    });
  } catch (err) {
    if ((err as { code?: string }).code === '57014') throw ModelStateError.field('searchStr', SEARCH_TIMEOUT_MESSAGE);
    throw err;
  }
}
