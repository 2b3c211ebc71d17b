/**
 * The event history (seed 001 §3): every residency of the person in the organisation with its events, Medicare
 * statuses and leaves; and the server side of its edit rules (seed 001 §4), which the corrections and reversals apply.
 */
import { eventEditBlock, isDepartureEvent, medicareRequestTypeFor } from 'shared-domain/stay';
import { type EventHistoryEvent, type EventHistoryResponse } from 'shared-domain/contracts/stay-responses';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError } from '../../../../http/errors';
import { leaveDto, loadStay, type StayRow } from '../events';
import * as repo from '../repository';
import * as history from './repository';

/**
 * Whether the stay's ILU allocation was settled (the ILU area finalises settlements, 'Finalise settlement'): the edit
 * rules refuse a settled allocation's departure. A stay of no allocation has none to settle.
 */
async function iluSettled(s: ScopedDb, allocationId: number | null): Promise<boolean> {
  return allocationId !== null && (await repo.allocationSettled(s, allocationId));
}

/** The server side of the event-history edit rules (seed 001 §4): 400 with the 'Unable to edit' message. */
export async function assertEditable(
  s: ScopedDb,
  stay: StayRow,
  event: repo.EventRow,
  currentFacilityId: number,
  field = 'eventId',
): Promise<void> {
  const latest = await history.latestResidency(s, stay.resident_id);
  const block = eventEditBlock(
    {
      eventType: event.event_type,
      facilityId: event.facility_id ?? stay.facility_id,
      residencyId: event.residency_id,
      isReversed: event.is_reversed,
      independentLivingAllocationWasSettled: isDepartureEvent(event.event_type)
        ? await iluSettled(s, stay.independent_living_allocation_id)
        : false,
    },
    {
      currentFacilityId,
      latestResidency: latest
        ? { id: latest.id, facilityId: latest.facility_id, facilityName: latest.facility_name, isLead: latest.is_lead }
        : null,
    },
  );
  if (block) throw ModelStateError.field(field, block);
}

/** GET residents/{id}/event-history: the person must be known here (404 otherwise); the history spans the organisation. */
export async function eventHistory(s: ScopedDb, facilityId: number, residentId: number): Promise<EventHistoryResponse> {
  const { stay } = await loadStay(s, residentId);
  const residencies = await history.residenciesInOrganisation(s, stay.resident_id);
  const ids = residencies.map((r) => r.id);
  const byId = new Map(residencies.map((r) => [r.id, r]));
  const events = ids.length ? await history.eventsOfResidencies(s, ids) : [];
  const leaves = ids.length ? await history.leavesOfResidencies(s, ids) : [];
  const latest = residencies.at(-1);
  const eventsHistory: EventHistoryEvent[] = events.map((e) => {
    const r = byId.get(e.residency_id)!;
    return {
      id: Number(e.id),
      eventType: e.event_type,
      eventDate: e.effective_date,
      careType: r.care_type,
      facilityId: e.facility_id ?? r.facility_id,
      facilityName: r.facility_name,
      residencyId: e.residency_id,
      enquiryId: r.is_lead ? (r.independent_living_allocation_id ?? r.id) : null,
      isDeparted: !!r.departure_date_utc,
      uniqueEventId: e.unique_event_id,
      isPrivateResident: r.is_private_residency,
      medicareRequestType: e.request_type ?? medicareRequestTypeFor(e.event_type),
      medicareStatus: e.status ?? null,
      medicareStatusReason: e.status_reason ?? null,
      independentLivingAllocationWasSettled: r.allocation_settled ?? false,
      isReversed: e.is_reversed,
      leaveId: e.leave_id,
      createdOnUtc: e.created_on_utc.toISOString(),
    };
  });
  return {
    eventsHistory,
    leaves: leaves.map(leaveDto),
    latestResidency: latest
      ? {
          id: latest.id,
          facilityId: latest.facility_id,
          facilityName: latest.facility_name,
          isLead: latest.is_lead,
          isDeparted: !!latest.departure_date_utc,
          admissionDateUtc: latest.admission_date_utc,
          departureDateUtc: latest.departure_date_utc,
          careType: latest.care_type,
        }
      : null,
    currentLoggedInFaclityId: facilityId,
  };
}
